import { findPriceRange } from './price-ranges.ts';

export interface ListingFilters {
  q?: string | undefined;
  location?: string | undefined;
  type?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface FilterableListing {
  property_name: string;
  developer: string;
  location: string;
  property_type: string;
  distress_price: number;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

/**
 * SPEC §9 matching: search in name, developer or location; location and type by case-insensitive
 * containment; price bounds inclusive on the distress price. The server's SQL follows the same rules.
 */
export function matchesFilters(listing: FilterableListing, filters: ListingFilters): boolean {
  const q = filters.q?.trim();
  if (
    q &&
    !(contains(listing.property_name, q) || contains(listing.developer, q) || contains(listing.location, q))
  )
    return false;
  const location = filters.location?.trim();
  if (location && !contains(listing.location, location)) return false;
  const type = filters.type?.trim();
  if (type && !contains(listing.property_type, type)) return false;
  if (filters.minPrice !== undefined && listing.distress_price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && listing.distress_price > filters.maxPrice) return false;
  return true;
}

/** Filters from the price range option id of the filter bar ("all" or a PRICE_RANGES id). */
export function priceBounds(rangeId: string): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  const range = findPriceRange(rangeId);
  return range ? { minPrice: range.min, maxPrice: range.max } : {};
}
