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
  };
}

/**
 * The home page's URL query that shows the search (its `q`, `location`, `type`, `price`,
 * `min_discount` and `below_market`, as the page writes them), without the leading "?".
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
  return params.toString();
}

/** A saved search from the home page's URL query (what "Alert me" saves); unknown values are left out. */
export function savedSearchFromQuery(
  filters: ListingFilters,
): Pick<
  SavedSearchFilters,
  'q' | 'location' | 'property_type' | 'min_price' | 'max_price' | 'min_discount' | 'min_below_market'
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
  };
}

/**
 * A name for a search that was given none, from its filters: "2BR in Dubai Marina, under AED 2M,
 * 20 %+ off"; "All deals" without filters.
 */
export function savedSearchDefaultName(search: SavedSearchFilters): string {
  const parts: string[] = [];
  const what = [search.q ? `"${search.q}"` : null, search.property_type].filter(Boolean).join(' ');
  if (what && search.location) parts.push(`${what} in ${search.location}`);
  else if (what || search.location) parts.push(what || search.location!);
  if (search.min_price !== null && search.max_price !== null)
    parts.push(`${formatCompactAed(search.min_price)}–${formatCompactAed(search.max_price)}`);
  else if (search.max_price !== null) parts.push(`under ${formatCompactAed(search.max_price)}`);
  else if (search.min_price !== null) parts.push(`from ${formatCompactAed(search.min_price)}`);
  if (search.min_discount !== null) parts.push(`${search.min_discount}%+ off`);
  if (search.min_below_market !== null) parts.push(`${search.min_below_market}%+ below market`);
  const name = parts.join(', ') || 'All deals';
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** The discount an alert shows for a listing (the card's badge). */
export const alertDiscount = (listing: { original_price: number; distress_price: number }): number =>
  discountPercent(listing.original_price, listing.distress_price);
