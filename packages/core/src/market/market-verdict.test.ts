import { describe, expect, it } from 'vitest';
import { isGreatDeal, marketPctShown, marketVerdict } from './market-verdict.ts';

describe('marketVerdict', () => {
  it('is unknown without a reference', () => {
    expect(marketVerdict(null)).toBe('unknown');
    expect(marketVerdict(Number.NaN)).toBe('unknown');
  });

  it('is at the market within 5 % of the median either way', () => {
    for (const pct of [0, 4.99, -4.99, 3, -2]) expect(marketVerdict(pct)).toBe('at');
  });

  it('is below from 5 % under the median and above from 5 % over it', () => {
    expect(marketVerdict(5)).toBe('below');
    expect(marketVerdict(21.4)).toBe('below');
    expect(marketVerdict(-5)).toBe('above');
    expect(marketVerdict(-16)).toBe('above');
  });
});

describe('the percent shown and the great deal', () => {
  it('never rounds a listing further from the median than it is', () => {
    expect(marketPctShown(14.9)).toBe(14);
    expect(marketPctShown(-16.7)).toBe(16);
  });

  it('calls only a listing 15 % or more below the market a great deal', () => {
    expect(isGreatDeal(15)).toBe(true);
    expect(isGreatDeal(14.9)).toBe(false);
    expect(isGreatDeal(-30)).toBe(false);
    expect(isGreatDeal(null)).toBe(false);
  });
});
