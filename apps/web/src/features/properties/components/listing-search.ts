import type { FilterableListing, ListingFilters } from '@dd/core';
import { inMapBox, meetsBelowMarket, meetsDiscount, meetsYield } from '@dd/core';

import type { ListingMatcher } from './listing-matcher';

interface SearchEntry<T> {
  listing: T;
  name: string;
  developer: string;
  location: string;
  type: string;
  /** property_type as written, for the search's type words. */
  propertyType: string;
  /** handover_date as written, for the search's handover words. */
  handoverDate: string | null | undefined;
}

/** Listings with their searched fields lower-cased once, ready for many searches. */
export type SearchIndex<T> = readonly SearchEntry<T>[];

/**
 * Lower-cases the searched fields once per list: matching a keystroke against 5,000 listings then costs
 * a substring test per field instead of lower-casing every field again.
 */
export function searchIndex<T extends FilterableListing>(listings: readonly T[]): SearchIndex<T> {
  return listings.map((listing) => ({
    listing,
    name: listing.property_name.toLowerCase(),
    developer: listing.developer.toLowerCase(),
    location: listing.location.toLowerCase(),
    type: listing.property_type.toLowerCase(),
    propertyType: listing.property_type,
    handoverDate: listing.handover_date,
  }));
}

/**
 * The listings that match, in the order of the index; the same rules as matchesFilters (SPEC §9),
 * with the search's rules (communities and what they hold, type and handover words) and the handover
 * filter's from `matcher` (loaded on demand). Without it, the search is plain containment and a
 * handover filter matches nothing yet (the caller waits for the matcher).
 */
export function searchListings<T extends FilterableListing>(
  index: SearchIndex<T>,
  filters: ListingFilters,
  matcher?: ListingMatcher,
  now: Date = new Date(),
): T[] {
  const q = filters.q?.trim().toLowerCase();
  const search = q && matcher ? matcher.parseSearch(q) : undefined;
  const location = filters.location?.trim().toLowerCase();
  const type = filters.type?.trim().toLowerCase();
  const { minPrice, maxPrice, handover, minBelowMarket, minYield, minDiscount, bbox } = filters;
  const found: T[] = [];
  for (const entry of index) {
    if (
      search
        ? !matcher!.matchesSearch(search, entry, now)
        : q && !(entry.name.includes(q) || entry.developer.includes(q) || entry.location.includes(q))
    )
      continue;
    if (location && !entry.location.includes(location)) continue;
    if (type && !entry.type.includes(type)) continue;
    const price = entry.listing.distress_price;
    if ((minPrice !== undefined && price < minPrice) || (maxPrice !== undefined && price > maxPrice))
      continue;
    if (handover && matcher?.handoverState(entry.listing.handover_date, now) !== handover) continue;
    if (!meetsBelowMarket(entry.listing, minBelowMarket)) continue;
    if (!meetsYield(entry.listing, minYield)) continue;
    if (!meetsDiscount(entry.listing, minDiscount)) continue;
    if (bbox && !inMapBox(entry.listing, bbox)) continue;
    found.push(entry.listing);
  }
  return found;
}
