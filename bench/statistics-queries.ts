// The dashboard's statistics at scale (docs/decisions/0035): seeds 50,000 listings (created over 35
// days up to 10 days before the benchmark's "now", so a 90-day period holds all of them; by how they
// were made and by status, at random), 1,000,000 detail-view rows (each listing viewed on 20 of the
// last 100 days, those the server keeps), 5,000 status changes in the activity log, 20,000 inquiries and 10,000 visitors over
// the last year, into SQLite and into a temporary PostgreSQL database (analyzed, as autovacuum would).
// Then times each query of GET /api/admin/statistics for 7, 30 and 90 days, and the whole answer
// (p50 and p99 of 30 runs each), the day's rebuild of the view totals (once), and a detail view's
// counter upsert (p50 and p99 of 2,000).
// Target: every query under 200 ms (p99); exits 1 on a miss.
// Usage: npm run bench:stats [-- --listings 50000 --views 1000000 --runs 30 --engine sqlite|postgres|both]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, dubaiDay, dubaiDayStart, periodDays, STATISTICS_PERIODS } from '@dd/core';
import { type Kysely, sql } from 'kysely';
import { type Engine, openDatabase } from '../apps/server/src/db/client.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import {
  countView,
  refreshViewTotals,
} from '../apps/server/src/modules/statistics/property-views.repository.ts';
import {
  countsPerDay,
  createdSince,
  statusChangesSince,
  statusCountsBefore,
  topInquired,
  topViewed,
} from '../apps/server/src/modules/statistics/statistics.repository.ts';
import { getStatistics } from '../apps/server/src/modules/statistics/statistics.service.ts';
import { installCleanupHandlers, runBench, track } from './support/cleanup.ts';
import { createPgDatabase } from './support/pg-database.ts';
import { ms, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    views: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    engine: { type: 'string', default: 'both' },
  },
});
const listings = Number(values.listings);
const viewRows = Number(values.views);
const runs = Number(values.runs);
const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine!];
if (
  !engines.every((e) => e === 'sqlite' || e === 'postgres') ||
  !Number.isInteger(listings) ||
  listings < 100 ||
  !Number.isInteger(viewRows) ||
  viewRows < 0 ||
  viewRows > listings * 20 ||
  !(runs >= 2)
) {
  console.error(
    'Usage: npm run bench:stats [-- --listings 50000 --views 1000000 --runs 30 --engine sqlite|postgres|both]\n' +
      '(at most 20 view rows per listing)',
  );
  process.exit(2);
}

const TARGET_MS = 200;
/** The days the server keeps views (VIEWS_KEPT_DAYS): each listing is viewed on 20 of them. */
const VIEW_DAYS = 100;
const DAY_MS = 86_400_000;
const UPSERTS = 2_000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A whole number in [0, n) that is the same on every run (a seeded generator). */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

async function insertBatches<T>(rows: Iterable<T>, size: number, write: (batch: T[]) => Promise<unknown>) {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length) await write(batch);
}

