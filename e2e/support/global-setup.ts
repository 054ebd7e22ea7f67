// Before any worker starts its server (support/site.ts): builds what is out of date once, so that the
// workers' servers do not each build, at the same time, into the same folders.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function globalSetup(): void {
  const root = join(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
