import { LISTING_SORTS } from '@dd/core';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyRow } from '../../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { countProperties, listSummaryRows, type ListFilters } from './properties.repository.ts';

// SQLite plans these queries without statistics, so its plan at any size is the plan at 50,000
// listings (ADR 0021): each order is read from its index, never sorted. PostgreSQL's plans depend on
// its statistics; bench:list-query and the ADR show them at size.
describe('the public list query plans on SQLite', () => {
  const sqlite = new SQLite(':memory:');
  let last: CompiledQuery | undefined;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') last = event.query;
    },
  });
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());

  const plan = () =>
    (
      sqlite.prepare(`explain query plan ${last!.sql}`).all(...(last!.parameters as unknown[])) as {
        detail: string;
      }[]
    )
      .map((row) => row.detail)
      .join(' | ');
  const after = { value: 0.2, display_order: 0, created_at: '2026-11-01T00:00:00.000Z', id: 'x' };
  const views: ListFilters[] = [
    {},
    { location: 'marina', minPrice: 1_000_000, maxPrice: 2_000_000, hideSold: true },
    { q: 'tower', type: 'br' },
    { minBelowMarket: 10 },
    { minYield: 6 },
  ];
  const index = {
    featured: 'properties_order_idx',
    discount: 'properties_discount_order_idx',
    market: 'properties_market_order_idx',
    yield: 'properties_yield_order_idx',
    price: 'properties_price_order_idx',
    price_sqft: 'properties_price_sqft_order_idx',
    newest: 'properties_newest_order_idx',
  };

  it.each(LISTING_SORTS.map((sort) => sort.id))(
    'reads a %s page from its index, also after a cursor, never sorting',
    async (sort) => {
      for (const filters of views) {
        for (const cursor of [undefined, after]) {
          await listSummaryRows(db, filters, { sort, limit: 25, after: cursor });
          const text = plan();
          expect(text, JSON.stringify({ filters, cursor })).toContain(`USING INDEX ${index[sort]}`);
          expect(text).not.toContain('TEMP B-TREE');
        }
      }
      await listSummaryRows(db, {}, { sort, limit: 25, after });
      // The cursor starts the index scan at its position instead of filtering from the start.
      expect(plan()).toMatch(/SEARCH properties USING INDEX/);
    },
  );

  it('reads the listings at least N % below the market from the market index, in that order', async () => {
    await listSummaryRows(db, { minBelowMarket: 15 }, { sort: 'market', limit: 25 });
    expect(plan()).toMatch(/SEARCH properties USING INDEX properties_market_order_idx \(<expr>>\?\)/);
    await countProperties(db, { minBelowMarket: 15 });
    expect(plan()).toContain('properties_market_order_idx');
  });

  it('reads the listings with a yield of at least N % from the yield index, in that order', async () => {
    await listSummaryRows(db, { minYield: 6 }, { sort: 'yield', limit: 25 });
    expect(plan()).toMatch(/SEARCH properties USING INDEX properties_yield_order_idx \(<expr>>\?\)/);
    await countProperties(db, { minYield: 6 });
    expect(plan()).toContain('properties_yield_order_idx');
  });

  it('counts a price range from the price index', async () => {
    await countProperties(db, { minPrice: 1, maxPrice: 2 });
    expect(plan()).toContain('INDEX properties_price_order_idx (distress_price>? AND distress_price<?)');
  });
});

// PostgreSQL's plans depend on its statistics: at a few thousand listings, analysed, a page of the
// market and yield orders (with or without their filters, after a cursor or not) is read from the
// order's index and stops at the page's end, as at size.
describe.skipIf(!engines.includes('postgres'))('the market and yield orders on PostgreSQL', () => {
  let testDb: TestDb;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let last: CompiledQuery | undefined;

  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    pool = new pg.Pool({
      connectionString: inject('postgresUrl'),
      max: 1,
      options: `-c search_path=${testDb.handle.schema}`,
    });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') last = event.query;
      },
    });
    const rows = Array.from({ length: 4000 }, (_, i) =>
      propertyRow({
        property_name: `Tower ${i}`,
        display_order: i % 50 === 0 ? 1 : 0,
        below_market_pct: i % 5 === 0 ? null : (i % 40) - 15,
        gross_yield_pct: i % 4 === 0 ? null : 3 + (i % 60) / 10,
      }),
    );
    for (let i = 0; i < rows.length; i += 500)
      await testDb.handle.db
        .insertInto('properties')
        .values(rows.slice(i, i + 500))
        .execute();
    // What autovacuum does after a bulk load, at once: the planner's statistics.
    await sql`analyze properties`.execute(testDb.handle.db);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await testDb?.dispose();
  });

  const plan = async () =>
    (await pool.query<{ 'QUERY PLAN': string }>(`explain ${last!.sql}`, last!.parameters as unknown[])).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  // A cursor near the top of each order, where most listings are still to come.
  const after = (value: number) => ({
    value,
    display_order: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    id: 'x',
  });

  it.each([
    ['market', 'properties_market_order_idx', { minBelowMarket: 10 }, 20],
    ['yield', 'properties_yield_order_idx', { minYield: 5 }, 8.5],
  ] as const)(
    'reads a %s page from %s, also filtered and after a cursor, never sorting',
    async (sort, index, filter, top) => {
      for (const filters of [{}, filter, { ...filter, hideSold: true }])
        for (const cursor of [undefined, after(top)]) {
          await listSummaryRows(db, filters, { sort, limit: 25, after: cursor });
          const text = await plan();
          expect(text, JSON.stringify({ filters, cursor })).toContain(`Index Scan using ${index}`);
          expect(text, JSON.stringify({ filters, cursor })).not.toMatch(/\bSort\b/);
        }
    },
  );
});
