import { describe, expect, it } from 'vitest';
import {
  type DealFacts,
  hashDistance,
  informativeHash,
  normaliseProjectName,
  sameDeal,
  typeKey,
} from './same-deal.ts';

const listing: DealFacts = {
  property_name: 'Marina Gate 1',
  property_type: '2BR',
  size_sqft: 1245,
  distress_price: 2_650_000,
  photo_hashes: ['f0e1d2c3b4a59687'],
};

describe('sameDeal', () => {
  it('matches a repost with the same project, type and bedrooms, size within 2 % and price within 5 %', () => {
    expect(
      sameDeal(
        {
          property_name: 'MARINA GATE 1',
          property_type: '2 BR Apartment',
          size_sqft: 1260,
          distress_price: 2_550_000,
          photo_hashes: [],
        },
        listing,
      ),
    ).toBe('figures');
  });

  it.each([
    ['another building of the project', { property_name: 'Marina Gate 2' }],
    ['another bedroom count', { property_type: '3BR' }],
    ['a villa, not an apartment', { property_type: '2BR Villa' }],
    ['a size 3 % off', { size_sqft: 1284 }],
    ['a price 6 % off', { distress_price: 2_490_000 }],
    ['no size stated', { size_sqft: null }],
    ['no type stated', { property_type: null }],
  ])('does not match %s', (_what, change) => {
    expect(sameDeal({ ...listing, photo_hashes: [], ...change }, listing)).toBeNull();
  });

  it('matches on a photo a few bits apart with the same type and bedrooms, whatever the text says', () => {
    const ad: DealFacts = {
      property_name: 'Lovely 2 bed in the Marina',
      property_type: '2BR',
      size_sqft: null,
      distress_price: 2_900_000,
      photo_hashes: ['0000000000000000', 'f0e1d2c3b4a59686'],
    };
    expect(sameDeal(ad, listing)).toBe('photo');
    expect(sameDeal({ ...ad, property_type: '1BR' }, listing)).toBeNull();
    expect(sameDeal({ ...ad, photo_hashes: ['0f1e2d3c4b5a6978'] }, listing)).toBeNull();
  });

  it('takes no flat picture (a placeholder, a plain banner) as evidence', () => {
    const flat = { ...listing, photo_hashes: ['0000000000000000'] };
    const ad: DealFacts = { ...flat, property_name: 'Other', size_sqft: null };
    expect(sameDeal(ad, flat)).toBeNull();
    expect(
      sameDeal(
        { ...ad, photo_hashes: ['ffffffffffffff7f'] },
        { ...flat, photo_hashes: ['ffffffffffffffff'] },
      ),
    ).toBeNull();
  });
});

describe('the pieces', () => {
  it('normalises project names', () => {
    expect(normaliseProjectName('  Marina Promenade (Emaar) ')).toBe('marina promenade emaar');
    expect(normaliseProjectName('Sobha-ONE')).toBe('sobha one');
    expect(normaliseProjectName('Résidence Élan')).toBe('residence elan');
  });

  it('reads the kind of home and its bedrooms', () => {
    expect(typeKey('Studio')).toBe('apartment:0');
    expect(typeKey('2BR')).toBe(typeKey('2 Bed Apartment'));
    expect(typeKey('3BR + maid')).toBe('apartment:3');
    expect(typeKey('4BR Townhouse')).toBe('townhouse:4');
    expect(typeKey('Villa')).toBe('villa:?');
  });

  it('tells a flat picture by its hash', () => {
    expect(informativeHash('0000000000000000')).toBe(false);
    expect(informativeHash('00000000000000ff')).toBe(true);
    expect(informativeHash('f0e1d2c3b4a59687')).toBe(true);
  });

  it('counts the bits that differ', () => {
    expect(hashDistance('ffffffffffffffff', 'ffffffffffffffff')).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('00000000000000f0', '0000000000000000')).toBe(4);
  });
});
