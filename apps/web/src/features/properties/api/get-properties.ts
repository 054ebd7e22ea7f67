import type { PropertySummary } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { listOfRecords } from '@/lib/answers';

const propertyListSchema = listOfRecords<PropertySummary>();

/**
 * GET /api/properties: every public listing, in display order; those sold over a week ago only with
 * `sold` (?sold=include). Filtering happens in the browser.
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

export function useProperties(sold = false) {
  return useQuery(propertiesQueryOptions(sold));
}

/**
 * What the home page shows before the whole list has arrived, for one view of it (its URL query as
 * `searchFromView` writes it): the server's first render computes it from the list and hands it to
 * the browser with the page (src/entry-server.tsx), so the browser's first render shows the same cards.
 */
export interface ListingFirstScreen {
  /** The view's first cards. */
  cards: PropertySummary[];
  /** How many listings the view shows, and the list holds. */
  shown: number;
  total: number;
  /** The filter bar's choices, from the whole list. */
  locations: string[];
  types: string[];
}

export const listingFirstScreenKey = (search: string) => ['properties', 'first-screen', search] as const;
