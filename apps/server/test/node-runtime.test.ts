// `npm start` under each Node a user may have on PATH: an old one (Node 20, past its end of life: the
// start script fetches the pinned Node 24 and runs under it) and the oldest supported Node 22 (nothing
// fetched). Both must serve the site, database included: better-sqlite3 13 crashes on Node 20.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './server-child.ts';

const root = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
/** The floor of `engines` for Node 22 (package.json). */
const OLDEST_22 = '22.22.2';

const versionOf = (node: string) =>
  spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();

/** Runs a function of scripts/runtime.mjs under the current Node and returns what it prints. */
function runtime(expression: string): string {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import * as r from './scripts/runtime.mjs'; console.log(${expression});`],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** A Node older than this project supports, when the machine has one (the system Node 20 here and in CI). */
function oldNode(): string | undefined {
  const candidates = [process.env.DD_OUTER_NODE, '/usr/bin/node', '/usr/local/bin/node'];
  return candidates.find(
    (node) => node && existsSync(node) && runtime(`r.isSupportedNode('${versionOf(node)}')`) === 'false',
  );
}

/** PATH with `bin` first and without the folder of the Node running this test. */
const pathFor = (bin: string) =>
  [bin, ...(process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== dirname(process.execPath))].join(
    delimiter,
  );

describe('npm start on the Node found on PATH', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  /** `node scripts/start.mjs` (what `npm start` runs) with `node` on PATH; resolves once the site serves. */
  async function start(node: string) {
    const dataDir = mkdtempSync(join(tmpdir(), 'dd-runtime-'));
    dirs.push(dataDir);
    const port = await freePort();
    let output = '';
    const child = spawn(join(dirname(node), 'node'), ['scripts/start.mjs'], {
      cwd: root,
      detached: true, // its own process group, so the Node it starts is stopped with it
      env: {
        PATH: pathFor(dirname(node)),
        HOME: process.env.HOME ?? dataDir,
        ...(process.env.DD_NODE_CACHE ? { DD_NODE_CACHE: process.env.DD_NODE_CACHE } : {}),
        ...(process.env.XDG_CACHE_HOME ? { XDG_CACHE_HOME: process.env.XDG_CACHE_HOME } : {}),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
    children.push(child);
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
      if (Date.now() > deadline) throw new Error(`the site did not answer within 90 s:\n${output}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/properties`).catch(() => undefined);
      if (res?.status === 200)
        return { listings: ((await res.json()) as unknown[]).length, output: () => output };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const old = oldNode();
  it.skipIf(!old)(
    `fetches Node 24 once and serves the site when the Node on PATH is too old (${old ? `Node ${versionOf(old)}` : 'none here'})`,
    async () => {
      const site = await start(old!);
      expect(site.listings).toBeGreaterThan(0); // the demo seed, read from SQLite under Node 24
      const lines = site.output().split('\n');
      expect(lines[0]).toMatch(
        /^Node \d+\.\d+\.\d+ on PATH is older than this project needs .*under Node 24\.21\.0/,
      );
      expect(lines.filter((line) => line.includes('older than this project needs'))).toHaveLength(1);
      expect(site.output()).not.toContain('DeprecationWarning');
    },
    120_000,
  );

  it(`serves the site under Node ${OLDEST_22}, the oldest Node 22 supported, without fetching another`, async () => {
    const node22 = join(runtime(`r.fetchNode('${OLDEST_22}')`), 'node');
    expect(versionOf(node22)).toBe(OLDEST_22);
    const site = await start(node22);
    expect(site.listings).toBeGreaterThan(0);
    expect(site.output()).not.toContain('older than this project needs');
    // Nothing the user did not ask about, such as a dependency's use of a deprecated Node module.
    expect(site.output()).not.toContain('DeprecationWarning');
  }, 180_000);
});
