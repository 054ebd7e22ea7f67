import { listingSuggestionSchema, propertySchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { ADMIN_PROPERTIES_KEY, adminGet } from '@/lib/admin-api';

import { isListingSource, LISTING_SOURCE_IDS, sourceOf } from '../table/listing-source';
import type { AdminListing } from '../table/table-rows';

export { ADMIN_PROPERTIES_KEY };

/**
 * The admin record: the ad a Quick Add listing was made from, when the answer has it, its inquiries, what
 * channels' posts suggest for it, and
 * how it was made (`origin`), when the answer says it (`source` as a name, or `created_via`: see
 * listing-source.ts); `source` as an object stays the Telegram post it came from.
 */
const adminPropertySchema = z.preprocess(
  (raw) =>
    raw !== null && typeof raw === 'object'
      ? {
          ...raw,
          origin: sourceOf(raw as Record<string, unknown>),
          source: isListingSource((raw as { source?: unknown }).source)
            ? null
            : (raw as { source?: unknown }).source,
        }
      : raw,
  propertySchema.extend({
    ad_text: z.string().nullable().default(null),
    ad_phones: z.array(z.string()).default([]),
    inquiries: z.object({ total: z.number(), unhandled: z.number() }).default({ total: 0, unhandled: 0 }),
    suggestions: z.array(listingSuggestionSchema).default([]),
    origin: z.enum(LISTING_SOURCE_IDS).nullable(),
    pin_moved: z.boolean().default(false),
  }),
);

/** GET /api/admin/properties: every listing with every field, in the public order. */
export function getAdminProperties(signal?: AbortSignal): Promise<AdminListing[]> {
  return adminGet('/admin/properties', z.array(adminPropertySchema), { signal });
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
