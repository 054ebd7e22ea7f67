import { discountPercent } from './discount.ts';
import type { MapBox } from './map-box.ts';
import { findPriceRange } from './price-ranges.ts';

/** The handover filter's values (handover.ts reads a listing's handover into one of them). */
export const HANDOVER_FILTERS = ['ready', 'off-plan'] as const;
export type HandoverFilter = (typeof HANDOVER_FILTERS)[number];

export const isHandoverFilter = (value: unknown): value is HandoverFilter =>
  value === 'ready' || value === 'off-plan';

export interface ListingFilters {
  q?: string | undefined;
  location?: string | undefined;
  type?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Ready or off-plan at `now` (handoverState). */
  handover?: HandoverFilter | undefined;
  /** At least this many percent below the market (below_market_pct); listings without a figure never match. */
  minBelowMarket?: number | undefined;
  /** A gross rent yield of at least this many percent (gross_yield_pct); listings without a figure never match. */
  minYield?: number | undefined;
  /** At least this many percent off the original price, as the card's "N% OFF" badge rounds it. */
  minDiscount?: number | undefined;
  /** Inside this box on the map (the map view's `bbox`); listings without a point never are. */
  bbox?: MapBox | undefined;
}

export interface FilterableListing {
  property_name: string;
  developer: string;
  location: string;
  property_type: string;
  distress_price: number;
  handover_date?: string | null | undefined;
  below_market_pct?: number | null | undefined;
  gross_yield_pct?: number | null | undefined;
  /** Needed by the minimum discount filter only. */
  original_price?: number | undefined;
  /** The listing's point; needed by the map box filter only. */
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

/**
 * At least `min` percent off the original price, the discount rounded as the card's badge shows it
 * (discountPercent): a "20% OFF" card is in "at least 20 %". No `min`: any.
 */
export const meetsDiscount = (
  listing: Pick<FilterableListing, 'original_price' | 'distress_price'>,
  min: number | undefined,
): boolean =>
  min === undefined || discountPercent(listing.original_price ?? 0, listing.distress_price) >= min;

/** The minimum discount filter's choices, in percent off the original price. */
export const DISCOUNT_FILTERS = [10, 20, 30, 40, 50] as const;

/**
 * The minimum discount filter's value as the URL and the API write it: a whole number of percent from
 * 0 to 99 ("20": at least 20 % off); undefined for anything else.
 */
export const parseMinDiscount = (value: string | null | undefined): number | undefined => parsePercent(value);

/** At least `min` percent below the market; a listing without a market figure never is. No `min`: any. */
export const meetsBelowMarket = (
  listing: Pick<FilterableListing, 'below_market_pct'>,
  min: number | undefined,
): boolean =>
  min === undefined ||
  (listing.below_market_pct !== null &&
    listing.below_market_pct !== undefined &&
    listing.below_market_pct >= min);

/** The "below market" filter's choices, in percent: at least this far below the market's median. */
export const BELOW_MARKET_FILTERS = [5, 10, 15, 20, 30] as const;

/**
 * The "below market" filter's value as the URL and the API write it: a whole number of percent from 0
 * to 99 ("10": at least 10 % below the market); undefined for anything else.
 */
export function parseBelowMarket(value: string | null | undefined): number | undefined {
  return parsePercent(value);
}

/** A gross rent yield of at least `min` percent; a listing without a yield figure never has one. No `min`: any. */
export const meetsYield = (
  listing: Pick<FilterableListing, 'gross_yield_pct'>,
  min: number | undefined,
): boolean =>
  min === undefined ||
  (listing.gross_yield_pct !== null &&
    listing.gross_yield_pct !== undefined &&
    listing.gross_yield_pct >= min);

/** The yield filter's choices, in percent: a gross rent yield of at least this much. */
export const YIELD_FILTERS = [4, 5, 6, 7, 8] as const;

/** Most the yield filter may ask for, in percent (a gross yield above it is not a home's). */
export const MAX_MIN_YIELD = 50;

/**
 * The yield filter's value as the URL and the API write it: a whole number of percent from 0 to
 * MAX_MIN_YIELD ("6": at least 6 % gross); undefined for anything else.
 */
export function parseMinYield(value: string | null | undefined): number | undefined {
  const percent = parsePercent(value);
  return percent !== undefined && percent <= MAX_MIN_YIELD ? percent : undefined;
}

function parsePercent(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,2}$/u.test(value)) return undefined;
  return Number(value);
}

/** Most a price bound may be (the API's max_price). */
export const MAX_PRICE_BOUND = 2_000_000_000;

const CUSTOM_PRICE_RE = /^(\d{0,10})-(\d{0,10})$/u;

/**
 * The price filter's URL value: "all", a PRICE_RANGES id, or a custom range "min-max" with either end
 * open ("1500000-", "-2000000"). Bounds inclusive; undefined for anything else (the page then shows all).
 */
export function parsePriceParam(value: string): Pick<ListingFilters, 'minPrice' | 'maxPrice'> | undefined {
  if (value === 'all') return {};
  const range = findPriceRange(value);
  if (range) return { minPrice: range.min, maxPrice: range.max };
  const m = CUSTOM_PRICE_RE.exec(value);
  const minPrice = m?.[1] ? Number(m[1]) : undefined;
  const maxPrice = m?.[2] ? Number(m[2]) : undefined;
  // Comparisons with an open end (undefined) are false.
  if (
    !m ||
    !(m[1] || m[2]) ||
    minPrice! > MAX_PRICE_BOUND ||
    maxPrice! > MAX_PRICE_BOUND ||
    minPrice! > maxPrice!
  )
    return undefined;
  return { minPrice, maxPrice };
}

/** The URL value of a custom range (either end may be undefined): "min-max", or "all" with neither. */
export const priceParam = (minPrice: number | undefined, maxPrice: number | undefined): string =>
  minPrice === undefined && maxPrice === undefined ? 'all' : `${minPrice ?? ''}-${maxPrice ?? ''}`;

/** Filters from the price filter's URL value (priceParam, a PRICE_RANGES id or "all"); invalid: all. */
export function priceBounds(rangeId: string): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  return parsePriceParam(rangeId) ?? {};
}
