import { cellRange, type MapBox, mapGrid } from '@dd/core';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyRow } from '../../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { type ListFilters, mapCells } from './properties.repository.ts';

// The map's markers (GET /api/properties/map) read the box's listings from properties_point_idx
// (lng, lat, status): the snapped box bounds the index's longitudes and filters its latitudes and
// status, and only the rows of the box are looked up and grouped.

/** 4,000 listings over 40 points along a line through Dubai, 100 at each. */
const rows = () =>
  Array.from({ length: 4000 }, (_, i) =>
    propertyRow({
      property_name: `Tower ${i}`,
      property_type: i % 3 === 0 ? 'Studio' : '2BR',
      display_order: i % 50 === 0 ? 1 : 0,
      distress_price: 500_000 + (i % 40) * 100_000,
      below_market_pct: i % 5 === 0 ? null : (i % 40) - 15,
      gross_yield_pct: i % 4 === 0 ? null : 3 + (i % 60) / 10,
      status: i % 19 === 5 ? 'sold' : 'available',
      lat: 25 + (i % 40) / 100 + 0.01,
      lng: 55 + (i % 40) / 100 + 0.1,
    }),
  );

/** A phone's view at zoom 15 around one of the points, and at zoom 13 around a few. */
const VIEWS: [MapBox, number][] = [
  [{ west: 55.095, south: 25.005, east: 55.105, north: 25.02 }, 15],
  [{ west: 55.08, south: 24.99, east: 55.12, north: 25.05 }, 13],
];
const FILTERS: ListFilters[] = [
  { hideSold: true },
  { hideSold: true, minPrice: 1_000_000, maxPrice: 2_000_000 },
  { q: 'tower', type: 'studio' },
  { minBelowMarket: 10, minYield: 5, minDiscount: 10, hideSold: true },
];

const cells = (db: Kysely<Database>, filters: ListFilters, [box, zoom]: [MapBox, number]) => {
  const grid = mapGrid(box, zoom);
  return mapCells(db, filters, grid, cellRange(box, grid));
};

describe('the map markers query plan on SQLite', () => {
  const sqlite = new SQLite(':memory:');
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  beforeAll(async () => {
    await migrateToLatest(db);
    const all = rows();
    for (let i = 0; i < all.length; i += 200)
      await db
        .insertInto('properties')
        .values(all.slice(i, i + 200))
        .execute();
  });
  afterAll(() => db.destroy());

  const plan = (query: CompiledQuery) =>
    (
      sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as {
        detail: string;
      }[]
    )
      .map((row) => row.detail)
      .join(' | ');

  it('reads the snapped box from properties_point_idx whatever the filters, in one statement', async () => {
    for (const view of VIEWS)
      for (const filters of FILTERS) {
        queries.length = 0;
        const found = await cells(db, filters, view);
        expect(queries, JSON.stringify(filters)).toHaveLength(1);
        expect(plan(queries[0]!), JSON.stringify({ view, filters })).toContain(
          'SEARCH properties USING INDEX properties_point_idx (lng>? AND lng<?)',
        );
        if (filters === FILTERS[0]) expect(found.length, JSON.stringify(view)).toBeGreaterThan(0);
      }
  });
});

describe.skipIf(!engines.includes('postgres'))('the map markers query plan on PostgreSQL', () => {
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
    const all = rows();
    for (let i = 0; i < all.length; i += 500)
      await testDb.handle.db
        .insertInto('properties')
        .values(all.slice(i, i + 500))
        .execute();
    // What autovacuum does after a bulk load, at once: the planner's statistics.
    await sql`vacuum analyze properties`.execute(testDb.handle.db);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await testDb?.dispose();
  });

  const plan = async () =>
    (await pool.query<{ 'QUERY PLAN': string }>(`explain ${last!.sql}`, last!.parameters as unknown[])).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  it('reads a view of a few points from properties_point_idx, never the whole table', async () => {
    for (const view of VIEWS)
      for (const filters of FILTERS) {
        await cells(db, filters, view);
        const text = await plan();
        expect(text, JSON.stringify({ view, filters })).toContain('properties_point_idx');
        expect(text, JSON.stringify({ view, filters })).not.toMatch(/Seq Scan/);
      }
  });
});
