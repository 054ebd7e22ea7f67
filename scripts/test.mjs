// `npm test`: the whole suite, in order: types, lint, formatting, build with the bundle budgets, unit + API
// tests (SQLite and PostgreSQL), then browser journeys in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';
import { ensureSupportedNode } from './runtime.mjs';

await ensureSupportedNode();

const steps = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Formatting', 'npm', ['run', 'format:check']],
  // Deterministic size checks: the build (when out of date), then the home page's JavaScript and CSS.
  ['Build and bundle budgets', 'sh', ['-c', 'node scripts/build.mjs && npm run -s -w @dd/web budget']],
  ['Unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
  ['Browser tests (Playwright + Chromium)', 'npm', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);

for (const [title, cmd, args] of steps) {
  if (only.length && !only.some((word) => title.toLowerCase().includes(word.toLowerCase()))) continue;
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
console.log('\nAll test steps passed.');
