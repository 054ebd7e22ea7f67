import { LISTING_SORTS } from '@dd/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyRow } from '../../../test/fixtures.ts';
import { openPlanDb, type PlanDb } from '../../../test/query-plans.ts';
import { engines } from '../../../test/test-db.ts';
import { countProperties, listSummaryRows, type ListFilters } from './properties.repository.ts';

// SQLite plans these queries without statistics, so its plan at any size is the plan at 50,000
// listings (ADR 0021): each order is read from its index, never sorted. PostgreSQL's plans depend on
// its statistics; bench:list-query and the ADR show them at size.
describe('the public list query plans on SQLite', () => {
  let t: PlanDb;
  beforeAll(async () => {
    t = await openPlanDb('sqlite');
  });
  afterAll(() => t?.dispose());

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
          await listSummaryRows(t.db, filters, { sort, limit: 25, after: cursor });
          const text = await t.plan();
          expect(text, JSON.stringify({ filters, cursor })).toContain(`USING INDEX ${index[sort]}`);
          expect(text).not.toContain('TEMP B-TREE');
        }
      }
      await listSummaryRows(t.db, {}, { sort, limit: 25, after });
      // The cursor starts the index scan at its position instead of filtering from the start.
      expect(await t.plan()).toMatch(/SEARCH properties USING INDEX/);
    },
  );

  it('reads the listings at least N % below the market from the market index, in that order', async () => {
    await listSummaryRows(t.db, { minBelowMarket: 15 }, { sort: 'market', limit: 25 });
    expect(await t.plan()).toMatch(/SEARCH properties USING INDEX properties_market_order_idx \(<expr>>\?\)/);
    await countProperties(t.db, { minBelowMarket: 15 });
    expect(await t.plan()).toContain('properties_market_order_idx');
  });

  it('reads the listings with a yield of at least N % from the yield index, in that order', async () => {
    await listSummaryRows(t.db, { minYield: 6 }, { sort: 'yield', limit: 25 });
    expect(await t.plan()).toMatch(/SEARCH properties USING INDEX properties_yield_order_idx \(<expr>>\?\)/);
    await countProperties(t.db, { minYield: 6 });
    expect(await t.plan()).toContain('properties_yield_order_idx');
  });

  it('counts a price range from the price index', async () => {
    await countProperties(t.db, { minPrice: 1, maxPrice: 2 });
    expect(await t.plan()).toContain(
      'INDEX properties_price_order_idx (distress_price>? AND distress_price<?)',
    );
  });
});

// PostgreSQL's plans depend on its statistics: at a few thousand listings, analysed, a page of the
// market and yield orders (with or without their filters, after a cursor or not) is read from the
// order's index and stops at the page's end, as at size.
describe.skipIf(!engines.includes('postgres'))('the market and yield orders on PostgreSQL', () => {
  let t: PlanDb;

  beforeAll(async () => {
    t = await openPlanDb('postgres');
    await t.insertListings(
      Array.from({ length: 4000 }, (_, i) =>
        propertyRow({
          property_name: `Tower ${i}`,
          display_order: i % 50 === 0 ? 1 : 0,
          below_market_pct: i % 5 === 0 ? null : (i % 40) - 15,
          gross_yield_pct: i % 4 === 0 ? null : 3 + (i % 60) / 10,
        }),
      ),
    );
    // What autovacuum does after a bulk load, at once: the planner's statistics.
    await sql`analyze properties`.execute(t.db);
  }, 60_000);
  afterAll(() => t?.dispose());
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
          await listSummaryRows(t.db, filters, { sort, limit: 25, after: cursor });
          const text = await t.plan();
          expect(text, JSON.stringify({ filters, cursor })).toContain(`Index Scan using ${index}`);
          expect(text, JSON.stringify({ filters, cursor })).not.toMatch(/\bSort\b/);
        }
    },
  );
});

