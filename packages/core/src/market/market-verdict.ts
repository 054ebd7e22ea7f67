/**
 * Our verdict on a listing's price (issue 41): below, at or above the market, or unknown without
 * enough registered sales to compare with. The seller's "% OFF" (against the developer's price) is
 * their claim; this is the evidence.
 */
export const MARKET_VERDICTS = ['below', 'at', 'above', 'unknown'] as const;
export type MarketVerdict = (typeof MARKET_VERDICTS)[number];

/** Within this many percent of the market's median either way, a listing is at the market. */
export const AT_MARKET_PCT = 5;
/** From this far below the market, a listing is called a great deal. */
export const GREAT_DEAL_PCT = 15;

/**
 * The verdict from how far below the market a listing is (% of the median price per sq ft, negative
 * above it; null without a reference): below from 5 % under the median, above from 5 % over it, at the
 * market between.
 */
export function marketVerdict(belowMarketPct: number | null): MarketVerdict {
  if (belowMarketPct === null || !Number.isFinite(belowMarketPct)) return 'unknown';
  if (belowMarketPct >= AT_MARKET_PCT) return 'below';
  if (belowMarketPct <= -AT_MARKET_PCT) return 'above';
  return 'at';
}

/**
 * The whole percent a verdict names: rounded towards the median, so that a listing is never said to be
 * further below the market than it is ("14.9 %" below reads 14 %).
 */
export const marketPctShown = (belowMarketPct: number): number => Math.floor(Math.abs(belowMarketPct));

/** A great deal: at least 15 % below the market. Never said of a listing at or above it. */
export const isGreatDeal = (belowMarketPct: number | null): boolean =>
  belowMarketPct !== null && belowMarketPct >= GREAT_DEAL_PCT;
