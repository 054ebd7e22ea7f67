// `npm test`: the whole suite. Types, lint, formatting, the build with the bundle budgets and the unit +
// API tests (SQLite and PostgreSQL) start together, each printing its output as one block when it ends;
// then, once they have all passed, the browser journeys in Chromium (which need the build). A failing step
// fails the run: the steps already started finish, and the browser journeys do not start.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';
import { ensureSupportedNode } from './runtime.mjs';

await ensureSupportedNode();

/**
 * Steps of one stage run at the same time; a stage starts when the one before has passed. A step may
 * name another of its stage (`after`) that must pass first: the API tests render pages with the web
 * build's page renderer, so they start once the build is written. The checks run at a lower priority
 * (`background`): they take a few minutes of CPU where the unit tests take most of the stage, so they
 * use the cores the tests leave idle instead of holding the tests (and the stage) back.
 */
const stages = [
  [
    { title: 'Type check', cmd: 'npm', args: ['run', 'typecheck'], background: true },
    { title: 'Lint', cmd: 'npm', args: ['run', 'lint'], background: true },
    { title: 'Formatting', cmd: 'npm', args: ['run', 'format:check'], background: true },
    // Deterministic size checks: the build (when out of date), then the home page's JavaScript and CSS.
    {
      title: 'Build and bundle budgets',
      cmd: 'sh',
      args: ['-c', 'node scripts/build.mjs && npm run -s -w @dd/web budget'],
    },
    {
      title: 'Unit and API tests (Vitest)',
      cmd: 'npx',
      args: ['vitest', 'run'],
      after: 'Build and bundle budgets',
    },
  ],
  [{ title: 'Browser tests (Playwright + Chromium)', cmd: 'npm', args: ['run', 'test:e2e'] }],
];
const only = process.argv.slice(2);
const chosen = ({ title }) =>
  !only.length || only.some((word) => title.toLowerCase().includes(word.toLowerCase()));

/** Runs one step with its output kept, and prints the output as one block when the step ends. */
function run({ title, cmd, args, background }, alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${title} ===`);
  else console.log(`… ${title} started`);
  return new Promise((resolve) => {
    const output = [];
    const [command, commandArgs] =
      background && process.platform !== 'win32' ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Kept output loses the terminal: keep its colours when there is one.
      env: !alone && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status === 0) console.log(`✓ ${title} (${seconds} s)`);
      else console.error(`\n✗ ${title} failed after ${seconds} s`);
      resolve(status === 0 ? 0 : (status ?? 1));
    });
  });
}

/** A step whose `after` step failed: not run, and the run fails. */
function skipped({ title }, before) {
  console.error(`\n✗ ${title} not started: ${before.title} failed`);
  return Promise.resolve(1);
}

const begun = Date.now();
for (const stage of stages) {
  const steps = stage.filter(chosen);
  if (!steps.length) continue;
  const started = new Map();
  const start = (step) => {
    if (!started.has(step.title)) {
      const before = steps.find(({ title }) => title === step.after);
      started.set(
        step.title,
        before
          ? start(before).then((status) => (status === 0 ? run(step, false) : skipped(step, before)))
          : run(step, steps.length === 1),
      );
    }
    return started.get(step.title);
  };
  const statuses = await Promise.all(steps.map(start));
  const failed = steps.filter((_, i) => statuses[i] !== 0).map(({ title }) => title);
  if (failed.length) {
    console.error(`\n✗ Failed: ${failed.join(', ')}`);
    process.exit(statuses.find((status) => status !== 0));
  }
}
console.log(`\nAll test steps passed (${((Date.now() - begun) / 1000).toFixed(1)} s).`);
