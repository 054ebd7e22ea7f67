import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminGet } from '@/lib/admin-api';

export const ADMIN_PROPERTIES_KEY = ['admin', 'properties'] as const;

/** GET /api/admin/properties: every listing with every field, in the public order. */
export function getAdminProperties(signal?: AbortSignal): Promise<Property[]> {
  return adminGet('/admin/properties', z.array(propertySchema), { signal });
}

export const adminPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_PROPERTIES_KEY,
    queryFn: ({ signal }) => getAdminProperties(signal),
  });

export function useAdminProperties() {
  return useQuery(adminPropertiesQueryOptions());
}

/**
 * After a listing changed: the admin list is refetched, and the public list and details (['properties'])
 * are marked stale so the site shows the change on the next visit.
 */
export async function refreshPropertyLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_PROPERTIES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['properties'] }),
  ]);
}
