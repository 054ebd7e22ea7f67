import { matchesFilters } from '@dd/core/search';
import type { FilterableListing, ListingFilters } from '@dd/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import * as matcher from './listing-match';
import { searchIndex, searchListings } from './listing-search';

// Short strings over a few letters (both cases, a dotted capital I, spaces) so that matches are common.
const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'İ', 'i', ' ', 'ß'), maxLength: 6 });
const listing = fc.record({
  property_name: text,
  developer: text,
  location: text,
  property_type: text,
  distress_price: fc.integer({ min: 0, max: 10 }),
  // A point on a small grid (edges of the boxes below included), or none.
  lat: fc.option(fc.constantFrom(25, 25.05, 25.1, 25.2), { nil: null }),
  lng: fc.option(fc.constantFrom(55.1, 55.15, 55.2, 55.3), { nil: null }),
});
const filters: fc.Arbitrary<ListingFilters> = fc.record(
  {
    q: text,
    location: text,
    type: text,
    minPrice: fc.integer({ min: 0, max: 10 }),
    maxPrice: fc.integer({ min: 0, max: 10 }),
    bbox: fc.constantFrom(
      { west: 55.1, south: 25, east: 55.2, north: 25.1 },
      { west: 55.12, south: 25.02, east: 55.3, north: 25.2 },
    ),
  },
  { requiredKeys: [] },
);

describe('searchListings', () => {
  it('finds exactly the listings matchesFilters accepts, in the same order', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 12 }), filters, (listings, f) => {
        const expected = listings.filter((l: FilterableListing) => matchesFilters(l, f));
        expect(searchListings(searchIndex(listings), f)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('searches name, developer and location regardless of case and surrounding spaces', () => {
    const listings = [
      {
        property_name: 'Marina Gate',
        developer: 'Select',
        location: 'Dubai Marina',
        property_type: '2BR',
        distress_price: 1,
      },
      {
        property_name: 'Creek Rise',
        developer: 'Emaar',
        location: 'Creek Harbour',
        property_type: 'Studio',
        distress_price: 2,
      },
    ];
    const index = searchIndex(listings);
    const names = (f: ListingFilters) => searchListings(index, f).map((l) => l.property_name);
    expect(names({ q: '  EMAAR ' })).toEqual(['Creek Rise']);
    expect(names({ q: 'marina' })).toEqual(['Marina Gate']);
    expect(names({ q: '2br' })).toEqual([]);
    expect(names({ type: 'studio', maxPrice: 2 })).toEqual(['Creek Rise']);
    expect(names({ minPrice: 3 })).toEqual([]);
  });
});

describe('searchListings with the search rules loaded', () => {
  // "Nov 2026" is off-plan at this time, "Oct 2026" ready.
  const now = new Date('2026-11-26T12:00:00.000Z');
  const listings: FilterableListing[] = [
    ['Creek Vistas Reserve', 'Sobha', 'Sobha Hartland', '1BR', 'Q2 2027'],
    ['Grand Views', 'Meraas', 'District One', '5BR Villa', 'Ready'],
    ['Azizi Riviera 12', 'Azizi', 'Meydan', 'Studio', 'Q4 2026'],
    ['Park Heights 2', 'Emaar', 'Dubai', '2BR', 'Ready'],
    ['Parkside', 'Emaar', 'Dubai Hills Estate', 'Townhouse', 'Nov 2026'],
    ['Creek Rise', 'Emaar', 'Dubai Creek Harbour', 'Studio', 'Q3 2028'],
    ['Binghatti Corner', 'Binghatti', 'JVC', 'Studio', 'Ready'],
    ['Frond G', 'Omniyat', 'Palm Jumeirah', 'Villa', 'Oct 2026'],
    ['Sidra Tower', 'Select', 'Al Sufouh', '2BR', 'Ready'],
  ].map(([property_name, developer, location, property_type, handover_date], i) => ({
    property_name: property_name!,
    developer: developer!,
    location: location!,
    property_type: property_type!,
    handover_date,
    distress_price: 1_000_000 + i,
  }));
  const index = searchIndex(listings);
  const names = (f: ListingFilters) => searchListings(index, f, matcher, now).map((l) => l.property_name);

  it('finds what the search words say, in three languages', () => {
    expect(names({ q: 'فيلا' })).toEqual(['Grand Views', 'Frond G']);
    expect(names({ q: 'MBR City' })).toEqual([
      'Creek Vistas Reserve',
      'Grand Views',
      'Azizi Riviera 12',
      'Park Heights 2',
      'Parkside',
    ]);
    expect(names({ q: 'Dubai Hills' })).toEqual(['Park Heights 2', 'Parkside']);
    expect(names({ q: 'ready studio' })).toEqual(['Binghatti Corner']);
    expect(names({ q: 'emaar off plan' })).toEqual(['Parkside', 'Creek Rise']);
    expect(names({ q: 'готов' })).toEqual([
      'Grand Views',
      'Park Heights 2',
      'Binghatti Corner',
      'Frond G',
      'Sidra Tower',
    ]);
    expect(names({ q: 'ready', handover: 'off-plan' })).toEqual([]);
  });

  it('agrees with matchesFilters, and so with the server, on every query', () => {
    const queries = [
      'فيلا',
      'غرفتين',
      '3 غرف نوم',
      'MBR City',
      'mbr city ready',
      'Dubai Hills',
      'ready studio',
      'emaar off plan',
      'готов',
      'на стадии строительства студия',
      'جاهز استوديو',
      'قيد الإنشاء',
      'ready off plan',
      'already',
    ];
    for (const q of queries) {
      for (const handover of [undefined, 'ready', 'off-plan'] as const) {
        const f = { q, handover };
        const expected = listings.filter((l) => matchesFilters(l, f, now)).map((l) => l.property_name);
        expect(names(f), `${q} ${handover}`).toEqual(expected);
      }
    }
  });
});
