import type { PropertyFacets } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { AnswerSchema } from '@/lib/api-client';

const facetsSchema: AnswerSchema<PropertyFacets> = {
  safeParse: (data) =>
    typeof data === 'object' &&
    data !== null &&
    'total' in data &&
    typeof data.total === 'number' &&
    'locations' in data &&
    Array.isArray(data.locations) &&
    'types' in data &&
    Array.isArray(data.types)
      ? { success: true, data: data as PropertyFacets }
      : { success: false },
};

/**
 * GET /api/properties/facets: how many listings the home page's view holds (sold ones only with
 * `sold`) and its filter bar's options, counted by the database.
 */
export function getPropertyFacets(sold: boolean, signal?: AbortSignal): Promise<PropertyFacets> {
  return apiGet(sold ? '/properties/facets?sold=include' : '/properties/facets', facetsSchema, { signal });
}

export const propertyFacetsKey = (sold: boolean) => ['properties', 'facets', sold] as const;

export const propertyFacetsQueryOptions = (sold = false) =>
  queryOptions({
    queryKey: propertyFacetsKey(sold),
    queryFn: ({ signal }) => getPropertyFacets(sold, signal),
    staleTime: 60_000,
  });

export function usePropertyFacets(sold = false) {
  return useQuery(propertyFacetsQueryOptions(sold));
}
