import type { Property } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { recordWithText } from '@/lib/answers';
import { apiGet } from '@/lib/api-client';

// A light check as on the home page: zod (24 KB gzip) stays off the listing's page until a form needs it.
const propertyAnswer = recordWithText<Property>('id', 'property_name');

/** GET /api/properties/{id} with the stored login as bearer credential (SPEC §6). */
export function getProperty(id: string, token: string, signal?: AbortSignal): Promise<Property> {
  return apiGet(`/properties/${encodeURIComponent(id)}`, propertyAnswer, { token, signal });
}

export const propertyQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, token, signal),
    staleTime: 60_000,
  });

/** A listing's public card, as the server rendered its page with (the details need a login). */
export const propertyCardKey = (id: string) => ['properties', 'card', id] as const;

/** The details, asked for once there is a login to ask with (none while the page hydrates). */
export function useProperty(id: string, token: string | null) {
  return useQuery({ ...propertyQueryOptions(id, token ?? ''), enabled: token !== null });
}
