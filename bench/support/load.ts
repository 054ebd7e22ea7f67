// Load runs with wrk (support/wrk.ts): a warm-up whose figures are dropped, then the measured run,
// with the measured process's CPU read from /proc around it.
import { readFileSync } from 'node:fs';
import { runWrk, stopWrk, type WrkRequest } from './wrk.ts';
import type { RawResponse } from './net.ts';

export interface Target extends WrkRequest {
  title: string;
  /** The size of one expected answer on the wire (`answerBytes`): each run's average is checked against it. */
  answerBytes: number;
}

export interface LoadResult {
  title: string;
  responses: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Bytes received per answer, headers included: equal to the target's within 5 % when every answer was the expected one. */
  bytesPerAnswer: number;
  answerBytes: number;
  /** Answers with a status of 400 or more. */
  statusErrors: number;
  /** Connection errors and timeouts. */
  socketErrors: number;
  /** CPU time of the measured process during the run, in cores, when its pid was given. */
  serverCores: number | undefined;
}

/** How far each run's bytes per answer may be from the expected answer's. */
export const BYTES_TOLERANCE = 0.05;

/** utime + stime of a process in seconds, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export const stopLoad = stopWrk;

/** Bytes of an answer on the wire: status line, header lines, blank line, body. */
export function answerBytes(response: RawResponse): number {
  const head = Object.entries(response.headers)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}\r\n`))
    .join('');
  const reason = response.status === 304 ? 'Not Modified' : response.status === 201 ? 'Created' : 'OK';
  return Buffer.byteLength(`HTTP/1.1 ${response.status} ${reason}\r\n${head}\r\n`) + response.body.length;
}

export async function measure(
  target: Target,
  options: { connections: number; seconds: number; warmupSeconds: number; serverPid?: number },
): Promise<LoadResult> {
  if (options.warmupSeconds > 0)
    await runWrk(target, { connections: options.connections, seconds: options.warmupSeconds });
  const serverBefore = options.serverPid ? cpuSeconds(options.serverPid) : 0;
  const run = await runWrk(target, { connections: options.connections, seconds: options.seconds });
  return {
    title: target.title,
    responses: run.requests,
    seconds: run.seconds,
    reqPerSec: run.requests / run.seconds,
    p50: run.p50,
    p99: run.p99,
    bytesPerAnswer: run.requests === 0 ? 0 : run.bytes / run.requests,
    answerBytes: target.answerBytes,
    statusErrors: run.statusErrors,
    socketErrors: run.socketErrors,
    serverCores: options.serverPid ? (cpuSeconds(options.serverPid) - serverBefore) / run.seconds : undefined,
  };
}

/** What went wrong in a run, as text ('' when nothing): statuses ≥ 400, socket errors, other answers. */
export function unexpected(result: LoadResult): string {
  const parts: string[] = [];
  if (result.responses === 0) parts.push('no answer');
  if (result.statusErrors > 0) parts.push(`${result.statusErrors} answers ≥ 400`);
  if (result.socketErrors > 0) parts.push(`${result.socketErrors} connection errors/timeouts`);
  const off = Math.abs(result.bytesPerAnswer - result.answerBytes) / result.answerBytes;
  if (result.responses > 0 && off > BYTES_TOLERANCE)
    parts.push(
      `${Math.round(result.bytesPerAnswer)} bytes per answer against ${result.answerBytes} expected (other answers than the one probed)`,
    );
  return parts.join(', ');
}
