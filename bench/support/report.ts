// The final table: each figure, its target and PASS or MISS.
import { unexpected, type LoadResult } from './load.ts';

export interface Row {
  what: string;
  measured: string;
  target: string;
  pass: boolean;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const mb = (value: number) => `${value.toFixed(0)} MB`;
export const perSec = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

export function printTable(rows: Row[]): void {
  const header = { what: 'figure', measured: 'measured', target: 'target', result: 'result' };
  const lines = [header, ...rows.map((row) => ({ ...row, result: row.pass ? 'PASS' : 'MISS' }))];
  const width = (key: keyof typeof header) => Math.max(...lines.map((line) => line[key].length));
  const widths = { what: width('what'), measured: width('measured'), target: width('target') };
  const format = (line: typeof header) =>
    `${line.what.padEnd(widths.what)}  ${line.measured.padEnd(widths.measured)}  ${line.target.padEnd(widths.target)}  ${line.result}`;
  console.log(format(header));
  console.log('-'.repeat(format(header).length + 2));
  for (const line of lines.slice(1)) console.log(format(line));
}

/** A throughput row; an answer ≥ 400, a connection error or bytes unlike the expected answer's fail it. */
export function loadRow(
  what: string,
  result: LoadResult,
  options: { target: string; pass: boolean; extra?: string },
): Row {
  const bad = unexpected(result);
  return {
    what,
    measured: `${perSec(result.reqPerSec)}${options.extra ?? ''}, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${bad ? `; unexpected: ${bad}` : ''}`,
    target: options.target,
    pass: options.pass && !bad,
  };
}

/** A revalidation row: every answer a 304 (bytes per answer those of the 304 probed). */
export function revalidationRow(what: string, result: LoadResult): Row {
  const bad = unexpected(result);
  return {
    what,
    measured: `${perSec(result.reqPerSec)}, ${Math.round(result.bytesPerAnswer)} bytes per answer (the 304: ${result.answerBytes}), p99 ${ms(result.p99)}${bad ? `; other: ${bad}` : ''}`,
    target: 'every answer a 304',
    pass: !bad,
  };
}
