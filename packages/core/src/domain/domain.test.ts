import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, savingAmount } from './discount.ts';
import { parseBelowMarket, parseMinYield, priceBounds } from './filters.ts';
import { matchesFilters } from './listing-filters.ts';
import { formatAed } from './money.ts';
import { PRICE_RANGES } from './price-ranges.ts';
import { locationOptions, typeOptions } from './property-types.ts';
import { normalizeWhatsapp, whatsappLink } from './whatsapp.ts';

describe('discount', () => {
  it('rounds the percentage off the original price', () => {
    expect(discountPercent(2_500_000, 2_100_000)).toBe(16);
    expect(discountPercent(1_000_000, 675_000)).toBe(33); // 32.5 rounds up
    expect(discountPercent(900_000, 900_000)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });

  it('stays between 0 and 100 whenever the distress price is within the original', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2e9 }), fc.double({ min: 0, max: 1, noNaN: true }), (orig, f) => {
        const pct = discountPercent(orig, Math.floor(orig * f));
        return pct >= 0 && pct <= 100;
      }),
    );
  });

  it('never reports a negative saving', () => {
    expect(savingAmount(2_000_000, 1_500_000)).toBe(500_000);
    expect(savingAmount(1_000, 2_000)).toBe(0);
  });
});

describe('money', () => {
  it('formats AED in the en-AE style without decimals', () => {
    expect(formatAed(1_250_000)).toMatch(/^AED\s1,250,000$/);
    expect(formatAed(999.6)).toMatch(/1,000$/);
  });
});

describe('type and location options', () => {
  it('puts Studio first, then bedrooms in order, unknown types last', () => {
    expect(
      typeOptions(['Villa', '3BR', 'Studio', '10BR', '1BR', '2-BR Apartment', 'Penthouse', '1br', '5BR+']),
    ).toEqual(['Studio', '1BR', '2-BR Apartment', '3BR', '5BR+', '10BR', 'Penthouse', 'Villa']);
  });

  it('lists locations once each, alphabetically', () => {
    expect(locationOptions(['JVC', 'Dubai Marina', ' Business Bay ', 'dubai marina', ''])).toEqual([
      'Business Bay',
      'Dubai Marina',
      'JVC',
    ]);
  });
});

describe('WhatsApp numbers', () => {
  it('strips non-digits and adds 971 to a 9-digit local number', () => {
    expect(normalizeWhatsapp('+971 50 123 4567')).toBe('971501234567');
    expect(normalizeWhatsapp('50 123 4567')).toBe('971501234567');
    expect(normalizeWhatsapp('050-123-4567')).toBe('971501234567');
    expect(normalizeWhatsapp('00971 50 123 4567')).toBe('971501234567');
    expect(normalizeWhatsapp('+44 20 7946 0958')).toBe('442079460958');
    expect(normalizeWhatsapp('971234567')).toBe('971234567');
  });

  it('links the WhatsApp number, else the phone number', () => {
    expect(whatsappLink({ whatsapp: '50 123 4567', phone: '+971 4 000 0000' })).toBe(
      'https://wa.me/971501234567',
    );
    expect(whatsappLink({ whatsapp: null, phone: '+971 4 000 0000' })).toBe('https://wa.me/97140000000');
    expect(whatsappLink({ whatsapp: '', phone: '' })).toBeNull();
  });
});

describe('filters', () => {
  const listing = {
    property_name: 'Marina Gate 2',
    developer: 'Select Group',
    location: 'Dubai Marina',
    property_type: '2BR',
    distress_price: 1_000_000,
  };

  it('searches name, developer and location without regard to case', () => {
    expect(matchesFilters(listing, { q: 'select' })).toBe(true);
    expect(matchesFilters(listing, { q: 'GATE' })).toBe(true);
    expect(matchesFilters(listing, { q: 'marina' })).toBe(true);
    // A type word matches the type, not the name: "2BR" is this listing's type.
    expect(matchesFilters(listing, { q: '2BR' })).toBe(true);
    expect(matchesFilters(listing, { q: '3BR' })).toBe(false);
    expect(matchesFilters(listing, { q: 'gate 2' })).toBe(true);
  });

  it('treats price bounds as inclusive', () => {
    expect(matchesFilters(listing, priceBounds('0-1000000'))).toBe(true);
    expect(matchesFilters(listing, priceBounds('1000000-2000000'))).toBe(true);
    expect(matchesFilters(listing, priceBounds('2000000-3000000'))).toBe(false);
    expect(priceBounds('all')).toEqual({});
  });

  it('keeps a listing at least N % below the market, never one without a market figure', () => {
    expect(matchesFilters({ ...listing, below_market_pct: 12.5 }, { minBelowMarket: 10 })).toBe(true);
    expect(matchesFilters({ ...listing, below_market_pct: 10 }, { minBelowMarket: 10 })).toBe(true);
    expect(matchesFilters({ ...listing, below_market_pct: 9.9 }, { minBelowMarket: 10 })).toBe(false);
    expect(matchesFilters({ ...listing, below_market_pct: -3 }, { minBelowMarket: 0 })).toBe(false);
    expect(matchesFilters({ ...listing, below_market_pct: null }, { minBelowMarket: 0 })).toBe(false);
    expect(matchesFilters(listing, { minBelowMarket: 5 })).toBe(false);
    expect(matchesFilters({ ...listing, below_market_pct: null }, {})).toBe(true);
  });

  it('keeps a listing with a gross yield of at least N %, never one without a yield figure', () => {
    expect(matchesFilters({ ...listing, gross_yield_pct: 6.4 }, { minYield: 6 })).toBe(true);
    expect(matchesFilters({ ...listing, gross_yield_pct: 6 }, { minYield: 6 })).toBe(true);
    expect(matchesFilters({ ...listing, gross_yield_pct: 5.9 }, { minYield: 6 })).toBe(false);
    expect(matchesFilters({ ...listing, gross_yield_pct: null }, { minYield: 0 })).toBe(false);
    expect(matchesFilters(listing, { minYield: 0 })).toBe(false);
    expect(matchesFilters({ ...listing, gross_yield_pct: null }, {})).toBe(true);
  });

  it('reads the yield filter from the URL as a whole percent up to 50', () => {
    expect(parseMinYield('6')).toBe(6);
    expect(parseMinYield('0')).toBe(0);
    expect(parseMinYield('50')).toBe(50);
    for (const bad of ['', '51', '99', '-5', '6.5', ' 6', 'six', null, undefined])
      expect(parseMinYield(bad)).toBeUndefined();
  });

  it('reads the below market filter from the URL as a whole percent under 100', () => {
    expect(parseBelowMarket('15')).toBe(15);
    expect(parseBelowMarket('0')).toBe(0);
    for (const bad of ['', '100', '-5', '7.5', ' 5', 'ten', null, undefined])
      expect(parseBelowMarket(bad)).toBeUndefined();
  });

  it('covers every price from zero to the top bound with the ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (price) =>
        PRICE_RANGES.some((r) => price >= r.min && price <= r.max),
      ),
    );
  });
});
