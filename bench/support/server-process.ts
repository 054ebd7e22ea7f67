// The production server as a child process (node apps/server/dist/server.mjs, with the Node options
// of `npm start`), its start-up time and its resident memory, read from /proc.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { performance } from 'node:perf_hooks';
import { track } from './cleanup.ts';
import { httpRequest, sleep } from './net.ts';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const startScript = (root = repoRoot): string[] =>
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start.split(/\s+/);

/**
 * Node's own options in `npm start` (package.json's start script, e.g. the young generation's size,
 * ADR 0022), so that the benches run the server as users start it.
 */
export function startNodeOptions(root = repoRoot): string[] {
  return startScript(root).filter((word) => word.startsWith('--'));
}

/** The environment `npm start` sets before `node` (e.g. glibc's MALLOC_ARENA_MAX, ADR 0022). */
export function startEnvironment(root = repoRoot): Record<string, string> {
  const assignments = startScript(root).filter((word) => /^[A-Z_]+=/.test(word));
  return Object.fromEntries(
    assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
}

/** `node scripts/build.mjs`: builds whatever is out of date, nothing when all is current. */
export function buildOutOfDate(): void {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
}

export interface ServerProcess {
  pid: number;
  base: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  coldStartMs: number;
  logFile: string;
  /** Lines the server wrote but the routine ones (answers and information): warnings, errors, stderr. */
  logLines(): string[];
  /** How the process ended ("code 1", "signal SIGABRT"), or undefined while it runs. */
  exitStatus(): string | undefined;
}

export async function startServer(options: {
  dataDir: string;
  port: number;
  jwtSecret: string;
  /** More environment, e.g. DATABASE_URL for PostgreSQL. */
  env?: Record<string, string>;
  /** Options for node itself, before the server file, e.g. ['--expose-gc']. */
  nodeArgs?: string[];
  /** Another checkout's built server (a reference build, bench/support/reference-build.ts), and its Node. */
  root?: string;
  node?: string;
}): Promise<ServerProcess> {
  const root = options.root ?? repoRoot;
  // stdout (a JSON line per answer at the default LOG_LEVEL) goes straight to a file, as a host's log
  // collector would take it, so the bench process does not pay for reading it; stderr comes here.
  const logFile = join(options.dataDir, 'server.log');
  const stdout = openSync(logFile, 'w');
  const errors: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    const parts = (pending + chunk.toString('utf8')).split('\n');
    pending = parts.pop() ?? '';
    errors.push(...parts.filter(Boolean));
  };

  const started = performance.now();
  const args = [
    ...startNodeOptions(root),
    ...(options.nodeArgs ?? []),
    join(root, 'apps/server/dist/server.mjs'),
  ];
  const child: ChildProcess = spawn(options.node ?? process.execPath, args, {
    cwd: root,
    stdio: ['ignore', stdout, 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? options.dataDir,
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JWT_SECRET: options.jwtSecret,
      ...startEnvironment(root),
      ...options.env,
    },
  });
  closeSync(stdout); // the child has its own copy
  child.stderr!.on('data', collect);
  let exited: string | undefined;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );
  const pid = child.pid!;
  track({
    name: 'server',
    async close() {
      if (exited === undefined) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exitPromise;
        clearTimeout(timer);
      }
    },
    forceSync() {
      if (exited === undefined) child.kill('SIGKILL');
    },
  });

  const base = `http://127.0.0.1:${options.port}`;
  const deadline = started + 30_000;
  for (;;) {
    if (exited !== undefined)
      throw new Error(
        `the server exited (${exited}) before answering:\n${[...readLogLines(logFile), ...errors].slice(-20).join('\n')}`,
      );
    if (performance.now() > deadline) throw new Error('the server did not answer /api/health within 30 s');
    const status = await httpRequest(`${base}/api/health`, { timeoutMs: 2000 }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await sleep(5);
  }
  const coldStartMs = performance.now() - started;
  return {
    pid,
    base,
    coldStartMs,
    logFile,
    logLines: () => [...readLogLines(logFile), ...errors],
    exitStatus: () => exited,
  };
}

/** A log line of one answer or other information (pino levels 10–30): the reports leave them out. */
const ROUTINE = /^\{"level":(10|20|30),/;

/** The log file's lines but the routine ones, read a megabyte at a time (it can hold millions). */
function readLogLines(file: string): string[] {
  const kept: string[] = [];
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  const decoder = new StringDecoder('utf8'); // a character may straddle two reads
  let pending = '';
  try {
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
      const parts = (pending + decoder.write(buffer.subarray(0, read))).split('\n');
      pending = parts.pop() ?? '';
      kept.push(...parts.filter((line) => line && !ROUTINE.test(line)));
    }
  } finally {
    closeSync(fd);
  }
  if (pending && !ROUTINE.test(pending)) kept.push(pending);
  return kept;
}

/** Resident set size of a process in MB (VmRSS), or of its high-water mark (VmHWM). */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Samples VmRSS every `everyMs` and keeps the highest value seen. */
export function sampleRss(
  pid: number,
  everyMs = 200,
): { peakMb(): number; samples(): number; stop(): void; windowPeakMb(): number } {
  let peak = rssMb(pid);
  let windowPeak = peak;
  let samples = 1;
  const timer = setInterval(() => {
    try {
      const now = rssMb(pid);
      peak = Math.max(peak, now);
      windowPeak = Math.max(windowPeak, now);
      samples++;
    } catch {
      clearInterval(timer); // the process is gone
    }
  }, everyMs);
  return {
    peakMb: () => peak,
    samples: () => samples,
    stop: () => clearInterval(timer),
    /** The peak since the previous call (or the start), e.g. of one load run. */
    windowPeakMb: () => {
      const value = windowPeak;
      windowPeak = 0;
      return value;
    },
  };
}
