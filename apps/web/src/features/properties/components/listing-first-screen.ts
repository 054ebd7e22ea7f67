import { locationOptions, priceBounds, sortListings, typeOptions } from '@dd/core';
import type { PropertySummary } from '@dd/core';

import type { ListingFirstScreen } from '../api/get-properties';
import type { ListingView } from './listing-params';
import { searchIndex, searchListings } from './listing-search';
import { FIRST_MOUNTED_CARDS } from './property-grid';

/**
 * The first screen of a view of the list: its first cards (as many as the grid mounts at first), the
 * counts and the filter bar's choices, computed as the listing computes them from the whole list.
 */
export function listingFirstScreen(list: PropertySummary[], view: ListingView): ListingFirstScreen {
  const { q, location, type, price } = view;
  const visible = searchListings(searchIndex(sortListings(list, view.sort)), {
    q,
    location,
    type,
    ...priceBounds(price),
  });
  return {
    cards: visible.slice(0, FIRST_MOUNTED_CARDS),
    shown: visible.length,
    total: list.length,
    locations: locationOptions(list.map((p) => p.location)),
    types: typeOptions(list.map((p) => p.property_type)),
  };
}
