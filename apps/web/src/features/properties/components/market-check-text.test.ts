import { describe, expect, it } from 'vitest';

import {
  chartSummary,
  comparableHomes,
  formatMonthIndex,
  formatSaleDay,
  marketVerdict,
  monthIndexOf,
  reasonSentence,
} from './market-check-text';

describe('the market check in words', () => {
  it('names the comparable homes by bedrooms, kind and state', () => {
    expect(comparableHomes({ kind: 'apartment', rooms: '1 B/R', offplan: false })).toBe(
      '1-bedroom apartments',
    );
    expect(comparableHomes({ kind: 'apartment', rooms: 'Studio', offplan: true })).toBe(
      'off-plan studio apartments',
    );
    expect(comparableHomes({ kind: 'villa', rooms: '4 B/R', offplan: false })).toBe('4-bedroom villas');
    // No bedroom count on the listing: any.
    expect(comparableHomes({ kind: 'townhouse', rooms: null, offplan: false })).toBe('townhouses');
  });

  it('says below or above the market in whole percents, as the cards do', () => {
    expect(marketVerdict(20.8)).toBe('20% below market');
    expect(marketVerdict(-8.4)).toBe('8% above market');
    expect(marketVerdict(0.4)).toBe('At the market median');
    expect(marketVerdict(-0.9)).toBe('At the market median');
  });

  it("makes a sentence of the server's reason", () => {
    expect(reasonSentence('No market data is loaded yet')).toBe('No market data is loaded yet.');
    expect(reasonSentence('fewer than 5 comparable sales in 24 months at every level')).toBe(
      'Fewer than 5 comparable sales in 24 months at every level.',
    );
    expect(reasonSentence('Already a sentence.')).toBe('Already a sentence.');
  });

  it('dates sales and counts months for the chart', () => {
    expect(formatSaleDay('2026-10-01')).toBe('1 Oct 2026');
    expect(monthIndexOf('2026-10-01')).toBe(2026 * 12 + 9);
    expect(monthIndexOf('2026-02-15')).toBeCloseTo(2026 * 12 + 1 + 14 / 28);
    expect(formatMonthIndex(2026 * 12 + 9)).toBe('Oct 2026');
    expect(formatMonthIndex(2027 * 12)).toBe('Jan 2027');
  });

  it('says when the chart draws a spread of the comparables rather than all of them', () => {
    const check = {
      comparables: 300,
      median_price_per_sqft: 2000,
      listing_price_per_sqft: 1500,
      window_months: 12 as const,
      sales: [
        { date: '2026-11-01', price_per_sqft: 2100 },
        { date: '2026-01-01', price_per_sqft: 1900 },
      ],
    };
    // Amounts keep their no-break space.
    expect(chartSummary(check as Parameters<typeof chartSummary>[0]).replaceAll('\u00a0', ' ')).toBe(
      'Chart of 2 of 300 comparable sales, spread over the last 12 months, from AED 1,900 to AED 2,100 ' +
        'per sq ft; the median is AED 2,000 per sq ft, this listing AED 1,500 per sq ft.',
    );
  });
});
