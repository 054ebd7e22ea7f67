// wrk (Debian package `wrk`, written in C) as the load client: a JavaScript client on the same two
// cores measured itself more than the servers (docs/decisions/0016). Each run writes a small Lua
// script that sets the request and prints wrk's own summary as one JSON line at the end. Options a
// run can ask for: a distinct X-Forwarded-For address per request, paths and bodies taken in turn
// from lists, and a count of every answer's status (wrk itself only counts those of 400 or more).
// Several runs can load a server at once (`runWrkTogether`), each with its own connections and its
// own latency histogram.
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
  /**
   * Paths taken in turn, one per request (the threads interleave, so together they go through the
   * list in order); the url's path when absent.
   */
  paths?: string[];
  /** Bodies taken in turn like `paths` (the same index when both are given); `body` when absent. */
  bodies?: string[];
  /**
   * Count the answers by status, in a Lua `response()` callback summed over wrk's threads at the end.
   * With that callback wrk copies each answer's headers and body into Lua: a cost per answer for the
   * client, which runs without it do not pay.
   */
  tallyStatuses?: boolean;
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
  /** Answers by status, when the run was asked to tally them (`tallyStatuses`). */
  statuses?: Map<number, number>;
}

export interface WrkOptions {
  connections: number;
  /** Whole seconds (wrk takes no fraction). */
  seconds: number;
  /** At most this many threads (2 by default): the most that divide the connections evenly. */
  threads?: number;
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

/**
 * wrk gives each thread `connections / threads` connections (integer division), so with threads that
 * do not divide them some would never open: the most threads up to `wanted` that divide them.
 */
export function wrkThreads(connections: number, wanted = 2): number {
  for (let threads = Math.min(wanted, connections); threads > 1; threads--)
    if (connections % threads === 0) return threads;
  return 1;
}

let runs = 0;

function script(request: WrkRequest, threads: number): string {
  const lines = [`wrk.method = ${luaString(request.method ?? 'GET')}`];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    lines.push(`wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`); // `[[` would open a string
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  const paths = request.paths ?? [];
  const bodies = request.bodies ?? [];
  if (paths.length > 0) lines.push(`paths = { ${paths.map(luaString).join(', ')} }`);
  if (bodies.length > 0) lines.push(`bodies = { ${bodies.map(luaString).join(', ')} }`);
  const dynamic = request.ownAddressEach || paths.length > 0 || bodies.length > 0;
  if (dynamic || request.tallyStatuses) {
    // setup() runs in the main Lua state, once per thread before it starts; `index` (0, 1, …) is a
    // global of that thread's own Lua state, as are `n` and `statuses` below.
    lines.push(
      'local threads = {}',
      'function setup(thread) thread:set("index", #threads); table.insert(threads, thread) end',
    );
  }
  if (dynamic) {
    lines.push('local n = 0', 'function request()', '  n = n + 1');
    if (request.ownAddressEach) {
      // Addresses 11.x.x.x and up: one first octet per run and thread, so no address repeats within a
      // bench (2^24 requests per thread and run), also across its warm-up and measured runs.
      runs++;
      lines.push(
        `  wrk.headers["X-Forwarded-For"] = string.format("%d.%d.%d.%d", (11 + index + ${runs * 8}) % 223 + 1, math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)`,
      );
    }
    // Request n of thread `index` takes item (n - 1) × threads + index of the lists, so the threads
    // together take them in order.
    lines.push(
      `  local i = (n - 1) * ${threads} + index`,
      `  return wrk.format(nil, ${paths.length > 0 ? 'paths[i % #paths + 1]' : 'nil'}, nil, ${bodies.length > 0 ? 'bodies[i % #bodies + 1]' : 'nil'})`,
      'end',
    );
  }
  if (request.tallyStatuses)
    lines.push(
      'statuses = {}',
      'function response(status) statuses[status] = (statuses[status] or 0) + 1 end',
    );
  lines.push('function done(summary, latency, requests)', '  local tally = ""');
  if (request.tallyStatuses)
    lines.push(
      '  local total = {}',
      '  for _, thread in ipairs(threads) do',
      '    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end',
      '  end',
      '  local parts = {}',
      '  for status, count in pairs(total) do table.insert(parts, string.format(\'"%d":%d\', status, count)) end',
      '  tally = \',"statuses":{\' .. table.concat(parts, ",") .. "}"',
    );
  lines.push(
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK {"requests":%d,"duration_us":%d,"bytes":%d,"status":%d,"socket":%d,' +
      '"p50":%d,"p90":%d,"p99":%d,"max":%d%s}\\n\', summary.requests, summary.duration, summary.bytes,' +
      ' e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(90),' +
      ' latency:percentile(99), latency.max, tally))',
    'end',
  );
  return lines.join('\n');
}

const running = new Set<ChildProcess>();

/** Stops the runs in progress (Ctrl-C); each still prints its summary. */
export function stopWrk(): void {
  for (const child of running) child.kill('SIGINT');
}

/** One wrk run: `connections` connections over at most `threads` threads for `seconds`. */
export async function runWrk(request: WrkRequest, options: WrkOptions): Promise<WrkSummary> {
  const binary = ensureWrk();
  const dir = mkdtempSync(join(tmpdir(), 'dd-wrk-'));
  try {
    const file = join(dir, 'run.lua');
    const threads = wrkThreads(options.connections, options.threads);
    writeFileSync(file, script(request, threads));
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
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    running.delete(child);
    const line = output.split('\n').find((l) => l.startsWith('WRK '));
    if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (exit ${code}):\n${output}`);
    const raw = JSON.parse(line.slice(4)) as Record<string, number> & { statuses?: Record<string, number> };
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
      ...(raw.statuses
        ? {
            statuses: new Map(
              Object.entries(raw.statuses)
                .map(([status, count]) => [Number(status), count] as const)
                .sort(([a], [b]) => a - b),
            ),
          }
        : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Several wrk processes loading at once, started together, each with its own connections and latency
 * histogram; the summaries in the order of `jobs`. When one fails, the others are stopped.
 */
export async function runWrkTogether(
  jobs: readonly { request: WrkRequest; options: WrkOptions }[],
): Promise<WrkSummary[]> {
  const pending = jobs.map(({ request, options }) =>
    runWrk(request, options).catch((error: unknown) => {
      stopWrk();
      throw error;
    }),
  );
  const settled = await Promise.allSettled(pending);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<WrkSummary>).value);
}
