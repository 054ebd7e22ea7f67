// wrk (Debian package `wrk`, written in C) as the load client: a JavaScript client on the same two
// cores measured itself more than the servers (docs/decisions/0016). Each run writes a small Lua
// script that sets the request and prints wrk's own summary as one JSON line at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBinary, installDebianPackage } from './debian.ts';

export interface WrkRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request from its own X-Forwarded-For address (per-address limits; TRUST_PROXY on). */
  ownAddressEach?: boolean;
}

export interface WrkSummary {
  requests: number;
  seconds: number;
  /** Bytes received, headers and bodies. */
  bytes: number;
  /** Answers with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  statusErrors: number;
  /** Connect, read and write errors and timeouts. */
  socketErrors: number;
  /** Latency percentiles in milliseconds (wrk's histogram, microsecond resolution). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** The wrk binary; installs Debian's `wrk` package when there is none. */
export function ensureWrk(): string {
  const found = findBinary('wrk', ['/usr/bin']);
  if (found) return found;
  installDebianPackage('wrk');
  const installed = findBinary('wrk', ['/usr/bin']);
  if (!installed) throw new Error('wrk is installed but no wrk binary was found');
  return installed;
}

/** A Lua string literal that holds any text (long brackets with a level the text does not close). */
function luaString(text: string): string {
  let level = 0;
  while (text.includes(`]${'='.repeat(level)}]`)) level++;
  const eq = '='.repeat(level);
  // A newline right after the opening bracket is dropped by Lua: start with one so none is lost.
  return `[${eq}[\n${text}]${eq}]`;
}

let runs = 0;

function script(request: WrkRequest): string {
  const lines = [`wrk.method = ${luaString(request.method ?? 'GET')}`];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    lines.push(`wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`); // `[[` would open a string
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  if (request.ownAddressEach) {
    // Addresses 11.x.x.x and up: one first octet per run and thread, so no address repeats within a
    // bench (2^24 requests per thread and run), also across its warm-up and measured runs.
    runs++;
    lines.push(
      'local threads = 0',
      'function setup(thread) thread:set("octet", 10 + threads + 1); threads = threads + 1 end',
      'local n = 0',
      'function request()',
      '  n = n + 1',
      `  wrk.headers["X-Forwarded-For"] = string.format("%d.%d.%d.%d", (octet + ${runs * 8}) % 223 + 1, math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)`,
      '  return wrk.format()',
      'end',
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK {"requests":%d,"duration_us":%d,"bytes":%d,"status":%d,"socket":%d,' +
      '"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n\', summary.requests, summary.duration, summary.bytes,' +
      ' e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(90),' +
      ' latency:percentile(99), latency.max))',
    'end',
  );
  return lines.join('\n');
}

let running: ChildProcess | undefined;

/** Stops the run in progress (Ctrl-C). */
export function stopWrk(): void {
  running?.kill('SIGINT');
}

/** One wrk run: `connections` connections over `threads` threads for `seconds`. */
export async function runWrk(
  request: WrkRequest,
  options: { connections: number; seconds: number; threads?: number },
): Promise<WrkSummary> {
  const binary = ensureWrk();
  const dir = mkdtempSync(join(tmpdir(), 'dd-wrk-'));
  try {
    const file = join(dir, 'run.lua');
    writeFileSync(file, script(request));
    const threads = Math.min(options.threads ?? 2, options.connections);
    const args = [
      `-t${threads}`,
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '10s',
      '-s',
      file,
      request.url,
    ];
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    running = undefined;
    const line = output.split('\n').find((l) => l.startsWith('WRK '));
    if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (exit ${code}):\n${output}`);
    const raw = JSON.parse(line.slice(4)) as Record<string, number>;
    return {
      requests: raw.requests!,
      seconds: raw.duration_us! / 1e6,
      bytes: raw.bytes!,
      statusErrors: raw.status!,
      socketErrors: raw.socket!,
      p50: raw.p50! / 1000,
      p90: raw.p90! / 1000,
      p99: raw.p99! / 1000,
      max: raw.max! / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
