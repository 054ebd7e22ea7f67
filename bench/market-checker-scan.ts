// The market checker's periodic look for listings whose check is due (docs/decisions/0029): seeds N
// listings (50,000 by default) into SQLite and into a temporary PostgreSQL database, marks every
// check done (the steady state: nothing to do), then times refreshStaleMarketChecks, the checker's
// round, which then only looks. Prints the median and p95 of 200 rounds per engine; the checker
// runs one every 2 s. Reported only (no target).
// Usage: npm run bench:market-checker [-- --listings 50000 --engine sqlite|postgres|both]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { refreshStaleMarketChecks } from '../apps/server/src/modules/market/market-check.ts';
import { installCleanupHandlers, runBench, track } from './support/cleanup.ts';
import { createPgDatabase } from './support/pg-database.ts';
import { ms, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    engine: { type: 'string', default: 'both' },
  },
});
const listings = Number(values.listings);
const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine!];
const ROUNDS = 200;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function measureEngine(engine: string): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), `dd-bench-checker-${engine}-`));
  track({
    name: `temp dir ${dataDir}`,
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
    forceSync: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const databaseUrl = engine === 'postgres' ? await createPgDatabase('dd_bench_checker') : undefined;
  await seedDatabase(dataDir, listings, databaseUrl, { varied: true });
  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db'), databaseUrl });
  try {
    const now = new Date();
    // Every check done after the listing's last change (the seed dates listings up to weeks ahead):
    // the round finds nothing to do.
    await handle.db
      .updateTable('properties')
      .set({ market_checked_at: new Date(now.getTime() + 365 * 86_400_000).toISOString() })
      .execute();
    // As autovacuum would after such a write: statistics, and the old rows' index entries gone.
    if (engine === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      const { checked } = await refreshStaleMarketChecks(handle, now);
      times.push(performance.now() - started);
      if (checked !== 0) throw new Error(`expected nothing to check, checked ${checked}`);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(ROUNDS / 2)]!;
    const p95 = times[Math.floor(ROUNDS * 0.95)]!;
    console.log(`${engine}: median ${ms(median)}, p95 ${ms(p95)} (load average ${load()})`);
    return {
      what: `${engine}: a checker round with nothing to do, ${listings.toLocaleString('en-US')} listings`,
      measured: `median ${ms(median)}, p95 ${ms(p95)}`,
      target: 'reported',
      pass: true,
    };
  } finally {
    await handle.close();
  }
}

installCleanupHandlers();
runBench(async () => {
  console.log(`Load average at the start: ${load()}`);
  const rows: Row[] = [];
  for (const engine of engines) rows.push(await measureEngine(engine));
  printTable(rows);
  writeResults('market-checker', { listings, engines, rows: rowFigures(rows) });
  return true;
});
