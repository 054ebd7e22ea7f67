// Type-checks every workspace (strict TypeScript, no emit). Exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/core', 'apps/server', 'apps/web', 'e2e', 'bench', 'deploy'];
for (const project of projects) {
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
  } catch {
    console.error(`typecheck failed in ${project}`);
    process.exit(1);
  }
}
console.log(`typecheck clean: ${projects.join(', ')}`);
