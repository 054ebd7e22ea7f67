import { describe, expect, it } from 'vitest';
import { matchesFilters } from '../domain/listing-filters.ts';
import { parseMinDiscount } from '../domain/filters.ts';
import { savedSearchCreateSchema, savedSearchUpdateSchema } from '../schemas/saved-search.ts';
import { latestDigestTime, nextDigestTime } from './digest-time.ts';
import {
  type SavedSearchFilters,
  ENGLISH_SEARCH_WORDS,
  savedSearchDefaultName,
  savedSearchListingFilters,
  savedSearchQuery,
} from './saved-search-filters.ts';

const none: SavedSearchFilters = {
  q: null,
  location: null,
  property_type: null,
  min_price: null,
  max_price: null,
  min_discount: null,
  min_below_market: null,
  min_yield: null,
};

const listing = {
  property_name: 'Marina Gate Tower 2',
  developer: 'Select Group',
  location: 'Dubai Marina',
  property_type: '2BR',
  original_price: 2_500_000,
  distress_price: 2_000_000, // 20 % off
  handover_date: 'Ready',
  below_market_pct: 12,
  gross_yield_pct: 6.5 as number | null,
};

const matches = (search: Partial<SavedSearchFilters>, l = listing) =>
  matchesFilters(l, savedSearchListingFilters({ ...none, ...search }));

describe('saved search matching', () => {
  it('matches every listing without filters', () => {
    expect(matches({})).toBe(true);
  });

  it('applies each filter as the list does', () => {
    expect(matches({ q: 'marina 2br' })).toBe(true);
    expect(matches({ q: 'downtown' })).toBe(false);
    expect(matches({ location: 'marina' })).toBe(true);
    expect(matches({ location: 'JVC' })).toBe(false);
    expect(matches({ property_type: '2br' })).toBe(true);
    expect(matches({ property_type: 'Studio' })).toBe(false);
    expect(matches({ min_price: 2_000_000, max_price: 2_000_000 })).toBe(true);
    expect(matches({ max_price: 1_999_999 })).toBe(false);
    expect(matches({ min_price: 2_000_001 })).toBe(false);
    expect(matches({ min_discount: 20 })).toBe(true);
    expect(matches({ min_discount: 21 })).toBe(false);
    expect(matches({ min_below_market: 12 })).toBe(true);
    expect(matches({ min_below_market: 13 })).toBe(false);
    expect(matches({ min_yield: 6 })).toBe(true);
    expect(matches({ min_yield: 7 })).toBe(false);
    expect(matches({ min_yield: 0 }, { ...listing, gross_yield_pct: null })).toBe(false);
  });

  it('reads the minimum discount as the badge rounds it', () => {
    const nearly = { ...listing, original_price: 1_000_000, distress_price: 805_000 }; // 19.5 % → "20% OFF"
    expect(matches({ min_discount: 20 }, nearly)).toBe(true);
    const under = { ...listing, original_price: 1_000_000, distress_price: 805_001 }; // 19.4999 % → 19
    expect(matches({ min_discount: 20 }, under)).toBe(false);
    expect(matches({ min_discount: 0 }, { ...listing, original_price: 0 })).toBe(true);
    expect(matches({ min_discount: 1 }, { ...listing, original_price: 0 })).toBe(false);
  });

  it('reads the search words the list reads: handover words, Arabic types, what a community holds', () => {
    const offPlan = { ...listing, handover_date: 'Q4 2099' };
    expect(matches({ q: 'ready 2br' })).toBe(true);
    expect(matches({ q: 'ready 2br' }, offPlan)).toBe(false);
    expect(matches({ q: 'off plan' }, offPlan)).toBe(true);
    expect(matches({ q: 'готов' })).toBe(true);
    expect(matches({ q: 'جاهز غرفتين' })).toBe(true);
    expect(matches({ q: 'فيلا' })).toBe(false);
    const parkHeights = {
      ...listing,
      property_name: 'Park Heights 2',
      developer: 'Emaar',
      location: 'Dubai',
    };
    expect(matches({ q: 'MBR City' }, parkHeights)).toBe(true);
    expect(matches({ q: 'MBR City' })).toBe(false);
  });

  it('reads the minimum discount from the URL as a whole percent under 100', () => {
    expect(parseMinDiscount('20')).toBe(20);
    for (const bad of ['', '100', '-5', '7.5', 'x', null]) expect(parseMinDiscount(bad)).toBeUndefined();
  });
});

