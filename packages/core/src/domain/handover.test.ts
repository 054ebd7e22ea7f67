import { describe, expect, it } from 'vitest';
import { handoverState, readHandover } from './handover.ts';
import { MAX_PRICE_BOUND, parsePriceParam, priceBounds, priceParam } from './filters.ts';
import { readMoney } from './money-input.ts';

describe('readHandover', () => {
  it.each([
    ['Ready', 'ready'],
    ['ready to move', 'ready'],
    ['READY', 'ready'],
    ['Completed', 'ready'],
    ['Ready (2024)', 'ready'],
    ['Готово', 'ready'],
    ['Q4 2027', '2027-12'],
    ['q4 2027', '2027-12'],
    ['Q4-2027', '2027-12'],
    ['2Q 2026', '2026-06'],
    ['2027 Q1', '2027-03'],
    ['Q1 2027', '2027-03'],
    ['3rd quarter 2026', '2026-09'],
    ["Q4 '27", '2027-12'],
    ['H1 2027', '2027-06'],
    ['2H 2026', '2026-12'],
    ['Dec 2026', '2026-12'],
    ['December 2026', '2026-12'],
    ['Dec-27', '2027-12'],
    ['March 2028', '2028-03'],
    ['Sept 2026', '2026-09'],
    ['12/2026', '2026-12'],
    ['06.2027', '2027-06'],
    ['2025', '2025-12'],
    ['End of 2026', '2026-12'],
    ['Early 2027', '2027-03'],
    ['Handover: Q2 2029', '2029-06'],
  ])('%s → %s', (text, key) => {
    expect(readHandover(text)).toBe(key);
  });

  it.each(['', '  ', 'TBA', 'Off-plan', 'soon', null, undefined])('%s is unknown', (text) => {
    expect(readHandover(text)).toBeNull();
  });
});

describe('handoverState', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  it.each([
    ['Ready', 'ready'],
    ['2Q 2026', 'ready'],
    ['2025', 'ready'],
    ['Oct 2026', 'ready'],
    ['Nov 2026', 'off-plan'],
    ['Q4 2026', 'off-plan'],
    ['2026', 'off-plan'],
    ['Q4 2027', 'off-plan'],
    ['Dec 2026', 'off-plan'],
    ['TBA', null],
  ])('%s is %s in November 2026', (text, state) => {
    expect(handoverState(text, now)).toBe(state);
  });
});

describe('price parameter', () => {
  it('reads the presets, custom ranges with either end open, and nothing else', () => {
    expect(parsePriceParam('all')).toEqual({});
    expect(parsePriceParam('1000000-2000000')).toEqual({ minPrice: 1_000_000, maxPrice: 2_000_000 });
    expect(parsePriceParam('1500000-')).toEqual({ minPrice: 1_500_000 });
    expect(parsePriceParam('-2000000')).toEqual({ maxPrice: 2_000_000 });
    expect(parsePriceParam('1200000-2500000')).toEqual({ minPrice: 1_200_000, maxPrice: 2_500_000 });
    for (const bad of [
      '',
      '-',
      'abc',
      '3000000-1000000',
      '1.5-2',
      '1e6-',
      `-${MAX_PRICE_BOUND + 1}`,
      '1-2-3',
      ' 5-',
    ])
      expect(parsePriceParam(bad)).toBeUndefined();
    expect(priceBounds('nonsense')).toEqual({});
  });

  it('writes a custom range back as the same value', () => {
    expect(priceParam(1_500_000, undefined)).toBe('1500000-');
    expect(priceParam(undefined, 2_000_000)).toBe('-2000000');
    expect(priceParam(undefined, undefined)).toBe('all');
    expect(parsePriceParam(priceParam(5, 10))).toEqual({ minPrice: 5, maxPrice: 10 });
  });

  it('reads amounts as visitors type them', () => {
    expect(readMoney('2.5M')).toBe(2_500_000);
    expect(readMoney('950K')).toBe(950_000);
    expect(readMoney('950k')).toBe(950_000);
    expect(readMoney('2,500,000')).toBe(2_500_000);
    expect(readMoney('1500000')).toBe(1_500_000);
    expect(readMoney('AED 1.2m')).toBe(1_200_000);
    expect(readMoney(' 3 million ')).toBe(3_000_000);
    for (const bad of ['', 'abc', '2.5.5M', '-5', '1,00,000', '99999999999'])
      expect(readMoney(bad)).toBeUndefined();
  });
});
