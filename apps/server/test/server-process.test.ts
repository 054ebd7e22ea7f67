import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './server-child.ts';

const serverDir = new URL('..', import.meta.url).pathname;
const tsx = join(serverDir, '../../node_modules/.bin/tsx');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    children.splice(0).forEach((child) => child.kill('SIGKILL'));
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SEED_DEMO', 'perhaps'],
  ])(
    'refuses to start when %s is bad, with one line naming it',
    async (name, value) => {
      const r = run({ [name]: value });
      children.push(r.child);
      expect(await r.exited).toBe(1);
      const lines = r.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(name);
    },
    60_000,
  );

  it('finishes in-flight work and exits cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const dataDir = mkdtempSync(join(tmpdir(), 'dd-proc-'));
      dirs.push(dataDir);
      const port = await freePort();
      const r = run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
      children.push(r.child);
      await waitForHealth(port);
      const inFlight = fetch(`http://127.0.0.1:${port}/api/properties`);
      r.child.kill(signal);
      expect((await inFlight).status).toBe(200);
      expect(await r.exited).toBe(0);
      expect(r.output()).toContain(`${signal} received`);
    }
  }, 90_000);
});