describe('saved search links and names', () => {
  it('writes the home page query of the search', () => {
    expect(savedSearchQuery(none)).toBe('');
    expect(
      savedSearchQuery({
        ...none,
        q: 'sea view',
        location: 'Dubai Marina',
        property_type: '2BR',
        min_price: 1_000_000,
        max_price: 2_000_000,
        min_discount: 20,
        min_below_market: 5,
        min_yield: 6,
      }),
    ).toBe(
      'q=sea+view&location=Dubai+Marina&type=2BR&price=1000000-2000000&min_discount=20&below_market=5&min_yield=6',
    );
    expect(savedSearchQuery({ ...none, min_price: 1_500_000 })).toBe('price=1500000-');
  });

  it('names a search from its filters', () => {
    expect(savedSearchDefaultName(none)).toBe('All deals');
    expect(
      savedSearchDefaultName({
        ...none,
        property_type: '2BR',
        location: 'Dubai Marina',
        max_price: 2_000_000,
      }),
    ).toBe('2BR in Dubai Marina, under AED 2M');
    expect(savedSearchDefaultName({ ...none, min_discount: 25 })).toBe('25%+ off');
    expect(savedSearchDefaultName({ ...none, location: 'JVC', min_yield: 7 })).toBe('JVC, 7%+ yield');
    // Another language's words, and its comma between the parts.
    const arabic = { ...ENGLISH_SEARCH_WORDS, under: (max: string) => `حتى ${max}`, separator: '، ' };
    expect(savedSearchDefaultName({ ...none, location: 'JVC', max_price: 900_000 }, arabic)).toBe(
      'JVC، حتى AED 900K',
    );
  });
});

describe('saved search bodies', () => {
  it('takes the filters and a frequency, and refuses what is wrong with a reason per field', () => {
    const ok = savedSearchCreateSchema.parse({ location: ' Marina ', frequency: 'daily' });
    expect(ok).toMatchObject({ location: 'Marina', q: null, frequency: 'daily' });
    // A filter's words are kept single-spaced (the search would read two spaces as two); a name as typed.
    const spaced = savedSearchCreateSchema.parse({
      q: ' sea \t view ',
      name: 'My  alert',
      frequency: 'daily',
    });
    expect(spaced).toMatchObject({ q: 'sea view', name: 'My  alert' });
    const bad = savedSearchCreateSchema.safeParse({ frequency: 'weekly', min_discount: 120, min_yield: 51 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['frequency', 'min_discount', 'min_yield']));
    expect(savedSearchCreateSchema.parse({ frequency: 'daily', min_yield: 50 }).min_yield).toBe(50);
    expect(
      savedSearchCreateSchema.safeParse({ frequency: 'instant', min_price: 5, max_price: 1 }).success,
    ).toBe(false);
    expect(savedSearchUpdateSchema.parse({ active: false })).toEqual({ active: false });
  });
});

describe('daily digest time', () => {
  it('falls due at 09:00 in Dubai (05:00 UTC) every day', () => {
    expect(latestDigestTime(new Date('2026-11-26T05:00:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(latestDigestTime(new Date('2026-11-26T04:59:59Z')).toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(latestDigestTime(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    // 02:00 in Dubai on the 27th is still before that day's digest.
    expect(latestDigestTime(new Date('2026-11-26T22:00:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(nextDigestTime(new Date('2026-11-26T05:00:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });
});
