// The final table: each figure, its target and PASS or MISS.
import { share, unexpected, type LoadResult } from './load.ts';

export interface Row {
  what: string;
  measured: string;
  target: string;
  pass: boolean;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const mb = (value: number) => `${value.toFixed(0)} MB`;
export const perSec = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
export const percent = (value: number) => `${Math.round(value * 100)}%`;

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

/** A throughput row; any status outside `expected` (or a connection error) fails it. */
export function loadRow(
  what: string,
  result: LoadResult,
  expected: number[],
  options: { target: string; pass: boolean; extra?: string },
): Row {
  const bad = unexpected(result, expected);
  return {
    what,
    measured: `${perSec(result.reqPerSec)}${options.extra ?? ''}, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${bad ? `; unexpected: ${bad}` : ''}`,
    target: options.target,
    pass: options.pass && !bad,
  };
}

/** A revalidation row: every answer should be a 304. */
export function revalidationRow(what: string, result: LoadResult): Row {
  const bad = unexpected(result, [304]);
  return {
    what,
    measured: `${perSec(result.reqPerSec)}, 304 rate ${percent(share(result, 304))}, p99 ${ms(result.p99)}${bad ? `; other: ${bad}` : ''}`,
    target: '304 rate 100%',
    pass: !bad,
  };
}
