import type { PropertySummary } from '@dd/core';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiGet, apiGetWithHeaders } from '@/lib/api-client';
import { listOfRecords } from '@/lib/answers';

const propertyListSchema = listOfRecords<PropertySummary>();

/**
 * GET /api/properties: every public listing, in display order; sold ones only with `sold`
 * (?sold=include). Fetched while the list is small enough to filter in the browser (ADR 0021).
 */
export function getProperties(sold: boolean, signal?: AbortSignal): Promise<PropertySummary[]> {
  return apiGet(sold ? '/properties?sold=include' : '/properties', propertyListSchema, {
    signal,
  });
}

export const propertiesQueryOptions = (sold = false) =>
  queryOptions({
    queryKey: ['properties', 'list', sold],
    queryFn: ({ signal }) => getProperties(sold, signal),
    staleTime: 60_000,
  });

export function useProperties(sold: boolean, enabled: boolean) {
  return useQuery({ ...propertiesQueryOptions(sold), enabled });
}

/**
 * What the home page shows before the whole list has arrived, for one view of it (its URL query as
 * `searchFromView` writes it): the server's first render computes it from the list and hands it to
 * the browser with the page (src/entry-server.tsx), so the browser's first render shows the same cards.
 */
export interface ListingFirstScreen {
  /** The view's first cards. */
  cards: PropertySummary[];
  /** How many listings the view shows (the list's size and choices are the facets', sent beside). */
  shown: number;
}

export const listingFirstScreenKey = (search: string) => ['properties', 'first-screen', search] as const;

/** One page of a view of the list, as GET /api/properties with `limit` answers it. */
export interface ListingPage {
  items: PropertySummary[];
  /** The cursor of the next page (X-Next-Cursor); null on the last page. */
  next: string | null;
  /** How many listings match the view, every page together (X-Total-Count, on the first page). */
  total: number | undefined;
}

/** Listings per page when the home page pages through the API: the cards it adds per 'Show more'. */
export const LISTING_PAGE_SIZE = 24;

/**
 * GET /api/properties?{query}&limit=24[&cursor=…]: a page of the view whose filters and sort `query`
 * holds, filtered, sorted and counted by the database.
 */
export async function getPropertyPage(
  query: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const params = new URLSearchParams(query);
  params.set('limit', String(LISTING_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiGetWithHeaders(`/properties?${params}`, propertyListSchema, { signal });
  const total = headers.get('X-Total-Count');
  return {
    items: data,
    next: headers.get('X-Next-Cursor'),
    total: total === null ? undefined : Number(total),
  };
}

/** The pages of one view loaded so far, first to last. */
export interface ListingPages {
  pages: ListingPage[];
}

export const propertyPagesKey = (query: string) => ['properties', 'pages', query] as const;

/**
 * The pages of one view, fetched while `enabled`: the first on its own, the next ones added by
 * `fetchNextPage`. While the first page of a new view loads, the previous view's pages stay on screen (the
 * grid does not blink empty between two keys). One query per view holding its pages, rather than
 * useInfiniteQuery, whose observer would put the home page over its JavaScript budget (ADR 0007).
 */
export function usePropertyPages(query: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = propertyPagesKey(query);
  const pages = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ListingPages> => ({
      pages: [await getPropertyPage(query, null, signal)],
    }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  // The cursor of the page being added, while it loads, and of the last one that failed.
  const [adding, setAdding] = useState<string | null>(null);
  const [failedCursor, setFailedCursor] = useState('');
  // The view's first page failed (also while it is asked for again): nothing of the view to show, not
  // even the previous view's pages.
  const failed = pages.errorUpdateCount > 0 && (!pages.data || pages.isPlaceholderData);
  const last = pages.isPlaceholderData ? undefined : pages.data?.pages.at(-1);
  const fetchNextPage = () => {
    const cursor = last?.next;
    if (!cursor || adding === cursor) return;
    setAdding(cursor);
    getPropertyPage(query, cursor)
      .then((page) =>
        queryClient.setQueryData<ListingPages>(key, (loaded) =>
          // Added only to the pages it follows (not to the view loaded again meanwhile).
          loaded?.pages.at(-1)?.next === cursor ? { pages: [...loaded.pages, page] } : loaded,
        ),
      )
      // The button stays, to try again, and the page says it failed.
      .catch((error: unknown) => {
        console.error('Request failed', key, error);
        setFailedCursor(cursor);
      })
      .finally(() => setAdding(null));
  };
  return {
    data: failed ? undefined : pages.data,
    failed,
    retry: () => void pages.refetch(),
    retrying: pages.isFetching,
    hasNextPage: Boolean(last?.next),
    isFetchingNextPage: adding !== null,
    fetchNextPage,
    /** The next page failed the last time it was asked for (a cursor is never empty). */
    moreFailed: failedCursor === last?.next,
  };
}
