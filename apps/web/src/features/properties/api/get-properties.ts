import type { PropertySummary } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { listOfRecords } from '@/lib/answers';

const propertyListSchema = listOfRecords<PropertySummary>();

/** GET /api/properties: every public listing, in display order. Filtering happens in the browser. */
export function getProperties(signal?: AbortSignal): Promise<PropertySummary[]> {
  // About 1 KB per listing: received on a worker thread (lib/worker-fetch.ts).
  return apiGet('/properties', propertyListSchema, { signal, offMainThread: true });
}

export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'list'],
    queryFn: ({ signal }) => getProperties(signal),
    staleTime: 60_000,
  });

export function useProperties() {
  return useQuery(propertiesQueryOptions());
}
