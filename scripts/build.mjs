// Builds what is out of date (or everything with --force): the server bundle and the web app.
import { execFileSync } from 'node:child_process';
import { fingerprint, isStale, markBuilt, root } from './build-state.mjs';

const force = process.argv.includes('--force');
const commands = {
  server: ['npm', ['run', 'build', '-w', '@dd/server']],
  web: ['npm', ['run', 'build', '-w', '@dd/web']],
};

export function buildStale({ forceAll = false } = {}) {
  const built = [];
  for (const [name, [cmd, args]] of Object.entries(commands)) {
    if (!forceAll && !isStale(name)) continue;
    const print = fingerprint(name); // taken before building, so edits made meanwhile trigger a rebuild
    console.log(`Building ${name}…`);
    try {
      execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
    } catch {
      console.error(`The ${name} build failed (see above).`);
      process.exit(1);
    }
    markBuilt(name, print);
    built.push(name);
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = buildStale({ forceAll: force });
  console.log(built.length ? `Built: ${built.join(', ')}` : 'Everything is up to date.');
}
