import { cellRange, type MapBox, mapGrid } from '@dd/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyRow } from '../../../test/fixtures.ts';
import { openPlanDb, type PlanDb } from '../../../test/query-plans.ts';
import { engines } from '../../../test/test-db.ts';
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
  let t: PlanDb;
  beforeAll(async () => {
    t = await openPlanDb('sqlite');
    await t.insertListings(rows());
  });
  afterAll(() => t?.dispose());

  it('reads the snapped box from properties_point_idx whatever the filters, in one statement', async () => {
    for (const view of VIEWS)
      for (const filters of FILTERS) {
        t.queries.length = 0;
        const found = await cells(t.db, filters, view);
        expect(t.queries, JSON.stringify(filters)).toHaveLength(1);
        expect(await t.plan(t.queries[0]), JSON.stringify({ view, filters })).toContain(
          'SEARCH properties USING INDEX properties_point_idx (lng>? AND lng<?)',
        );
        if (filters === FILTERS[0]) expect(found.length, JSON.stringify(view)).toBeGreaterThan(0);
      }
  });
});

describe.skipIf(!engines.includes('postgres'))('the map markers query plan on PostgreSQL', () => {
  let t: PlanDb;

  beforeAll(async () => {
    t = await openPlanDb('postgres');
    await t.insertListings(rows());
    // What autovacuum does after a bulk load, at once: the planner's statistics.
    await sql`vacuum analyze properties`.execute(t.db);
  }, 60_000);
  afterAll(() => t?.dispose());

  it('reads a view of a few points from properties_point_idx, never the whole table', async () => {
    for (const view of VIEWS)
      for (const filters of FILTERS) {
        await cells(t.db, filters, view);
        const text = await t.plan();
        expect(text, JSON.stringify({ view, filters })).toContain('properties_point_idx');
        expect(text, JSON.stringify({ view, filters })).not.toMatch(/Seq Scan/);
      }
  });
});
