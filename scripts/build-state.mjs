// Which builds are out of date: a fingerprint (path, size, mtime) of each build's inputs, kept after a build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const stampFile = join(root, 'node_modules', '.cache', 'dd-build-state.json');

const shared = ['packages/core/src', 'package-lock.json'];
export const targets = {
  server: {
    inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
    output: 'apps/server/dist/server.mjs',
  },
  web: {
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'apps/web/package.json',
      'apps/web/bundle-report.mjs',
      'apps/web/precompress.ts',
    ],
    output: 'apps/web/dist/index.html',
    // Build-time settings of the web app (apps/web/src/config/env.ts): a change means a rebuild.
    env: ['VITE_API_BASE_URL', 'VITE_BACKEND_URL'],
  },
};

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue;
    yield* files(join(path, entry));
  }
}

export function fingerprint(name) {
  const hash = createHash('sha256');
  for (const input of targets[name].inputs) {
    for (const [file, stat] of files(join(root, input))) {
      hash.update(`${relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  for (const variable of targets[name].env ?? []) hash.update(`${variable}=${process.env[variable] ?? ''}\n`);
  return hash.digest('hex');
}

function readStamps() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

export function isStale(name) {
  return !existsSync(join(root, targets[name].output)) || readStamps()[name] !== fingerprint(name);
}

export function markBuilt(name, print) {
  const stamps = readStamps();
  stamps[name] = print;
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
}
