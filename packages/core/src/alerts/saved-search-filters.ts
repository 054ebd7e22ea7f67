import { discountPercent } from '../domain/discount.ts';
import type { ListingFilters } from '../domain/filters.ts';
import { priceParam } from '../domain/filters.ts';
import { findPriceRange, PRICE_RANGES } from '../domain/price-ranges.ts';
import { formatCompactAed } from './compact-price.ts';

/** A saved search's filters as stored (null: not filtered on). */
export interface SavedSearchFilters {
  q: string | null;
  location: string | null;
  property_type: string | null;
  min_price: number | null;
  max_price: number | null;
  min_discount: number | null;
  min_below_market: number | null;
  min_yield: number | null;
}

const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** The list's filters of a saved search: matchesFilters over them is what the alert sends. */
export function savedSearchListingFilters(search: SavedSearchFilters): ListingFilters {
  return {
    q: opt(search.q),
    location: opt(search.location),
    type: opt(search.property_type),
    minPrice: opt(search.min_price),
    maxPrice: opt(search.max_price),
    minDiscount: opt(search.min_discount),
    minBelowMarket: opt(search.min_below_market),
    minYield: opt(search.min_yield),
  };
}

/**
 * The home page's URL query that shows the search (its `q`, `location`, `type`, `price`,
 * `min_discount`, `below_market` and `min_yield`, as the page writes them), without the leading "?".
 */
export function savedSearchQuery(search: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.location) params.set('location', search.location);
  if (search.property_type) params.set('type', search.property_type);
  const price = priceParam(opt(search.min_price), opt(search.max_price));
  const preset = PRICE_RANGES.find((r) => r.min === search.min_price && r.max === search.max_price);
  if (price !== 'all') params.set('price', preset && findPriceRange(preset.id) ? preset.id : price);
  if (search.min_discount !== null) params.set('min_discount', String(search.min_discount));
  if (search.min_below_market !== null) params.set('below_market', String(search.min_below_market));
  if (search.min_yield !== null) params.set('min_yield', String(search.min_yield));
  return params.toString();
}

/** A saved search from the home page's URL query (what "Alert me" saves); unknown values are left out. */
export function savedSearchFromQuery(
  filters: ListingFilters,
): Pick<
  SavedSearchFilters,
  | 'q'
  | 'location'
  | 'property_type'
  | 'min_price'
  | 'max_price'
  | 'min_discount'
  | 'min_below_market'
  | 'min_yield'
> {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    q: text(filters.q),
    location: text(filters.location),
    property_type: text(filters.type),
    min_price: filters.minPrice ?? null,
    max_price: filters.maxPrice ?? null,
    min_discount: filters.minDiscount ?? null,
    min_below_market: filters.minBelowMarket ?? null,
    min_yield: filters.minYield ?? null,
  };
}

/** The words of a search's name in one language; English by default (ENGLISH_SEARCH_WORDS). */
export interface SearchNameWords {
  /** "2BR in Dubai Marina". */
  whatIn: (what: string, location: string) => string;
  /** "AED 1M–AED 2M". */
  between: (min: string, max: string) => string;
  under: (max: string) => string;
  from: (min: string) => string;
  /** "20%+ off". */
  off: (pct: number) => string;
  /** "10%+ below market". */
  belowMarket: (pct: number) => string;
  /** "6%+ yield". */
  minYield: (pct: number) => string;
  all: string;
  /** A price in short form: "AED 2M". */
  price: (value: number) => string;
  /** Between the parts: ", " (Arabic "، "). */
  separator?: string;
}

export const ENGLISH_SEARCH_WORDS: SearchNameWords = {
  whatIn: (what, location) => `${what} in ${location}`,
  between: (min, max) => `${min}–${max}`,
  under: (max) => `under ${max}`,
  from: (min) => `from ${min}`,
  off: (pct) => `${pct}%+ off`,
  belowMarket: (pct) => `${pct}%+ below market`,
  minYield: (pct) => `${pct}%+ yield`,
  all: 'All deals',
  price: formatCompactAed,
};

/**
 * A name for a search that was given none, from its filters: "2BR in Dubai Marina, under AED 2M,
 * 20 %+ off"; "All deals" without filters. In another language with that language's words.
 */
export function savedSearchDefaultName(
  search: SavedSearchFilters,
  words: SearchNameWords = ENGLISH_SEARCH_WORDS,
): string {
  const parts: string[] = [];
  const what = [search.q ? `"${search.q}"` : null, search.property_type].filter(Boolean).join(' ');
  if (what && search.location) parts.push(words.whatIn(what, search.location));
  else if (what || search.location) parts.push(what || search.location!);
  if (search.min_price !== null && search.max_price !== null)
    parts.push(words.between(words.price(search.min_price), words.price(search.max_price)));
  else if (search.max_price !== null) parts.push(words.under(words.price(search.max_price)));
  else if (search.min_price !== null) parts.push(words.from(words.price(search.min_price)));
  if (search.min_discount !== null) parts.push(words.off(search.min_discount));
  if (search.min_below_market !== null) parts.push(words.belowMarket(search.min_below_market));
  if (search.min_yield !== null) parts.push(words.minYield(search.min_yield));
  const name = parts.join(words.separator ?? ', ') || words.all;
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** The discount an alert shows for a listing (the card's badge). */
export const alertDiscount = (listing: { original_price: number; distress_price: number }): number =>
  discountPercent(listing.original_price, listing.distress_price);
