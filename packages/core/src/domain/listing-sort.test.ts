import { describe, expect, it } from 'vitest';
import { isListingSort, sortListings } from './listing-sort.ts';

const listing = (name: string, original: number, distress: number, created: string, size = 1000) => ({
  name,
  original_price: original,
  distress_price: distress,
  created_at: created,
  size_sqft: size,
});

const listings = [
  listing('a', 1_000_000, 900_000, '2026-01-01T00:00:00Z'), // 10 %, 900k
  listing('b', 2_000_000, 1_000_000, '2026-03-01T00:00:00Z'), // 50 %, 1M
  listing('c', 800_000, 600_000, '2026-02-01T00:00:00Z'), // 25 %, 600k
  listing('d', 1_600_000, 800_000, '2026-02-01T00:00:00Z'), // 50 %, 800k
];
const names = (list: { name: string }[]) => list.map((l) => l.name).join('');

describe('sortListings', () => {
  it('keeps the given order for featured', () => {
    expect(names(sortListings(listings, 'featured'))).toBe('abcd');
  });

  it('puts the biggest discount first, ties in the given order', () => {
    expect(names(sortListings(listings, 'discount'))).toBe('bdca');
  });

  it('puts the listing furthest below the market first, those without a figure last in the given order', () => {
    const checked = [
      { ...listings[0]!, below_market_pct: null },
      { ...listings[1]!, below_market_pct: -4.5 },
      { ...listings[2]!, below_market_pct: 12 },
      { ...listings[3]! },
      { ...listings[0]!, name: 'e', below_market_pct: 12 },
    ];
    expect(names(sortListings(checked, 'market'))).toBe('cebad');
  });

  it('puts the highest rent yield first, those without a figure last in the given order', () => {
    const checked = [
      { ...listings[0]!, gross_yield_pct: null },
      { ...listings[1]!, gross_yield_pct: 5.1 },
      { ...listings[2]!, gross_yield_pct: 8.2 },
      { ...listings[3]! },
      { ...listings[0]!, name: 'e', gross_yield_pct: 8.2 },
      { ...listings[0]!, name: 'f', gross_yield_pct: 0 },
    ];
    expect(names(sortListings(checked, 'yield'))).toBe('cebfad');
  });

  it('puts the lowest price per sq ft first, listings without a size last in the given order', () => {
    const sized = [
      listing('a', 1_000_000, 900_000, '2026-01-01T00:00:00Z', 0), // no size
      listing('b', 2_000_000, 1_000_000, '2026-03-01T00:00:00Z', 500), // 2,000
      listing('c', 800_000, 600_000, '2026-02-01T00:00:00Z', 400), // 1,500
      listing('d', 1_600_000, 800_000, '2026-02-01T00:00:00Z', 0), // no size
      listing('e', 1_600_000, 1_200_000, '2026-02-01T00:00:00Z', 800), // 1,500
    ];
    expect(names(sortListings(sized, 'price_sqft'))).toBe('cebad');
  });

  it('puts the lowest distress price first', () => {
    expect(names(sortListings(listings, 'price'))).toBe('cdab');
  });

  it('puts the newest first, ties in the given order', () => {
    expect(names(sortListings(listings, 'newest'))).toBe('bcda');
  });

  it('does not change the list it is given', () => {
    sortListings(listings, 'price');
    expect(names(listings)).toBe('abcd');
  });
});

describe('isListingSort', () => {
  it('accepts the known ids only', () => {
    expect(isListingSort('discount')).toBe(true);
    expect(isListingSort('cheapest')).toBe(false);
    expect(isListingSort(undefined)).toBe(false);
  });
});
