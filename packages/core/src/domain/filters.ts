import { handoverState, type HandoverFilter } from './handover.ts';
import { findPriceRange } from './price-ranges.ts';
import { matchesSearch, parseSearch } from './search-query.ts';

export interface ListingFilters {
  q?: string | undefined;
  location?: string | undefined;
  type?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Ready or off-plan at `now` (handoverState). */
  handover?: HandoverFilter | undefined;
}

export interface FilterableListing {
  property_name: string;
  developer: string;
  location: string;
  property_type: string;
  distress_price: number;
  handover_date?: string | null | undefined;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

/**
 * SPEC §9 matching: the search in name, developer or location, with the community names and type words
 * it knows (parseSearch); location and type by case-insensitive containment; price bounds inclusive on
 * the distress price; the handover ready or off-plan at `now`. The server's SQL follows the same rules.
 */
export function matchesFilters(
  listing: FilterableListing,
  filters: ListingFilters,
  now: Date = new Date(),
): boolean {
  const q = filters.q?.trim();
  if (
    q &&
    !matchesSearch(parseSearch(q), {
      name: listing.property_name.toLowerCase(),
      developer: listing.developer.toLowerCase(),
      location: listing.location.toLowerCase(),
      propertyType: listing.property_type,
    })
  )
    return false;
  const location = filters.location?.trim();
  if (location && !contains(listing.location, location)) return false;
  const type = filters.type?.trim();
  if (type && !contains(listing.property_type, type)) return false;
  if (filters.minPrice !== undefined && listing.distress_price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && listing.distress_price > filters.maxPrice) return false;
  if (filters.handover && handoverState(listing.handover_date, now) !== filters.handover) return false;
  return true;
}

/** Most a price bound may be (the API's max_price). */
export const MAX_PRICE_BOUND = 2_000_000_000;

const MONEY_RE = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mn|mln|million|thousand)?$/u;

/**
 * An amount of AED as a visitor types it in a price box: "2.5M", "950K", "2,500,000", "1500000"
 * (an "AED" before or after is allowed). Undefined for anything else.
 */
export function readMoney(written: string): number | undefined {
  const text = written
    .trim()
    .toLowerCase()
    .replace(/^aed\s*|\s*aed$/gu, '');
  const m = MONEY_RE.exec(text);
  if (!m) return undefined;
  const scale = m[2] === undefined ? 1 : m[2].startsWith('k') || m[2] === 'thousand' ? 1_000 : 1_000_000;
  const amount = Math.round(Number(m[1]!.replace(/,/g, '')) * scale);
  return Number.isSafeInteger(amount) && amount <= MAX_PRICE_BOUND ? amount : undefined;
}

const BOUND_RE = /^\d{0,10}$/u;

/**
 * The price filter's URL value: "all", a PRICE_RANGES id, or a custom range "min-max" with either end
 * open ("1500000-", "-2000000"). Bounds inclusive; undefined for anything else (the page then shows all).
 */
export function parsePriceParam(value: string): Pick<ListingFilters, 'minPrice' | 'maxPrice'> | undefined {
  if (value === 'all') return {};
  const range = findPriceRange(value);
  if (range) return { minPrice: range.min, maxPrice: range.max };
  const dash = value.indexOf('-');
  if (dash < 0) return undefined;
  const low = value.slice(0, dash);
  const high = value.slice(dash + 1);
  if (!BOUND_RE.test(low) || !BOUND_RE.test(high) || (low === '' && high === '')) return undefined;
  const minPrice = low === '' ? undefined : Number(low);
  const maxPrice = high === '' ? undefined : Number(high);
  if ((minPrice ?? 0) > MAX_PRICE_BOUND || (maxPrice ?? 0) > MAX_PRICE_BOUND) return undefined;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return undefined;
  return { ...(minPrice !== undefined && { minPrice }), ...(maxPrice !== undefined && { maxPrice }) };
}

/** The URL value of a custom range (either end may be undefined): "min-max", or "all" with neither. */
export const priceParam = (minPrice: number | undefined, maxPrice: number | undefined): string =>
  minPrice === undefined && maxPrice === undefined ? 'all' : `${minPrice ?? ''}-${maxPrice ?? ''}`;

/** Filters from the price filter's URL value (priceParam, a PRICE_RANGES id or "all"); invalid: all. */
export function priceBounds(rangeId: string): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  return parsePriceParam(rangeId) ?? {};
}
