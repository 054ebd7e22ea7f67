import type { PropertySummary } from '@dd/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { recordWithText } from '@/lib/answers';
import { apiGet } from '@/lib/api-client';

import { propertyCardKey } from './get-property';

const cardAnswer = recordWithText<PropertySummary>('id', 'property_name');

/** GET /api/properties/{id}/card: one listing's public card, without a login. */
export function getPropertyCard(id: string, signal?: AbortSignal): Promise<PropertySummary> {
  return apiGet(`/properties/${encodeURIComponent(id)}/card`, cardAnswer, { signal });
}

export const propertyCardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyCardKey(id),
    queryFn: ({ signal }) => getPropertyCard(id, signal),
    staleTime: 60_000,
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The listing's card in what a query of the listings holds (a list, a page of one, the first screen,
 * a card or the details), else undefined. Only containers are searched, not the listings themselves.
 */
export function findCard(data: unknown, id: string): PropertySummary | undefined {
  if (Array.isArray(data)) {
    for (const item of data) {
      const found = findCard(item, id);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  if ('id' in data)
    return data.id === id && typeof data.property_name === 'string'
      ? (data as unknown as PropertySummary)
      : undefined;
  for (const value of Object.values(data)) {
    const found = isRecord(value) ? findCard(value, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The card from the listings already in the cache (the home page's), with when they were fetched. */
function cachedCard(queryClient: QueryClient, id: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['properties'] })) {
    const card = findCard(query.state.data, id);
    if (card) return { card, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** A listing's card: from the cache when the visitor comes from the home page, else from the API. */
export function usePropertyCard(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...propertyCardQueryOptions(id),
    initialData: () => cachedCard(queryClient, id)?.card,
    initialDataUpdatedAt: () => cachedCard(queryClient, id)?.updatedAt,
  });
}
