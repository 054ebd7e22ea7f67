// GET /api/properties?bbox (ADR 0059): the map box with every other filter, each sort and the cursor,
// and its count, answered as the page would filter and sort the full list in the browser
// (core's matchesFilters with the box). A box holding many listings and boxes holding few are read
// differently on SQLite (the order's index, or the box's): both are here.
import {
  findPriceRange,
  LISTING_SORTS,
  mapBoxParam,
  type MapBox,
  priceBounds,
  type PropertySummary,
  sortListings,
} from '@dd/core';
import { matchesFilters } from '@dd/core/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyRow } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

const NOW = new Date('2026-12-01T12:00:00.000Z');

/** Points of the test's listings: the Marina holds most of them. */
const MARINA = { lat: 25.08, lng: 55.14 };
const JLT = { lat: 25.069, lng: 55.142 };
const DOWNTOWN = { lat: 25.197, lng: 55.274 };

const BOXES: Record<string, MapBox> = {
  // The Marina and JLT, 1,200 listings: walked in the order's index on SQLite.
  west: { west: 55.12, south: 25.06, east: 55.16, north: 25.09 },
  // JLT alone, edges on its point.
  jlt: { west: JLT.lng, south: JLT.lat, east: 55.15, north: 25.075 },
  downtown: { west: 55.27, south: 25.19, east: 55.28, north: 25.2 },
  sea: { west: 54.9, south: 25.2, east: 55.0, north: 25.3 },
  city: { west: 54.9, south: 24.7, east: 55.6, north: 25.4 },
};

interface View {
  box: keyof typeof BOXES;
  q?: string;
  price?: string;
  below?: number;
  sort?: string;
}

const VIEWS: View[] = [
  { box: 'west' },
  { box: 'west', price: '1000000-2000000' },
  { box: 'west', below: 10, q: 'tower' },
  { box: 'jlt' },
  { box: 'jlt', price: '1000000-2000000', below: 0 },
  { box: 'downtown', q: 'tower 12' },
  { box: 'sea' },
  { box: 'city', below: 5 },
];

function webView(all: PropertySummary[], view: View) {
  const sort = LISTING_SORTS.find((s) => s.id === view.sort)?.id ?? 'featured';
  const filters = {
    q: view.q,
    ...priceBounds(view.price ?? 'all'),
    minBelowMarket: view.below,
    bbox: BOXES[view.box],
  };
  return sortListings(all, sort).filter((listing) => matchesFilters(listing, filters));
}

function apiQuery(view: View) {
  const params = new URLSearchParams({ bbox: mapBoxParam(BOXES[view.box]!) });
  if (view.q) params.set('q', view.q);
  if (view.sort) params.set('sort', view.sort);
  if (view.below !== undefined) params.set('min_below_market', String(view.below));
  const range = view.price ? findPriceRange(view.price) : undefined;
  if (range) {
    params.set('min_price', String(range.min));
    params.set('max_price', String(range.max));
  }
  return params;
}

describe.each(engines)('the public list in a map box on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, undefined, () => NOW);
    const db = t.db.handle.db;
    const point = (i: number) =>
      i % 50 === 0 ? { lat: null, lng: null } : i % 10 === 1 ? JLT : i % 10 === 2 ? DOWNTOWN : MARINA;
    const rows = Array.from({ length: 1400 }, (_, i) =>
      propertyRow({
        property_name: `Tower ${i}`,
        location: 'Dubai Marina',
        // Equal prices and figures in groups, and equal times in threes: every order has ties.
        distress_price: 600_000 + (i % 9) * 250_000,
        original_price: 3_000_000 + (i % 4) * 100_000,
        display_order: i % 97 === 0 ? 2 : 0,
        created_at: new Date(
          Date.parse('2026-11-01T00:00:00.000Z') + Math.floor(i / 3) * 60_000,
        ).toISOString(),
        below_market_pct: i % 4 === 0 ? null : (i % 5) * 7.5 - 10,
        status: i % 19 === 5 ? 'sold' : 'available',
        status_changed_at: i % 19 === 5 ? '2026-10-01T00:00:00.000Z' : null,
        market_checked_at: NOW.toISOString(),
        ...point(i),
      }),
    );
    // The listings sold in October have left the default view; a few others are in more.
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('properties')
        .values(rows.slice(i, i + 200))
        .execute();
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const all = async () => (await get('/api/properties')).json<PropertySummary[]>();
  const ids = (list: { id: string }[]) => list.map((p) => p.id);

  it('answers the points of the listings, null without one', async () => {
    const list = await all();
    expect(list.filter((p) => p.lat === null && p.lng === null).length).toBeGreaterThan(0);
    expect(list.find((p) => p.property_name === 'Tower 1')).toMatchObject(JLT);
  });

  it.each(VIEWS.flatMap((view) => LISTING_SORTS.map((sort) => ({ ...view, sort: sort.id }))))(
    'pages through %j as the page filters and sorts the full list, counting every match',
    async (view) => {
      const expected = ids(webView(await all(), view));
      const everything = await get(`/api/properties?${apiQuery(view).toString()}`);
      expect(everything.statusCode).toBe(200);
      expect(ids(everything.json())).toEqual(expected);

      const query = apiQuery(view);
      query.set('limit', '25');
      const seen: string[] = [];
      let res = await get(`/api/properties?${query.toString()}`);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      // A few pages each: the first, after a cursor, and where the list ends.
      for (let pages = 0; pages < 60; pages++) {
        expect(res.statusCode).toBe(200);
        seen.push(...ids(res.json()));
        const next = res.headers['x-next-cursor'];
        if (!next) break;
        query.set('cursor', String(next));
        res = await get(`/api/properties?${query.toString()}`);
      }
      expect(seen).toEqual(expected);
    },
  );

  it('never puts a listing without a point in a box, even one that holds the whole world', async () => {
    const world = await get('/api/properties?bbox=-180,-90,180,90&limit=100');
    const unplaced = (await all()).filter((p) => p.lat === null).length;
    expect(Number(world.headers['x-total-count'])).toBe((await all()).length - unplaced);
  });

  it('answers one box written two ways from one kept page', async () => {
    const first = await get('/api/properties?bbox=55.27,25.19,55.28,25.2&limit=5');
    const again = await get('/api/properties?bbox=55.270,25.190,55.280,25.20&limit=5');
    expect(again.body).toBe(first.body);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('refuses a box that is not west,south,east,north with 400 saying so', async () => {
    for (const bbox of [
      '',
      '55.1,25.0,55.2',
      '55.2,25.0,55.1,25.1',
      '55.1,25.1,55.2,25.0',
      '55.1,-91,55.2,25',
      '181,25,182,26',
      'a,b,c,d',
      '55.1,25.0,55.2,25.1,9',
      `${'1'.repeat(300)},1,2,3`,
    ]) {
      const res = await get(`/api/properties?bbox=${encodeURIComponent(bbox)}`);
      expect(res.statusCode, bbox).toBe(400);
      expect(res.json().detail, bbox).toMatch(/^bbox: must be west,south,east,north/);
    }
  });
});
