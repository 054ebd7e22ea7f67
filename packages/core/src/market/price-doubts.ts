import { AED_PER_USD, formatAed } from '../domain/money.ts';

/**
 * How the parser came by a price, when that alone makes it doubtful: the ad's original price was below
 * its asking price (the two were swapped), or the price was given in US dollars only (converted at the
 * peg) or in another currency only (not read).
 */
export type PriceNote = 'swapped' | 'usd_only' | 'foreign_only';

/** A price per sq ft under this share of the market's median, or over the next, is implausible. */
export const PLAUSIBLE_SHARE_OF_MEDIAN = { min: 0.4, max: 2.5 } as const;
/** A discount over this many percent is implausible. */
export const MAX_PLAUSIBLE_DISCOUNT_PCT = 50;

export interface PriceFacts {
  distress_price: number | null;
  original_price: number | null;
  size_sqft: number | null;
  /** The median price per sq ft of the narrowest comparable sales there are enough of; null without. */
  market_median_per_sqft: number | null;
  price_notes?: readonly PriceNote[];
}

const perSqft = (amount: number) => `${formatAed(Math.round(amount))} per sq ft`;

/**
 * Why a price is implausible (issue 41), each reason a sentence an admin acts on, saying what the
 * market pays where it knows; none for a plausible price. A listing is never published from a post on
 * such a price without an admin.
 */
export function priceDoubts(facts: PriceFacts): string[] {
  const doubts: string[] = [];
  const notes = new Set(facts.price_notes ?? []);
  const { distress_price: price, original_price: original, size_sqft: size } = facts;
  const median = facts.market_median_per_sqft;
  if (notes.has('foreign_only')) doubts.push('The only price given is not in AED, so it was not read.');
  if (notes.has('usd_only'))
    doubts.push(`The only price given is in US dollars: it was converted at ${AED_PER_USD} AED per dollar.`);
  if (price !== null && price > 0 && size !== null && size > 0 && median !== null && median > 0) {
    const share = price / size / median;
    if (share < PLAUSIBLE_SHARE_OF_MEDIAN.min)
      doubts.push(
        `${perSqft(price / size)} is under 40% of what comparable homes sell for here (median ${perSqft(median)}).`,
      );
    else if (share > PLAUSIBLE_SHARE_OF_MEDIAN.max)
      doubts.push(
        `${perSqft(price / size)} is over 250% of what comparable homes sell for here (median ${perSqft(median)}).`,
      );
  }
  if (notes.has('swapped') || (original !== null && price !== null && original > 0 && original < price))
    doubts.push('The original price given is below the asking price.');
  else if (original !== null && price !== null && original > 0) {
    const discount = ((original - price) / original) * 100;
    if (discount > MAX_PLAUSIBLE_DISCOUNT_PCT)
      doubts.push(`A discount of ${Math.round(discount)}% is over 50%: check both prices.`);
  }
  return doubts;
}
