// The market data import at scale (docs/decisions/0029): writes a generated DLD transactions file of
// N rows (2,000,000 by default; @dd/core's sample, in the bulk file's layout or the open-data export's,
// over the two years ending today, about 89 % of the rows kept by the cleaning) and imports it with the
// real command, `market:import`, into a fresh SQLite DATA_DIR and into a temporary PostgreSQL
// database. The command runs as a child process, as `npm run market:import` runs it (Node with tsx's
// loader), but started directly so that the process timed and measured is the import itself, not npm
// and the launchers in front of it: its time from spawn to exit, its summary line, and its peak RSS
// (VmHWM, the kernel's high-water mark, read every 100 ms). The count stored must be what the command
// says it added; then the same file is imported again, which must add nothing.
// Targets (the issue): 2,000,000 rows in under 120 s with RSS under 400 MB, on both engines; a smaller
// --rows scales the time target in proportion. Exits 1 on a miss or a wrong count.
// Usage: npm run bench:market [-- --rows 2000000 --engine sqlite|postgres|both --layout bulk|export]
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { sampleDldHeader, sampleDldRows, type SamplePlace } from '@dd/core/market-samples';
import { installCleanupHandlers, runBench, track } from './support/cleanup.ts';
import { createPgDatabase } from './support/pg-database.ts';
import { mb, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { repoRoot, rssMb } from './support/server-process.ts';

const USAGE =
  'Usage: npm run bench:market [-- --rows 2000000 --engine sqlite|postgres|both --layout bulk|export]';

function readOptions(): { rows: number; engines: ('sqlite' | 'postgres')[]; layout: 'bulk' | 'export' } {
  let values: { rows: string; engine: string; layout: string };
  try {
    ({ values } = parseArgs({
      options: {
        rows: { type: 'string', default: '2000000' },
        engine: { type: 'string', default: 'both' },
        layout: { type: 'string', default: 'bulk' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const rows = Number(values.rows);
  const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine];
  if (
    !/^\d+$/.test(values.rows) ||
    !Number.isSafeInteger(rows) ||
    rows < 1 ||
    !engines.every((engine) => engine === 'sqlite' || engine === 'postgres') ||
    (values.layout !== 'bulk' && values.layout !== 'export')
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  return { rows, engines: engines as ('sqlite' | 'postgres')[], layout: values.layout };
}

const options = readOptions();
const FULL_ROWS = 2_000_000;
const TARGET_SECONDS = 120;
const TARGET_RSS_MB = 400;
/** The time target for this many rows: 120 s for 2,000,000, in proportion for fewer or more. */
const targetSeconds = (TARGET_SECONDS * options.rows) / FULL_ROWS;
const CLI = join(repoRoot, 'apps/server/src/ops/market-import-cli.ts');
/** Set on Ctrl-C or SIGTERM: the command then ends with an error that is not worth a report. */
let interrupted = false;

/** A dozen places as DLD names them (area, master project, projects), marketing names in comments. */
const PLACES: readonly SamplePlace[] = [
  // Dubai Marina
  {
    area: 'Marsa Dubai',
    masterProject: 'Dubai Marina',
    projects: ['Marina Gate', 'Cayan Tower', 'Princess Tower'],
  },
  // Jumeirah Village Circle
  {
    area: 'Al Barsha South Fourth',
    masterProject: 'Jumeirah Village Circle',
    projects: ['Binghatti Heights', 'Belgravia', 'Bloom Towers', 'Oxford Residence'],
  },
  // Downtown Dubai
  {
    area: 'Burj Khalifa',
    masterProject: 'Downtown Dubai',
    projects: ['Burj Khalifa', 'Act One | Act Two', 'Burj Vista', 'The Address Residence Fountain Views'],
  },
  {
    area: 'Business Bay',
    masterProject: 'Business Bay',
    projects: ['Executive Towers', 'Damac Towers by Paramount', 'Peninsula One'],
  },
  // Jumeirah Lake Towers
  {
    area: 'Al Thanyah Fifth',
    masterProject: 'Jumeirah Lakes Towers',
    projects: ['Lake Terrace', 'Goldcrest Views', 'MBL Residence'],
  },
  {
    area: 'Palm Jumeirah',
    masterProject: 'Palm Jumeirah',
    projects: ['Shoreline Apartments', 'Tiara Residences', 'Oceana', 'Signature Villas'],
  },
  // Dubai Hills Estate
  {
    area: 'Hadaeq Sheikh Mohammed Bin Rashid',
    masterProject: 'Dubai Hills Estate',
    projects: ['Park Heights', 'Collective 2.0', 'Golf Place', 'Sidra Villas'],
  },
  // Dubai Creek Harbour
  {
    area: 'Al Khairan First',
    masterProject: 'Dubai Creek Harbour',
    projects: ['Creek Rise', 'Harbour Gate', 'Summer'],
  },
  // Jumeirah Village Triangle
  {
    area: 'Al Barsha South Fifth',
    masterProject: 'Jumeirah Village Triangle',
    projects: ['District 2', 'Plaza Residences', 'Oxford Gardens'],
  },
  // Sobha Hartland (Mohammed Bin Rashid City)
  {
    area: 'Al Merkadh',
    masterProject: 'Sobha Hartland',
    projects: ['Hartland Greens', 'Creek Vistas Reserve', 'One Park Avenue'],
  },
  // Arabian Ranches
  { area: 'Wadi Al Safa 6', masterProject: 'Arabian Ranches', projects: ['Saheel', 'Al Reem', 'Palma'] },
  // Al Barsha, registered without a master project's projects
  { area: 'Al Barsha First', masterProject: 'Al Barsha', projects: [] },
];

/** The two years ending today, as 'YYYY-MM-DD' (UTC). */
function twoYearsToToday(): { from: string; to: string } {
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
async function writeCsv(path: string): Promise<number> {
  const out = createWriteStream(path);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  await write(csvLine(sampleDldHeader(options.layout)));
  let chunk = '';
  let inChunk = 0;
  for (const row of sampleDldRows({
    rows: options.rows,
    seed: 29,
    layout: options.layout,
    places: PLACES,
    ...twoYearsToToday(),
  })) {
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
async function runImport(file: string, env: Record<string, string>): Promise<ImportRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, file], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
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
  const match = /([\d,]+) rows read, ([\d,]+) sales added, ([\d,]+) already stored, ([\d,]+) skipped/.exec(
    line,
  );
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
  engine: 'sqlite' | 'postgres',
  dataDir: string,
  databaseUrl?: string,
): Promise<number> {
  if (engine === 'sqlite') {
    const db = new Sqlite(join(dataDir, 'app.db'), { readonly: true });
    try {
      return Number((db.prepare('select count(*) as n from market_sales').get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from market_sales')).rows[0]!.n);
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

async function runEngine(engine: 'sqlite' | 'postgres', file: string): Promise<{ rows: Row[]; ok: boolean }> {
  const dataDir = temporaryDir(`dd-bench-market-${engine}-`);
  const databaseUrl = engine === 'postgres' ? await createPgDatabase('dd_bench_market') : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  console.log(`\n== ${engine} (load average ${load()})`);
  const first = await runImport(file, env);
  console.log(`  ${first.line}`);
  console.log(
    `  ${first.seconds.toFixed(1)} s (CPU ${first.cpuSeconds.toFixed(1)} s), peak RSS ${mb(first.peakMb)}`,
  );
  const stored = await storedCount(engine, dataDir, databaseUrl);
  const again = await runImport(file, env);
  console.log(`  again: ${again.line}`);
  console.log(
    `  again: ${again.seconds.toFixed(1)} s (CPU ${again.cpuSeconds.toFixed(1)} s), peak RSS ${mb(again.peakMb)}`,
  );
  const storedAfter = await storedCount(engine, dataDir, databaseUrl);

  const kept = first.summary.added + first.summary.known;
  const rate = first.summary.read / first.seconds;
  const timePass = first.seconds < targetSeconds;
  const rssPass = first.peakMb < TARGET_RSS_MB && again.peakMb < TARGET_RSS_MB;
  const countPass =
    first.summary.read === options.rows && stored === first.summary.added && first.summary.known === 0;
  const againPass = again.summary.added === 0 && again.summary.known === kept && storedAfter === stored;
  const timeTarget =
    options.rows === FULL_ROWS
      ? `< ${TARGET_SECONDS} s`
      : `< ${targetSeconds.toFixed(1)} s (${TARGET_SECONDS} s per ${count(FULL_ROWS)})`;
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
      target: `< ${TARGET_RSS_MB} MB`,
      pass: rssPass,
    },
    {
      what: `${engine}: sales stored`,
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

installCleanupHandlers(() => (interrupted = true));
runBench(async () => {
  const dir = temporaryDir('dd-bench-market-file-');
  const file = join(dir, `dld-${options.layout}-${options.rows}.csv`);
  const writeStart = performance.now();
  const bytes = await writeCsv(file);
  console.log(
    `File: ${count(options.rows)} rows (${options.layout} layout), ${(bytes / 1024 / 1024).toFixed(1)} MiB, ` +
      `written in ${((performance.now() - writeStart) / 1000).toFixed(1)} s`,
  );
  const rows: Row[] = [];
  let ok = true;
  for (const engine of options.engines) {
    const result = await runEngine(engine, file);
    rows.push(...result.rows);
    ok &&= result.ok;
  }
  console.log(`\nLoad average at the end: ${load()}\n`);
  printTable(rows);
  writeResults('market', { ...options, rows: rowFigures(rows) });
  return ok;
});
