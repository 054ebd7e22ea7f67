import {
  type FilterableListing,
  type ListingFilters,
  meetsBelowMarket,
  meetsDiscount,
  meetsYield,
} from './filters.ts';
import { handoverState } from './handover.ts';
import { inMapBox } from './map-box.ts';
import { matchesSearch, parseSearch } from './search-query.ts';

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

/**
 * SPEC §9 matching: the search in name, developer or location, with the community names, type words
 * and handover words it knows (parseSearch; a handover word and the handover filter both apply); location and type by case-insensitive containment; price bounds inclusive on
 * the distress price; the handover ready or off-plan at `now`;
 * at least `minBelowMarket` percent below the market; a gross rent yield of at least `minYield` percent;
 * at least `minDiscount` percent off the original price (the badge's rounding); inside the map box
 * `bbox` (a listing without a point never is). The server's SQL follows the same rules.
 */
export function matchesFilters(
  listing: FilterableListing,
  filters: ListingFilters,
  now: Date = new Date(),
): boolean {
  const q = filters.q?.trim();
  if (
    q &&
    !matchesSearch(
      parseSearch(q),
      {
        name: listing.property_name.toLowerCase(),
        developer: listing.developer.toLowerCase(),
        location: listing.location.toLowerCase(),
        propertyType: listing.property_type,
        handoverDate: listing.handover_date,
      },
      now,
    )
  )
    return false;
  const location = filters.location?.trim();
  if (location && !contains(listing.location, location)) return false;
  const type = filters.type?.trim();
  if (type && !contains(listing.property_type, type)) return false;
  if (filters.minPrice !== undefined && listing.distress_price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && listing.distress_price > filters.maxPrice) return false;
  if (filters.handover && handoverState(listing.handover_date, now) !== filters.handover) return false;
  if (!meetsBelowMarket(listing, filters.minBelowMarket)) return false;
  if (!meetsYield(listing, filters.minYield)) return false;
  if (!meetsDiscount(listing, filters.minDiscount)) return false;
  if (filters.bbox && !inMapBox(listing, filters.bbox)) return false;
  return true;
}
