import { LISTING_SORTS, type PropertySummary, sortListings } from '@dd/core';
import { matchesFilters } from '@dd/core/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

/** "Nov 2026" is off-plan at this time, "Oct 2026" ready. */
const NOW = new Date('2026-11-26T12:00:00.000Z');

/** Listings in MBR City and around it, ready and off-plan, of several types. */
const LISTINGS = [
  ['Creek Vistas Reserve', 'Sobha', 'Sobha Hartland', '1BR', 'Q2 2027'],
  ['Grand Views', 'Meraas', 'District One', '5BR Villa', 'Ready'],
  ['Azizi Riviera 12', 'Azizi', 'Meydan', 'Studio', 'Q4 2026'],
  ['Park Heights 2', 'Emaar', 'Dubai', '2BR', 'Ready'],
  ['Parkside', 'Emaar', 'Dubai Hills Estate', 'Townhouse', 'Nov 2026'],
  ['Creek Rise', 'Emaar', 'Dubai Creek Harbour', 'Studio', 'Q3 2028'],
  ['Burj Royale', 'Emaar', 'Downtown Dubai', '1BR', 'Ready'],
  ['Binghatti Corner', 'Binghatti', 'JVC', 'Studio', 'Ready'],
  ['Frond G', 'Omniyat', 'Palm Jumeirah', 'Villa', 'Oct 2026'],
  ['Sidra Tower', 'Select', 'Al Sufouh', '2BR', 'Ready'],
] as const;

const READY = ['Grand Views', 'Park Heights 2', 'Burj Royale', 'Binghatti Corner', 'Frond G', 'Sidra Tower'];
const OFF_PLAN = ['Creek Vistas Reserve', 'Azizi Riviera 12', 'Parkside', 'Creek Rise'];

describe.each(engines)('search words that know Dubai better, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, undefined, () => NOW);
    let i = 0;
    for (const [property_name, developer, location, property_type, handover_date] of LISTINGS) {
      await insertProperty(t.db.handle.db, {
        property_name,
        developer,
        location,
        property_type,
        handover_date,
        original_price: 3_000_000,
        distress_price: 500_000 + i * 200_000,
        created_at: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000).toISOString(),
      });
      i++;
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** The names the list gives for a query, alphabetically (the order is the list's, tested elsewhere). */
  const names = async (query: string) => {
    const res = await get(`/api/properties?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<PropertySummary[]>()
      .map((p) => p.property_name)
      .sort();
  };
  const search = (q: string) => names(`q=${encodeURIComponent(q)}`);

  it('reads Arabic type words', async () => {
    expect(await search('فيلا')).toEqual(['Frond G', 'Grand Views']);
    expect(await search('غرفتين')).toEqual(['Park Heights 2', 'Sidra Tower']);
    expect(await search('5 غرف نوم')).toEqual(['Grand Views']);
  });

  it('finds what a master community holds: its sub-communities and their projects', async () => {
    expect(await search('MBR City')).toEqual(
      ['Azizi Riviera 12', 'Creek Vistas Reserve', 'Grand Views', 'Park Heights 2', 'Parkside'].sort(),
    );
    expect(await search('Dubai Hills')).toEqual(['Park Heights 2', 'Parkside']);
  });

  it('applies the handover words as the handover filter', async () => {
    expect(await search('ready studio')).toEqual(['Binghatti Corner']);
    expect(await search('emaar off plan')).toEqual(['Creek Rise', 'Parkside']);
    expect(await search('готов')).toEqual([...READY].sort());
    expect(await search('جاهز')).toEqual([...READY].sort());
    expect(await search('на стадии строительства')).toEqual([...OFF_PLAN].sort());
    expect(await names('q=ready&handover=ready')).toEqual([...READY].sort());
  });

  it('gives nothing, and counts nothing, when a handover word and the filter disagree', async () => {
    expect(await names('q=ready&handover=off-plan')).toEqual([]);
    expect(await search('ready off plan')).toEqual([]);
    const res = await get('/api/properties?q=ready&handover=off-plan&limit=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('0');
  });

  const VIEWS: { q: string; handover?: 'ready' | 'off-plan' }[] = [
    { q: 'فيلا' },
    { q: 'MBR City' },
    { q: 'mbr city ready' },
    { q: 'Dubai Hills' },
    { q: 'ready studio' },
    { q: 'emaar off plan' },
    { q: 'готов' },
    { q: 'جاهز استوديو' },
    { q: 'studio', handover: 'off-plan' },
    { q: 'off-plan', handover: 'ready' },
  ];

  it.each(VIEWS.flatMap((view) => LISTING_SORTS.map((sort) => ({ ...view, sort: sort.id }))))(
    'pages %j exactly as core matches the whole list',
    async (view) => {
      const all = (await get('/api/properties')).json<PropertySummary[]>();
      const filters = { q: view.q, handover: view.handover };
      const expected = sortListings(all, view.sort)
        .filter((listing) => matchesFilters(listing, filters, NOW))
        .map((p) => p.id);
      const query = new URLSearchParams({ q: view.q, sort: view.sort, limit: '2' });
      if (view.handover) query.set('handover', view.handover);
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
