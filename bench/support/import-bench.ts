// A market data import at scale (the sales, the rent contracts): a generated file written to disk and
// imported with the real command, `market:import`, into a fresh SQLite DATA_DIR and into a temporary
// PostgreSQL database. The command runs as a child process, as `npm run market:import` runs it (Node
// with tsx's loader and the script's memory settings), but started directly so that the process timed
// and measured is the import itself, not npm and the launchers in front of it: its time from spawn to
// exit, its summary line, and its peak RSS (VmHWM, the kernel's high-water mark, read every 100 ms).
// The count stored must be what the command says it added; then the same file is imported again,
// which must add nothing.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { installCleanupHandlers, runBench, track } from './cleanup.ts';
import { createPgDatabase } from './pg-database.ts';
import { mb, printTable, type Row } from './report.ts';
import { rowFigures, writeResults } from './results.ts';
import { repoRoot, rssMb } from './server-process.ts';

export type Engine = 'sqlite' | 'postgres';

export interface ImportBench {
  /** The results file (bench/results/<name>.json) and the temporary names' part. */
  name: string;
  /** Data rows in the file. */
  rows: number;
  engines: Engine[];
  /** What the file holds, for its name and the report ("bulk", "ejari"). */
  fileKind: string;
  header: string[];
  /** The file's data rows, generated as they are written. */
  generate: () => Iterable<string[]>;
  /** The command's options before the file (`--rents`). */
  commandOptions: string[];
  /** The word of the command's summary line for what it added ("sales", "contracts"). */
  added: string;
  /** The table the records are stored in. */
  table: 'market_sales' | 'market_rents';
  /** The time target for `fullRows` rows, in proportion for fewer or more; and the RSS target. */
  fullRows: number;
  targetSeconds: number;
  targetRssMb: number;
  /** Rows the first import must find stored already (0 for unique records), when known. */
  knownOnFirst?: number;
  /** The options the run was started with, written to the results beside the figures. */
  options: Record<string, unknown>;
}

/**
 * The command line's `--rows` (a positive whole number, `defaultRows` unless given), `--engine`
 * (sqlite, postgres or both, the default) and each of `choices` (one of its values, the first by
 * default); the usage and exit 2 on anything else.
 */
export function readImportOptions<Choice extends string>(
  usage: string,
  defaultRows: number,
  choices = {} as Record<Choice, readonly string[]>,
): { rows: number; engines: Engine[] } & Record<Choice, string> {
  const named = Object.entries(choices) as [Choice, readonly string[]][];
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        rows: { type: 'string', default: String(defaultRows) },
        engine: { type: 'string', default: 'both' },
        ...Object.fromEntries(
          named.map(([name, allowed]) => [name, { type: 'string', default: allowed[0] }]),
        ),
      },
      strict: true,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const rowsText = values.rows ?? '';
  const rows = Number(rowsText);
  const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine];
  if (
    !/^\d+$/.test(rowsText) ||
    !Number.isSafeInteger(rows) ||
    rows < 1 ||
    !engines.every((engine) => engine === 'sqlite' || engine === 'postgres') ||
    !named.every(([name, allowed]) => allowed.includes(values[name] ?? ''))
  ) {
    console.error(usage);
    process.exit(2);
  }
  const chosen = Object.fromEntries(named.map(([name]) => [name, values[name]!])) as Record<Choice, string>;
  return { rows, engines: engines as Engine[], ...chosen };
}

/** The two years ending today, as 'YYYY-MM-DD' (UTC). */
export function twoYearsToToday(): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today);
  from.setUTCFullYear(today.getUTCFullYear() - 2);
  from.setUTCDate(from.getUTCDate() + 1);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
