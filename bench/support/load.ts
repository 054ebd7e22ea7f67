// autocannon runs: a warm-up whose figures are dropped, then the measured run. Latencies are taken
// from every response (sub-millisecond, all status codes), not from autocannon's 1 ms histogram.
import type autocannon from 'autocannon';
import { loadClient } from './autocannon.ts';
import { readFileSync } from 'node:fs';

export interface Target {
  title: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request (e.g. a header that must differ per request). */
  setupRequest?: autocannon.Request['setupRequest'];
}

export interface LoadResult {
  title: string;
  responses: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Responses per HTTP status. */
  statuses: Map<number, number>;
  /** Connection errors and timeouts. */
  errors: number;
  /** CPU time of the load client (this process) during the run, in cores (1 = one core busy). */
  clientCores: number;
  /** CPU time of the measured process during the run, in cores, when its pid was given. */
  serverCores: number | undefined;
}

/** utime + stime of a process in seconds, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let running: autocannon.Instance | undefined;

/** Stops the run in progress (Ctrl-C). */
export function stopLoad(): void {
  running?.stop();
}

async function fire(
  target: Target,
  connections: number,
  seconds: number,
  onResponse?: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  const request: autocannon.Request = {
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(target.setupRequest ? { setupRequest: target.setupRequest } : {}),
  };
  const instance = loadClient({
    url: target.url,
    connections,
    duration: seconds,
    requests: [request],
  });
  running = instance;
  if (onResponse)
    instance.on('response', (_client, statusCode, _bytes, responseTime) =>
      onResponse(statusCode, responseTime),
    );
  try {
    return await instance;
  } finally {
    running = undefined;
  }
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export async function measure(
  target: Target,
  options: { connections: number; seconds: number; warmupSeconds: number; serverPid?: number },
): Promise<LoadResult> {
  await fire(target, options.connections, options.warmupSeconds);
  const clientBefore = process.cpuUsage();
  const serverBefore = options.serverPid ? cpuSeconds(options.serverPid) : 0;
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const statuses = new Map<number, number>();
  const result = await fire(target, options.connections, options.seconds, (status, ms) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = ms;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const client = process.cpuUsage(clientBefore);
  const serverCores = options.serverPid
    ? (cpuSeconds(options.serverPid) - serverBefore) / result.duration
    : undefined;
  const sorted = latencies.subarray(0, count).sort();
  return {
    clientCores: (client.user + client.system) / 1e6 / result.duration,
    serverCores,
    title: target.title,
    responses: count,
    seconds: result.duration,
    reqPerSec: count / result.duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    statuses,
    errors: result.errors,
  };
}

/** Responses whose status is not among `expected`, plus connection errors, as text ('' when none). */
export function unexpected(result: LoadResult, expected: number[]): string {
  const parts = [...result.statuses]
    .filter(([status]) => !expected.includes(status))
    .map(([status, n]) => `${n} × ${status}`);
  if (result.errors > 0) parts.push(`${result.errors} connection errors/timeouts`);
  return parts.join(', ');
}

export function share(result: LoadResult, status: number): number {
  return result.responses === 0 ? 0 : (result.statuses.get(status) ?? 0) / result.responses;
}