/** The statistics' data around the listings the seed wrote; returns the benchmark's "now". */
async function seedStatistics(db: Kysely<Database>, engine: Engine, ids: string[]): Promise<Date> {
  const newest = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .executeTakeFirstOrThrow();
  const now = new Date(new Date(newest.at as string | Date).getTime() + 10 * DAY_MS);
  const random = generator(42);
  const pick = engine === 'postgres' ? sql`floor(random() * 10)::int` : sql`abs(random()) % 10`;
  await db
    .updateTable('properties')
    .set({
      created_via: sql`case when ${pick} < 4 then 'form' when ${pick} < 7 then 'quick_add' when ${pick} < 9 then 'channel' else 'bulk_add' end`,
      status: sql`case when ${pick} < 7 then 'available' when ${pick} < 9 then 'reserved' else 'sold' end`,
    })
    .execute();

  const today = dubaiDay(now);
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    function* views() {
      const perListing = Math.ceil(viewRows / ids.length);
      let written = 0;
      for (let k = 0; k < perListing; k++) {
        for (let i = 0; i < ids.length && written < viewRows; i++, written++) {
          // (i + 5k) mod 100 differs for every k < 20: each listing's days are distinct.
          const day = addDays(today, -((i + 5 * k) % VIEW_DAYS));
          yield { property_id: ids[i]!, day, views: 1 + ((i * 31 + k) % 50) };
        }
      }
    }
    await insertBatches(views(), 1_000, (batch) => trx.insertInto('property_views').values(batch).execute());
  });
  console.log(
    `  ${viewRows.toLocaleString('en-US')} view rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const year = 365 * DAY_MS;
  const at = (span: number) => new Date(now.getTime() - random(span / 1000) * 1000).toISOString();
  await insertBatches(
    Array.from({ length: 5_000 }, () => {
      const id = ids[random(ids.length)]!;
      return {
        id: randomUUID(),
        at: at(90 * DAY_MS),
        admin_id: null,
        admin: 'admin',
        action: 'listing_status',
        property_id: id,
        property_name: 'Tower',
        summary: 'Marked reserved',
        details: JSON.stringify({ changes: [{ field: 'status', from: 'available', to: 'reserved' }] }),
      };
    }),
    500,
    (batch) => db.insertInto('audit_log').values(batch).execute(),
  );
  await insertBatches(
    Array.from({ length: 20_000 }, () => ({
      id: randomUUID(),
      property_id: ids[random(ids.length)]!,
      user_id: null,
      name: 'Omar',
      email: 'omar@example.com',
      phone: '+971 50 000 0000',
      message: 'Is it still available?',
      created_at: at(year),
    })),
    500,
    (batch) => db.insertInto('inquiries').values(batch).execute(),
  );
  await insertBatches(
    Array.from({ length: 10_000 }, (_, i) => {
      const created = at(year);
      return {
        id: randomUUID(),
        name: 'Visitor',
        email: `visitor${i}@example.com`,
        phone: '+971 50 000 0001',
        password_hash: 'x',
        email_verified_at: i % 5 === 0 ? null : new Date(Date.parse(created) + 600_000).toISOString(),
        created_at: created,
        updated_at: created,
      };
    }),
    500,
    (batch) => db.insertInto('users').values(batch).execute(),
  );
  // As autovacuum would after such a load: the planner's statistics.
  if (engine === 'postgres') await sql`vacuum analyze`.execute(db);
  return now;
}

async function time(what: () => Promise<unknown>, times: number): Promise<{ p50: number; p99: number }> {
  await what(); // warm
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await what();
    taken.push(performance.now() - started);
  }
  taken.sort((a, b) => a - b);
  return {
    p50: taken[Math.floor(times / 2)]!,
    p99: taken[Math.min(times - 1, Math.ceil(times * 0.99) - 1)]!,
  };
}

async function measureEngine(engine: Engine): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `dd-bench-stats-${engine}-`));
  track({
    name: `temp dir ${dataDir}`,
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
    forceSync: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const databaseUrl = engine === 'postgres' ? await createPgDatabase('dd_bench_stats') : undefined;
  console.log(`${engine}: seeding ${listings.toLocaleString('en-US')} listings`);
  const { propertyIds } = await seedDatabase(dataDir, listings, databaseUrl, { varied: true });
  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db'), databaseUrl });
  const rows: Row[] = [];
  try {
    const db = handle.db;
    const now = await seedStatistics(db, engine, propertyIds);
    const ctx = { db, dbStatus: { engine, ping: handle.ping }, now: () => now };
    // The day's rebuild of the view totals (once a day, by the first view or look of the day).
    const started = performance.now();
    if (!(await refreshViewTotals(db, dubaiDay(now)))) throw new Error('the view totals were not rebuilt');
    const rebuild = performance.now() - started;
    console.log(`  the day's view totals rebuilt in ${ms(rebuild)}`);
    rows.push({
      what: `${engine}: the view totals rebuilt (once a day)`,
      measured: ms(rebuild),
      target: 'reported',
      pass: true,
    });
    for (const days of STATISTICS_PERIODS) {
      const first = periodDays(now, days)[0]!;
      const start = dubaiDayStart(first).toISOString();
      const queries: [string, () => Promise<unknown>][] = [
        ['listings before the period, by status', () => statusCountsBefore(db, start)],
        ['listings created, by day, way and status', () => createdSince(db, engine, start)],
        ['status changes (activity log)', () => statusChangesSince(db, start)],
        ['inquiries per day', () => countsPerDay(db, engine, 'inquiries', 'created_at', start)],
        ['registrations per day', () => countsPerDay(db, engine, 'users', 'created_at', start)],
        ['verified visitors per day', () => countsPerDay(db, engine, 'users', 'email_verified_at', start)],
        ['top 10 by views', () => topViewed(db, dubaiDay(now), days)],
        ['top 10 by inquiries', () => topInquired(db, start)],
      ];
      for (const [what, query] of queries) {
        const { p50, p99 } = await time(query, runs);
        console.log(`  ${days} days, ${what}: p50 ${ms(p50)}, p99 ${ms(p99)}`);
        rows.push({
          what: `${engine}, ${days} days: ${what}`,
          measured: `p50 ${ms(p50)}, p99 ${ms(p99)}`,
          target: `p99 < ${TARGET_MS} ms`,
          pass: p99 < TARGET_MS,
        });
      }
      const whole = await time(() => getStatistics(ctx, days), runs);
      console.log(`  ${days} days, the whole answer: p50 ${ms(whole.p50)}, p99 ${ms(whole.p99)}`);
      rows.push({
        what: `${engine}, ${days} days: the whole answer (all of the above)`,
        measured: `p50 ${ms(whole.p50)}, p99 ${ms(whole.p99)}`,
        target: 'reported',
        pass: true,
      });
    }
    let n = 0;
    const today = dubaiDay(now);
    const upsert = await time(() => countView(db, propertyIds[n++ % 500]!, today), UPSERTS);
    rows.push({
      what: `${engine}: a detail view counted (upsert)`,
      measured: `p50 ${ms(upsert.p50)}, p99 ${ms(upsert.p99)}`,
      target: 'reported',
      pass: true,
    });
  } finally {
    await handle.close();
  }
  return rows;
}

installCleanupHandlers();
runBench(async () => {
  console.log(`Load average at the start: ${load()}`);
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await measureEngine(engine as Engine)));
  console.log(`Load average at the end: ${load()}`);
  printTable(rows);
  writeResults('stats', { listings, viewRows, runs, engines, rows: rowFigures(rows) });
  return rows.every((row) => row.pass);
});
