import { describe, expect, it } from 'vitest';
import { priceDoubts, type PriceFacts } from './price-doubts.ts';

const plausible: PriceFacts = {
  distress_price: 2_000_000,
  original_price: 2_500_000,
  size_sqft: 1_000,
  market_median_per_sqft: 2_200,
};

describe('priceDoubts', () => {
  it('finds nothing wrong with a price near the market and a discount up to 50 %', () => {
    expect(priceDoubts(plausible)).toEqual([]);
    expect(priceDoubts({ ...plausible, original_price: 4_000_000 })).toEqual([]); // exactly 50 %
    expect(priceDoubts({ ...plausible, market_median_per_sqft: null })).toEqual([]);
    expect(priceDoubts({ ...plausible, distress_price: 880_000, original_price: 1_000_000 })).toEqual([]); // 40 %
  });

  it('doubts a price per sq ft under 40 % or over 250 % of the median, saying what the market pays', () => {
    expect(priceDoubts({ ...plausible, distress_price: 550_000, original_price: 600_000 })).toEqual([
      'AED\u00a0550 per sq ft is under 40% of what comparable homes sell for here (median AED\u00a02,200 per sq ft).',
    ]);
    expect(priceDoubts({ ...plausible, distress_price: 5_600_000, original_price: 6_000_000 })).toEqual([
      'AED\u00a05,600 per sq ft is over 250% of what comparable homes sell for here (median AED\u00a02,200 per sq ft).',
    ]);
  });

  it('doubts a discount over 50 % and an original price below the asking price', () => {
    expect(priceDoubts({ ...plausible, original_price: 4_100_000 })).toEqual([
      'A discount of 51% is over 50%: check both prices.',
    ]);
    expect(priceDoubts({ ...plausible, original_price: 1_900_000 })).toEqual([
      'The original price given is below the asking price.',
    ]);
    // The parser swaps them back, and says it did.
    expect(priceDoubts({ ...plausible, price_notes: ['swapped'] })).toEqual([
      'The original price given is below the asking price.',
    ]);
  });

  it('doubts a price that was not given in AED', () => {
    expect(priceDoubts({ ...plausible, price_notes: ['usd_only'] })).toEqual([
      'The only price given is in US dollars: it was converted at 3.6725 AED per dollar.',
    ]);
    expect(
      priceDoubts({
        ...plausible,
        distress_price: null,
        original_price: null,
        price_notes: ['foreign_only'],
      }),
    ).toEqual(['The only price given is not in AED, so it was not read.']);
  });
});
