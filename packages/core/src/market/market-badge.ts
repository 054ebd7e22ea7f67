/** A card claims a price below the market only from this far below (and only with enough sales). */
export const BELOW_MARKET_BADGE_PCT = 5;
/** ...and calls it a great deal from this far below. */
export const GREAT_DEAL_PCT = 15;

export interface MarketBadge {
  /** "12% below market". */
  label: string;
  /** At least GREAT_DEAL_PCT below: "Great deal". */
  great: boolean;
}

/**
 * What a listing's card says of the market: nothing without a reference (null: fewer than 5
 * comparable sales) or when the listing is less than 5 % below it; "N% below market" otherwise, a
 * great deal from 15 % below.
 */
export function marketBadge(belowMarketPct: number | null): MarketBadge | null {
  if (belowMarketPct === null || !(belowMarketPct >= BELOW_MARKET_BADGE_PCT)) return null;
  return { label: `${Math.floor(belowMarketPct)}% below market`, great: belowMarketPct >= GREAT_DEAL_PCT };
}
