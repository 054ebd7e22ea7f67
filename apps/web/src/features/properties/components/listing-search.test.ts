import { matchesFilters } from '@dd/core/search';
import type { FilterableListing, ListingFilters } from '@dd/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { searchIndex, searchListings } from './listing-search';

// Short strings over a few letters (both cases, a dotted capital I, spaces) so that matches are common.
const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'İ', 'i', ' ', 'ß'), maxLength: 6 });
const listing = fc.record({
  property_name: text,
  developer: text,
  location: text,
  property_type: text,
  distress_price: fc.integer({ min: 0, max: 10 }),
});
const filters: fc.Arbitrary<ListingFilters> = fc.record(
  {
    q: text,
    location: text,
    type: text,
    minPrice: fc.integer({ min: 0, max: 10 }),
    maxPrice: fc.integer({ min: 0, max: 10 }),
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
