import { LISTING_SORTS, priceBounds, type PropertySummary, sortListings } from '@dd/core';
import { matchesFilters } from '@dd/core/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');

/** Listings written as agents and admins write them: communities by other names, free-text types and handovers. */
const LISTINGS = [
  {
    property_name: 'Bloom Towers',
    location: 'Jumeirah Village Circle',
    property_type: '2-BR Apartment',
    handover_date: 'Ready',
  },
  { property_name: 'Binghatti Corner', location: 'JVC', property_type: 'Studio', handover_date: 'Q4 2027' },
  { property_name: 'Marina Gate', location: 'Dubai Marina', property_type: '2BR', handover_date: '2Q 2026' },
  {
    property_name: 'Cayan Tower',
    location: 'Dubai Marina',
    property_type: '3 Bedroom',
    handover_date: 'Dec 2026',
  },
  { property_name: 'Burj Royale', location: 'Downtown Dubai', property_type: '1BR', handover_date: '2025' },
  { property_name: 'Frond G', location: 'Palm Jumeirah', property_type: '4-BR Villa', handover_date: 'TBA' },
  {
    property_name: 'Palm Beach Villa',
    location: 'Palm Jebel Ali',
    property_type: '5BR Villa',
    handover_date: 'Q1 2028',
  },
  {
    property_name: 'Jumeirah Living',
    location: 'Business Bay',
    property_type: 'Penthouse',
    handover_date: '',
  },
  {
    property_name: 'Parkside',
    location: 'Dubai Hills Estate',
    property_type: 'Townhouse',
    handover_date: 'Nov 2026',
  },
  {
    property_name: 'Marina Vista 2',
    location: 'Dubai Marina',
    property_type: '2 bed',
    handover_date: 'ready to move',
  },
];

type View = { q?: string; price?: string; handover?: 'ready' | 'off-plan'; sort?: string };

/** The page's view of a query: the whole list filtered by core's matchesFilters at the server's time. */
function coreView(all: PropertySummary[], view: View) {
  const sort = LISTING_SORTS.find((s) => s.id === view.sort)?.id ?? 'featured';
  const filters = { q: view.q, handover: view.handover, ...priceBounds(view.price ?? 'all') };
  return sortListings(all, sort).filter((listing) => matchesFilters(listing, filters, NOW));
}

function apiQuery(view: View) {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.handover) params.set('handover', view.handover);
  if (view.sort) params.set('sort', view.sort);
  const { minPrice, maxPrice } = priceBounds(view.price ?? 'all');
  if (minPrice !== undefined) params.set('min_price', String(minPrice));
  if (maxPrice !== undefined) params.set('max_price', String(maxPrice));
  return params;
}

describe.each(engines)('searching the list the way Dubai is written, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, undefined, () => NOW);
    let i = 0;
    for (const listing of LISTINGS) {
      await insertProperty(t.db.handle.db, {
        ...listing,
        developer: i % 2 ? 'Emaar' : 'Binghatti',
        original_price: 3_000_000,
        distress_price: 500_000 + i * 300_000,
        created_at: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000).toISOString(),
      });
      i++;
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const names = async (query: string) => {
    const res = await get(`/api/properties?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PropertySummary[]>().map((p) => p.property_name);
  };

  it.each([
    ['JVC', ['Binghatti Corner', 'Bloom Towers']],
    ['2br', ['Marina Vista 2', 'Marina Gate', 'Bloom Towers']],
    ['marina 2br', ['Marina Vista 2', 'Marina Gate']],
    ['Дубай Марина', ['Marina Vista 2', 'Cayan Tower', 'Marina Gate']],
    ['دبي مارينا', ['Marina Vista 2', 'Cayan Tower', 'Marina Gate']],
    ['villa', ['Palm Beach Villa', 'Frond G']],
    ['palm jumeirah', ['Frond G']],
    ['downtown', ['Burj Royale']],
  ])('q=%s', async (q, expected) => {
    expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('filters by handover, ready or off-plan at the time of the request', async () => {
    expect(await names('handover=ready')).toEqual([
      'Marina Vista 2',
      'Burj Royale',
      'Marina Gate',
      'Bloom Towers',
    ]);
    expect(await names('handover=off-plan')).toEqual([
      'Parkside',
      'Palm Beach Villa',
      'Cayan Tower',
      'Binghatti Corner',
    ]);
    expect(await names('handover=off-plan&q=marina')).toEqual(['Cayan Tower']);
  });

  it('answers 400 naming the parameter for another handover', async () => {
    const res = await get('/api/properties?handover=soon');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/handover/);
  });

  it('takes a custom price range with either end open', async () => {
    expect(await names('min_price=2000000')).toEqual([
      'Marina Vista 2',
      'Parkside',
      'Jumeirah Living',
      'Palm Beach Villa',
      'Frond G',
    ]);
    expect(await names('max_price=1100000')).toEqual(['Marina Gate', 'Binghatti Corner', 'Bloom Towers']);
    expect(await names('min_price=1100000&max_price=1700000&q=marina')).toEqual([
      'Cayan Tower',
      'Marina Gate',
    ]);
  });

  const VIEWS: View[] = [
    { q: 'JVC' },
    { q: 'jvc studio' },
    { q: '2br' },
    { q: '2 bed' },
    { q: 'marina 2br' },
    { q: 'Дубай Марина' },
    { q: 'دبي مارينا' },
    { q: 'palm' },
    { q: 'emaar villa' },
    { q: 'tower' },
    { handover: 'ready' },
    { handover: 'off-plan', q: 'villa' },
    { price: '1500000-' },
    { price: '-1100000', handover: 'ready' },
    { price: '1000000-2000000', q: 'marina' },
  ];

  it.each(VIEWS.flatMap((view) => LISTING_SORTS.map((sort) => ({ ...view, sort: sort.id }))))(
    'pages %j exactly as core matches the whole list',
    async (view) => {
      const all = (await get('/api/properties')).json<PropertySummary[]>();
      const expected = coreView(all, view).map((p) => p.id);
      const query = apiQuery(view);
      query.set('limit', '2');
      const seen: string[] = [];
      let cursor: string | undefined;
      let total: string | undefined;
      do {
        const res = await get(`/api/properties?${query.toString()}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        total ??= res.headers['x-total-count'] as string;
        seen.push(...res.json<PropertySummary[]>().map((p) => p.id));
        cursor = res.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(Number(total)).toBe(expected.length);
    },
  );
});
