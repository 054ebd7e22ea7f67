import {
  DEFAULT_LISTING_SORT,
  isHandoverFilter,
  isListingSort,
  parseBelowMarket,
  parseMinDiscount,
  parseMapBox,
  parseMinYield,
  parsePriceParam,
  priceBounds,
} from '@dd/core';
import type { ListingSort } from '@dd/core';

import { EMPTY_FILTERS } from './filter-bar';
import type { ListingFilterValues } from './filter-bar';

export interface ListingView extends ListingFilterValues {
  sort: ListingSort;
  /** The map beside the list (`view=map`). */
  map: boolean;
  /** The map's box the list follows (`bbox`, "west,south,east,north"), only with the map; '' for none. */
  bbox: string;
}

export const DEFAULT_VIEW: ListingView = {
  ...EMPTY_FILTERS,
  sort: DEFAULT_LISTING_SORT,
  map: false,
  bbox: '',
};

/**
 * The filters and sort of the home page, read from its URL query (?q=&location=&type=&price=&handover=
 * &below_market=&min_yield=&min_discount=&sort=, and sold=1 to show sold deals) so that a filtered view can be
 * shared and the back button returns to it. `price` is a preset's id or a custom "min-max" (either end
 * open); `below_market`, `min_yield` and `min_discount` whole percents; `view=map` opens the map and
 * `bbox` is its box, which the list then follows (ignored without the map: a box nobody sees would
 * hide listings for no visible reason). Unknown values fall back.
 */
export function viewFromSearch(params: URLSearchParams): ListingView {
  const price = params.get('price') ?? '';
  const sort = params.get('sort');
  const handover = params.get('handover');
  const map = params.get('view') === 'map';
  const bbox = params.get('bbox') ?? '';
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    type: params.get('type') ?? '',
    price: parsePriceParam(price) ? price : DEFAULT_VIEW.price,
    handover: isHandoverFilter(handover) ? handover : '',
    belowMarket: parseBelowMarket(params.get('below_market'))?.toString() ?? '',
    minYield: parseMinYield(params.get('min_yield'))?.toString() ?? '',
    minDiscount: parseMinDiscount(params.get('min_discount'))?.toString() ?? '',
    sort: isListingSort(sort) ? sort : DEFAULT_VIEW.sort,
    sold: params.get('sold') === '1',
    map,
    bbox: map && parseMapBox(bbox) ? bbox : '',
  };
}

/** The URL query of a view; defaults are left out so the plain home page keeps a clean URL. */
export function searchFromView(view: ListingView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'location', 'type', 'price', 'handover', 'sort'] as const) {
    if (view[key] !== DEFAULT_VIEW[key] && view[key] !== '') params.set(key, view[key]);
  }
  if (view.belowMarket) params.set('below_market', view.belowMarket);
  if (view.minYield) params.set('min_yield', view.minYield);
  if (view.minDiscount) params.set('min_discount', view.minDiscount);
  if (view.sold) params.set('sold', '1');
  if (view.map) params.set('view', 'map');
  if (view.map && view.bbox) params.set('bbox', view.bbox);
  return params;
}

export const isFiltered = (view: ListingFilterValues): boolean =>
  view.q.trim() !== '' ||
  view.location !== '' ||
  view.type !== '' ||
  view.price !== 'all' ||
  view.handover !== '' ||
  view.belowMarket !== '' ||
  view.minYield !== '' ||
  view.minDiscount !== '';

/**
 * The query of GET /api/properties for a view (its filters, sort and sold listings), in a fixed order
 * so that one view is one cache entry. The search text is sent trimmed, as the page matches it.
 */
export function apiQueryFromView(view: ListingView): string {
  const params = new URLSearchParams();
  const q = view.q.trim();
  if (q) params.set('q', q);
  if (view.location) params.set('location', view.location);
  if (view.type) params.set('type', view.type);
  const { minPrice, maxPrice } = priceBounds(view.price);
  if (minPrice !== undefined) params.set('min_price', String(minPrice));
  if (maxPrice !== undefined) params.set('max_price', String(maxPrice));
  if (view.handover) params.set('handover', view.handover);
  if (view.belowMarket) params.set('min_below_market', view.belowMarket);
  if (view.minYield) params.set('min_yield', view.minYield);
  if (view.minDiscount) params.set('min_discount', view.minDiscount);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.sold) params.set('sold', 'include');
  if (view.map && view.bbox) params.set('bbox', view.bbox);
  return params.toString();
}

/**
 * How many filters a visitor set among those the phone's Filters sheet holds: location, type, price (a
 * preset or a range of one's own), handover, below market, rent yield, discount and the sold deals. The search text
 * is not counted: its box stays in view beside the button.
 */
export const activeFilterCount = (view: ListingFilterValues): number =>
  [
    view.location !== '',
    view.type !== '',
    view.price !== EMPTY_FILTERS.price,
    view.handover !== '',
    view.belowMarket !== '',
    view.minYield !== '',
    view.minDiscount !== '',
    view.sold,
  ].filter(Boolean).length;

/** The view without the sheet's filters (its Reset): the search text and the sort stay. */
export const withoutSheetFilters = (view: ListingView): ListingView => ({
  ...view,
  ...EMPTY_FILTERS,
  q: view.q,
});