// The map box (ADR 0059). SQLite takes properties_point_idx whenever the box is written for it, so
// the repository writes it so only for a box holding fewer than its share of listings, counted on that
// index first: such a box is read from it and sorted (a few hundred rows at most), and a page of a
// box holding many walks its order's index, filtering by the box, and stops at the page's end.
describe('the map box query plans on SQLite', () => {
  let t: PlanDb;
  // 1,200 listings at the Marina's point, 30 at Downtown's, none in the desert.
  const marina = { west: 55.13, south: 25.07, east: 55.15, north: 25.09 };
  const downtown = { west: 55.27, south: 25.19, east: 55.28, north: 25.2 };
  const desert = { west: 55.5, south: 24.7, east: 55.6, north: 24.8 };
  beforeAll(async () => {
    t = await openPlanDb('sqlite');
    await t.insertListings(
      Array.from({ length: 1230 }, (_, i) =>
        propertyRow({
          property_name: `Tower ${i}`,
          distress_price: 500_000 + (i % 40) * 100_000,
          below_market_pct: i % 5 === 0 ? null : (i % 40) - 15,
          gross_yield_pct: i % 4 === 0 ? null : 3 + (i % 60) / 10,
          ...(i < 1200 ? { lat: 25.08, lng: 55.14 } : { lat: 25.197, lng: 55.274 }),
        }),
      ),
    );
  });
  afterAll(() => t?.dispose());

  /** The plans of the statements the call made: the box's count first, then the page. */
  const plans = async (call: () => Promise<unknown>) => {
    t.queries.length = 0;
    await call();
    return Promise.all(t.queries.map((query) => t.plan(query)));
  };
  const after = { value: 0.2, display_order: 0, created_at: '2026-11-01T00:00:00.000Z', id: 'x' };
  const views: ListFilters[] = [
    { hideSold: true },
    { location: 'marina', minPrice: 1_000_000, maxPrice: 2_000_000, hideSold: true },
    { q: 'tower', type: 'br' },
    { minBelowMarket: 10 },
    { minYield: 6, minDiscount: 10 },
  ];
  const orderIndex = {
    featured: 'properties_order_idx',
    discount: 'properties_discount_order_idx',
    market: 'properties_market_order_idx',
    yield: 'properties_yield_order_idx',
    price: 'properties_price_order_idx',
    price_sqft: 'properties_price_sqft_order_idx',
    newest: 'properties_newest_order_idx',
  };

  it.each(LISTING_SORTS.map((sort) => sort.id))(
    'reads a %s page of a box with few listings from the box index, also filtered and after a cursor',
    async (sort) => {
      for (const bbox of [downtown, desert])
        for (const filters of views)
          for (const cursor of [undefined, after]) {
            const [count, page] = await plans(() =>
              listSummaryRows(t.db, { ...filters, bbox }, { sort, limit: 25, after: cursor }),
            );
            const context = JSON.stringify({ bbox, filters, cursor });
            expect(count, context).toContain('USING COVERING INDEX properties_point_idx (lng>? AND lng<?)');
            expect(page, context).toContain('USING INDEX properties_point_idx (lng>? AND lng<?)');
          }
    },
  );

  it.each(LISTING_SORTS.map((sort) => sort.id))(
    "walks the %s order's index for a box with many listings, never sorting",
    async (sort) => {
      for (const filters of views)
        for (const cursor of [undefined, after]) {
          const [, page] = await plans(() =>
            listSummaryRows(t.db, { ...filters, bbox: marina }, { sort, limit: 25, after: cursor }),
          );
          const context = JSON.stringify({ filters, cursor });
          expect(page, context).toContain(`USING INDEX ${orderIndex[sort]}`);
          expect(page, context).not.toContain('properties_point_idx');
          expect(page, context).not.toContain('TEMP B-TREE');
        }
    },
  );

  it("reads a box's every listing (no limit) and counts it from the box index", async () => {
    const [page] = await plans(() => listSummaryRows(t.db, { bbox: marina, hideSold: true }));
    expect(page).toContain('USING INDEX properties_point_idx (lng>? AND lng<?)');
    const [count] = await plans(() => countProperties(t.db, { bbox: marina, hideSold: true }));
    expect(count).toContain('USING COVERING INDEX properties_point_idx (lng>? AND lng<?)');
    expect(await countProperties(t.db, { bbox: marina, hideSold: true })).toBe(1200);
  });
});

// PostgreSQL decides between the box's index and the order's by its statistics, analysed as
// autovacuum would: the box is always written for its index.
describe.skipIf(!engines.includes('postgres'))('the map box query plans on PostgreSQL', () => {
  let t: PlanDb;
  // 4,000 listings over 40 points along a line through Dubai, 100 at each.
  const city = { west: 55.0, south: 24.9, east: 55.5, north: 25.3 };
  const one = { west: 55.099, south: 25.009, east: 55.101, north: 25.011 };

  beforeAll(async () => {
    t = await openPlanDb('postgres');
    await t.insertListings(
      Array.from({ length: 4000 }, (_, i) =>
        propertyRow({
          property_name: `Tower ${i}`,
          display_order: i % 50 === 0 ? 1 : 0,
          distress_price: 500_000 + (i % 40) * 100_000,
          below_market_pct: i % 5 === 0 ? null : (i % 40) - 15,
          lat: 25 + (i % 40) / 100 + 0.01,
          lng: 55 + (i % 40) / 100 + 0.1,
        }),
      ),
    );
    await sql`vacuum analyze properties`.execute(t.db);
  }, 60_000);
  afterAll(() => t?.dispose());

  it.each(LISTING_SORTS.map((sort) => sort.id))(
    "reads a %s page of one point's box from the box index, and of the city's from the order's",
    async (sort) => {
      for (const filters of [{ hideSold: true }, { minBelowMarket: 5, hideSold: true }]) {
        await listSummaryRows(t.db, { ...filters, bbox: one }, { sort, limit: 25 });
        expect(await t.plan(), JSON.stringify(filters)).toContain('properties_point_idx');
        await listSummaryRows(t.db, { ...filters, bbox: city }, { sort, limit: 25 });
        const text = await t.plan();
        expect(text, JSON.stringify(filters)).not.toContain('properties_point_idx');
        expect(text, JSON.stringify(filters)).not.toMatch(/Seq Scan/);
      }
    },
  );

  it("counts one point's box from the box index", async () => {
    await countProperties(t.db, { bbox: one, hideSold: true });
    expect(await t.plan()).toMatch(/Index Only Scan using properties_point_idx/);
    expect(await countProperties(t.db, { bbox: one, hideSold: true })).toBe(100);
  });
});
