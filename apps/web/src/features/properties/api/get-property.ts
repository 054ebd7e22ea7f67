import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

/** GET /api/properties/{id} with the stored login as bearer credential (SPEC §6). */
export function getProperty(id: string, token: string, signal?: AbortSignal): Promise<Property> {
  return apiGet(`/properties/${encodeURIComponent(id)}`, propertySchema, { token, signal });
}

export const propertyQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, token, signal),
    staleTime: 60_000,
  });

export function useProperty(id: string, token: string) {
  return useQuery(propertyQueryOptions(id, token));
}