const csvField = (value: string): string =>
  /[,"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** Writes the file a few hundred rows per write, waiting for 'drain' whenever the stream asks to. */
async function writeCsv(path: string, bench: ImportBench): Promise<number> {
  const out = createWriteStream(path);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  await write(csvLine(bench.header));
  let chunk = '';
  let inChunk = 0;
  for (const row of bench.generate()) {
    chunk += csvLine(row);
    if (++inChunk === 500) {
      await write(chunk);
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk) await write(chunk);
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
  return statSync(path).size;
}

interface Summary {
  read: number;
  added: number;
  known: number;
  skipped: number;
}

interface ImportRun {
  seconds: number;
  /** CPU time the command used (user + system), as last read before it exited. */
  cpuSeconds: number;
  peakMb: number;
  /** The command's own summary line ("Imported … rows read, … sales added, …"). */
  line: string;
  summary: Summary;
}

const CLI = join(repoRoot, 'apps/server/src/ops/market-import-cli.ts');
/** Set on Ctrl-C or SIGTERM: the command then ends with an error that is not worth a report. */
let interrupted = false;

const number = (text: string) => Number(text.replaceAll(',', ''));
const count = (n: number) => n.toLocaleString('en-US');

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU seconds of a process so far (/proc/<pid>/stat, fields 14 and 15). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Runs the import command on the file, as a child process, and measures it. */
async function runImport(bench: ImportBench, file: string, env: Record<string, string>): Promise<ImportRun> {
  const started = performance.now();
  // The npm script's memory settings, as the server's (`npm start`).
  const node = ['--max-semi-space-size=8', '--import', 'tsx'];
  const child = spawn(process.execPath, [...node, CLI, ...bench.commandOptions, file], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
  });
  let exited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  track({
    name: 'import command',
    async close() {
      if (!exited) {
        child.kill('SIGTERM');
        await exit;
      }
    },
    forceSync() {
      if (!exited) child.kill('SIGKILL');
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));

  // VmHWM is the peak so far: the last reading before the exit misses at most the final 100 ms.
  let peakMb = 0;
  let cpu = 0;
  const sample = () => {
    try {
      peakMb = Math.max(peakMb, rssMb(child.pid!, 'VmHWM'));
      cpu = cpuSeconds(child.pid!);
    } catch {
      // gone already
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  const { code, signal } = await exit;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  if (interrupted) throw new Error('interrupted');
  if (code !== 0)
    throw new Error(
      `market:import ended with ${signal ? `signal ${signal}` : `code ${code}`}:\n${stdout}${stderr}`.trim(),
    );
  const line = stdout.split('\n').find((text) => text.startsWith('Imported ')) ?? '';
  const match = new RegExp(
    `([\\d,]+) rows read, ([\\d,]+) ${bench.added} added, ([\\d,]+) already stored, ([\\d,]+) skipped`,
  ).exec(line);
  if (!match) throw new Error(`market:import printed no summary line:\n${stdout}${stderr}`.trim());
  return {
    seconds,
    cpuSeconds: cpu,
    peakMb,
    line,
    summary: {
      read: number(match[1]!),
      added: number(match[2]!),
      known: number(match[3]!),
      skipped: number(match[4]!),
    },
  };
}

async function storedCount(
  bench: ImportBench,
  engine: Engine,
  dataDir: string,
  databaseUrl?: string,
): Promise<number> {
  const query = `select count(*) as n from ${bench.table}`;
  if (engine === 'sqlite') {
    const db = new Sqlite(join(dataDir, 'app.db'), { readonly: true });
    try {
      return Number((db.prepare(query).get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(query)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

const temporaryDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  track({
    name: `temp dir ${dir}`,
    close: async () => rmSync(dir, { recursive: true, force: true }),
    forceSync: () => rmSync(dir, { recursive: true, force: true }),
  });
  return dir;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function runEngine(
  bench: ImportBench,
  engine: Engine,
  file: string,
): Promise<{ rows: Row[]; ok: boolean }> {
  const dataDir = temporaryDir(`dd-bench-${bench.name}-${engine}-`);
  const databaseUrl = engine === 'postgres' ? await createPgDatabase(`dd_bench_${bench.name}`) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  console.log(`\n== ${engine} (load average ${load()})`);
  const first = await runImport(bench, file, env);
  console.log(`  ${first.line}`);
  console.log(
    `  ${first.seconds.toFixed(1)} s (CPU ${first.cpuSeconds.toFixed(1)} s), peak RSS ${mb(first.peakMb)}`,
  );
  const stored = await storedCount(bench, engine, dataDir, databaseUrl);
  const again = await runImport(bench, file, env);
  console.log(`  again: ${again.line}`);
  console.log(
    `  again: ${again.seconds.toFixed(1)} s (CPU ${again.cpuSeconds.toFixed(1)} s), peak RSS ${mb(again.peakMb)}`,
  );
  const storedAfter = await storedCount(bench, engine, dataDir, databaseUrl);

  const targetSeconds = (bench.targetSeconds * bench.rows) / bench.fullRows;
  const kept = first.summary.added + first.summary.known;
  const rate = first.summary.read / first.seconds;
  const timePass = first.seconds < targetSeconds;
  const rssPass = first.peakMb < bench.targetRssMb && again.peakMb < bench.targetRssMb;
  const countPass =
    first.summary.read === bench.rows &&
    stored === first.summary.added &&
    (bench.knownOnFirst === undefined || first.summary.known === bench.knownOnFirst);
  const againPass = again.summary.added === 0 && again.summary.known === kept && storedAfter === stored;
  const timeTarget =
    bench.rows === bench.fullRows
      ? `< ${bench.targetSeconds} s`
      : `< ${targetSeconds.toFixed(1)} s (${bench.targetSeconds} s per ${count(bench.fullRows)})`;
  const rows: Row[] = [
    {
      what: `${engine}: import of ${count(first.summary.read)} rows`,
      measured: `${first.seconds.toFixed(1)} s (CPU ${first.cpuSeconds.toFixed(1)} s), ${count(Math.round(rate))} rows/s (${count(first.summary.added)} added, ${count(first.summary.skipped)} skipped)`,
      target: timeTarget,
      pass: timePass,
    },
    {
      what: `${engine}: peak RSS (import, again)`,
      measured: `${mb(first.peakMb)}, ${mb(again.peakMb)}`,
      target: `< ${bench.targetRssMb} MB`,
      pass: rssPass,
    },
    {
      what: `${engine}: ${bench.added} stored`,
      measured: `${count(stored)} (the command: ${count(first.summary.added)} added)`,
      target: 'the count added',
      pass: countPass,
    },
    {
      what: `${engine}: the same file again`,
      measured: `${again.seconds.toFixed(1)} s (CPU ${again.cpuSeconds.toFixed(1)} s), ${count(again.summary.added)} added, ${count(again.summary.known)} already stored`,
      target: '0 added',
      pass: againPass,
    },
  ];
  return { rows, ok: timePass && rssPass && countPass && againPass };
}

/** Writes the file, imports it on each engine twice, prints the table and writes the results; exits 1 on a miss. */
export function runImportBench(bench: ImportBench): void {
  installCleanupHandlers(() => (interrupted = true));
  runBench(async () => {
    const dir = temporaryDir(`dd-bench-${bench.name}-file-`);
    const file = join(dir, `${bench.fileKind}-${bench.rows}.csv`);
    const writeStart = performance.now();
    const bytes = await writeCsv(file, bench);
    console.log(
      `File: ${count(bench.rows)} rows (${bench.fileKind}), ${(bytes / 1024 / 1024).toFixed(1)} MiB, ` +
        `written in ${((performance.now() - writeStart) / 1000).toFixed(1)} s`,
    );
    const rows: Row[] = [];
    let ok = true;
    for (const engine of bench.engines) {
      const result = await runEngine(bench, engine, file);
      rows.push(...result.rows);
      ok &&= result.ok;
    }
    console.log(`\nLoad average at the end: ${load()}\n`);
    printTable(rows);
    writeResults(bench.name, { ...bench.options, rows: rowFigures(rows) });
    return ok;
  });
}
