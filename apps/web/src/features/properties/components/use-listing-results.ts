import {
  locationOptions,
  parseBelowMarket,
  parseMapBox,
  parseMinDiscount,
  parseMinYield,
  priceBounds,
  sortListings,
  typeOptions,
} from '@dd/core';
import type { PropertyFacets, PropertySummary } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';

import { usePropertyFacets } from '../api/get-property-facets';
import {
  LISTING_PAGE_SIZE,
  listingFirstScreenKey,
  useProperties,
  usePropertyPages,
} from '../api/get-properties';
import type { ListingFirstScreen } from '../api/get-properties';
import { WHOLE_LIST_LIMIT } from './listing-limits';
import { apiQueryFromView, searchFromView } from './listing-params';
import type { ListingView } from './listing-params';
import { useListingMatcher } from './listing-matcher';
import { searchIndex, searchListings } from './listing-search';

/** What the listing shows for a view. */
export interface ListingResults {
  /** Nothing to show yet: neither an answer nor the server's first screen of this view. */
  isPending: boolean;
  /** The cards on screen, in the view's order. */
  cards: readonly PropertySummary[];
  /** How many listings the view matches, and how many the list holds. */
  shown: number;
  total: number;
  /** The filter bar's choices, from the whole list. */
  locations: readonly string[];
  types: readonly string[];
  /** Matching listings not on screen yet, and the call that adds the next page of them. */
  remaining: number;
  showMore: () => void;
  /** A 'Show more' is loading. */
  loadingMore: boolean;
  /** The last 'Show more' failed (the cards loaded before it stay). */
  moreFailed: boolean;
  /**
   * The list could not be loaded (and stays so while it is asked for again): the cards are at most the
   * server's first screen, never an answer of the list.
   */
  failed: boolean;
  /** Asks again for what failed, and whether it is on its way. */
  retry: () => void;
  retrying: boolean;
}

/**
 * The cards, counts and choices of a view, from one of two sources the size of the list picks: the
 * whole list, filtered in the browser on every key (`view`), or pages of the view from the API, asked
 * for once typing pauses (`settledView`, whose text is the one in the URL). Until the first answer, the
 * view's first screen as the server rendered it, if it did.
 */
export function useListingResults(view: ListingView, settledView: ListingView): ListingResults {
  const facets = usePropertyFacets(view.sold);
  // Without the facets (they failed, also while asked for again) the page falls back to the whole
  // list, as before there were any.
  const paged = facets.data
    ? facets.data.total > WHOLE_LIST_LIMIT
    : facets.errorUpdateCount
      ? false
      : undefined;

  const list = useWholeList(view, paged === false);
  const pages = usePagedList(settledView, paged === true);
  const results = paged ? pages : list;

  const queryClient = useQueryClient();
  const firstScreen = results.loaded
    ? undefined
    : queryClient.getQueryData<ListingFirstScreen>(listingFirstScreenKey(searchFromView(view).toString()));
  const failed = results.failed;
  const retry = () => {
    if (!facets.data) void facets.refetch();
    results.retry();
  };
  const retrying = results.retrying || facets.isFetching;
  // The server sends the facets with the first screen; a failure after it leaves its cards on screen.
  if (firstScreen && facets.data) {
    const { cards, shown } = firstScreen;
    const more = { ...NO_MORE, failed, retry, retrying };
    return { isPending: false, cards, shown, ...pick(facets.data), remaining: 0, ...more };
  }
  const { loaded, ...rest } = results;
  // Paging, the list's size and the filter bar's choices are the facets'.
  const whole = paged ? facets.data : undefined;
  return { ...rest, retry, retrying, isPending: !loaded && !failed, ...(whole && pick(whole)) };
}

const pick = ({ total, locations, types }: PropertyFacets) => ({ total, locations, types });

const NO_MORE = { showMore: () => {}, loadingMore: false, moreFailed: false };
const NO_LISTINGS: PropertySummary[] = [];

interface SourceResults extends Omit<ListingResults, 'isPending'> {
  /** The source has answered for this view (or, paging, for an earlier one still on screen). */
  loaded: boolean;
}

/** The whole list, downloaded once (while `enabled`), sorted, filtered and counted here. */
function useWholeList(view: ListingView, enabled: boolean): SourceResults {
  const { data, errorUpdateCount, refetch, isFetching } = useProperties(view.sold, enabled);
  // The list arrives through a store update, which React renders at once in one piece; deferred, the
  // first screen stays for that moment and the listing renders in slices that yield to the browser.
  const listed = useDeferredValue(data);
  const properties = listed ?? NO_LISTINGS;
  const locations = useMemo(() => locationOptions(properties.map((p) => p.location)), [properties]);
  const types = useMemo(() => typeOptions(properties.map((p) => p.property_type)), [properties]);
  // Sorting and lower-casing run once per list and sort; a keystroke only scans the index, whose
  // order the filter keeps.
  const index = useMemo(() => searchIndex(sortListings(properties, view.sort)), [properties, view.sort]);
  const { q, location, type, price, handover, belowMarket, minYield, minDiscount, bbox } = view;
  // The search's rules load on demand: until then the search is plain containment, and a handover
  // filter waits for them.
  const matcher = useListingMatcher(enabled && (q.trim() !== '' || handover !== ''));
  const waiting = handover !== '' && !matcher;
  const visible = useMemo(
    () =>
      searchListings(
        index,
        {
          q,
          location,
          type,
          ...priceBounds(price),
          handover: handover || undefined,
          minBelowMarket: parseBelowMarket(belowMarket),
          minYield: parseMinYield(minYield),
          minDiscount: parseMinDiscount(minDiscount),
          bbox: parseMapBox(bbox),
        },
        matcher,
      ),
    [index, q, location, type, price, handover, belowMarket, minYield, minDiscount, bbox, matcher],
  );

  // A new search, filter or sort starts again from the first cards.
  const viewKey = searchFromView(view).toString();
  const [shown, setShown] = useState({ viewKey, count: LISTING_PAGE_SIZE });
  const count = shown.viewKey === viewKey ? shown.count : LISTING_PAGE_SIZE;
  const cards = useMemo(() => visible.slice(0, count), [visible, count]);
  return {
    loaded: listed !== undefined && !waiting,
    // A failed refetch keeps the list on screen.
    failed: !data && errorUpdateCount > 0,
    retry: () => void refetch(),
    retrying: isFetching,
    cards,
    shown: visible.length,
    total: properties.length,
    locations,
    types,
    remaining: visible.length - cards.length,
    showMore: () => setShown({ viewKey, count: count + LISTING_PAGE_SIZE }),
    loadingMore: false,
    moreFailed: false,
  };
}

/** The view's pages from the API (while `enabled`): the first on a new view, the next on 'Show more'. */
function usePagedList(view: ListingView, enabled: boolean): SourceResults {
  const { data, failed, retry, retrying, hasNextPage, fetchNextPage, isFetchingNextPage, moreFailed } =
    usePropertyPages(apiQueryFromView(view), enabled);
  const cards = useMemo(() => data?.pages.flatMap((page) => page.items) ?? NO_LISTINGS, [data]);
  const shown = data?.pages[0]?.total ?? cards.length;
  return {
    loaded: data !== undefined,
    failed,
    retry,
    retrying,
    cards,
    shown,
    total: shown,
    locations: [],
    types: [],
    // The count can be a minute old: a page may end the view before it says.
    remaining: hasNextPage ? Math.max(shown - cards.length, 1) : 0,
    showMore: fetchNextPage,
    loadingMore: isFetchingNextPage,
    moreFailed,
  };
}
