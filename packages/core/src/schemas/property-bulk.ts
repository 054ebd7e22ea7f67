import { z } from 'zod';

import { listingStatusSchema } from './property.ts';

/** The most listings one bulk call may name (the admin table selects at most what it has loaded). */
export const MAX_BULK_IDS = 5000;

const ids = z
  .array(z.string().max(100, 'each id must be at most 100 characters'), { error: 'must be a list of ids' })
  .min(1, 'must name at least one listing')
  .max(MAX_BULK_IDS, `must name at most ${MAX_BULK_IDS} listings per call`)
  .describe(`The listings' ids, at most ${MAX_BULK_IDS}; repeats count once`);

/** Body of POST /api/admin/properties/bulk: one action on many listings. */
export const propertyBulkBodySchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('set_status'), ids, status: listingStatusSchema }),
      z.object({ action: z.literal('delete'), ids }),
    ],
    { error: 'action: must be set_status or delete' },
  )
  .meta({ id: 'PropertyBulkAction' });

export type PropertyBulkBody = z.infer<typeof propertyBulkBodySchema>;

/** What a bulk action did. */
export const propertyBulkResultSchema = z
  .object({
    action: z.enum(['set_status', 'delete']),
    changed: z
      .number()
      .int()
      .describe('Listings whose status changed (set_status) or that were deleted (delete)'),
    unchanged: z.number().int().describe('set_status: listings that already had the status; delete: 0'),
    not_found: z.array(z.string()).describe('Ids of no listing (never existed, or already deleted)'),
  })
  .meta({ id: 'PropertyBulkResult' });

export type PropertyBulkResult = z.infer<typeof propertyBulkResultSchema>;
