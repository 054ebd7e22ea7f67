import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
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
  // A process group of its own: the clean-up kills tsx and the server it runs together, so a test that
  // times out leaves no server behind (a SIGKILL to tsx alone cannot be passed on to its child).
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: serverDir,
    detached: true,
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
    for (const child of children.splice(0)) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group has already exited
      }
    }
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
      // A request the server has begun but not finished when the signal comes: it asks for
      // `100 Continue` and sends its body only after the signal. (A request still in the socket's
      // buffer when the server stops listening belongs to an idle connection, which is closed.)
      const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
      });
      await new Promise<void>((resolve) => {
        req.on('continue', resolve);
        req.flushHeaders();
      });
      r.child.kill(signal);
      await new Promise((resolve) => setTimeout(resolve, 100));
      req.end(body);
      const { status, text } = await answer;
      expect(status).toBe(401);
      expect(JSON.parse(text)).toHaveProperty('detail');
      expect(await r.exited).toBe(0);
      expect(r.output()).toContain(`${signal} received`);
    }
  }, 90_000);

  it('logs one JSON line per answer at info, none at warn, and answers the same at both levels', async () => {
    const BURST = 400;
    const answers: { headers: Record<string, string>; body: string; output: string }[] = [];
    // One data directory: the demo listings seeded by the first start are those of the second.
    const dataDir = mkdtempSync(join(tmpdir(), 'dd-proc-'));
    dirs.push(dataDir);
    for (const level of ['info', 'warn']) {
      const port = await freePort();
      // The burst below is 400 connections at once from one address: no cap per address here.
      const r = run({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: level,
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      });
      children.push(r.child);
      await waitForHealth(port);
      const res = await fetch(`http://127.0.0.1:${port}/api/properties`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      const { date: _date, ...headers } = Object.fromEntries(res.headers);
      answers.push({ headers, body: await res.text(), output: '' });
      // A burst: the lines queue while earlier ones are being written, and all must reach the log.
      const burst = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          fetch(`http://127.0.0.1:${port}/api/health?burst=${i}`).then((r) => r.status),
        ),
      );
      expect(burst.every((status) => status === 200)).toBe(true);
      r.child.kill('SIGTERM');
      expect(await r.exited).toBe(0);
      answers.at(-1)!.output = r.output();
    }
    const [info, warn] = answers;
    expect(warn!.headers).toEqual(info!.headers);
    expect(warn!.body).toBe(info!.body);
    expect(JSON.parse(info!.body).length).toBeGreaterThan(0);
    const lines = info!.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = lines.filter((line) => line.msg === 'answered');
    const listLine = answered.find((line) => line.url === '/api/properties');
    expect(listLine).toMatchObject({ level: 30, method: 'GET', status: 200, reqId: expect.any(String) });
    expect(listLine!.ms).toEqual(expect.any(Number));
    // The health checks made while waiting for the start were answered and logged too, one line each.
    expect(answered.filter((line) => line.url === '/api/health').length).toBeGreaterThan(0);
    // Every answer of the burst is in the log once and whole, the last ones written out at exit.
    const burstUrls = answered.map((line) => String(line.url)).filter((url) => url.includes('burst='));
    expect(new Set(burstUrls).size).toBe(BURST);
    expect(burstUrls.length).toBe(BURST);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
    expect(warn!.output).not.toContain('"answered"');
  }, 90_000);
});
