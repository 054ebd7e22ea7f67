import type { PropertyBulkBody, PropertyBulkResult } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { removeUnreferencedImages } from '../images/image-upload.ts';
import { isPropertyId } from './properties.service.ts';
import { deleteListings, findListings, imagesOfListings, setStatuses } from './property-bulk.repository.ts';

export interface BulkOutcome {
  result: PropertyBulkResult;
  /** The listings that existed, with their names and statuses before (for the activity log). */
  found: { id: string; name: string; status: string }[];
}

/**
 * One action on many listings (the admin table's bulk actions), in one transaction: every named
 * listing that exists changes, or none does. Ids of no listing are reported, not refused. The public
 * list and details are invalidated on every instance when anything changed, as after a single write.
 */
export async function bulkAction(ctx: ServiceContext, body: PropertyBulkBody): Promise<BulkOutcome> {
  const ids = [...new Set(body.ids)];
  const candidates = ids.filter(isPropertyId);
  const { found, changed, images } = await ctx.db.transaction().execute(async (trx) => {
    const found = await findListings(trx, candidates);
    const existing = found.map((row) => row.id);
    if (body.action === 'set_status') {
      return { found, changed: await setStatuses(trx, existing, body.status, ctx.now()), images: [] };
    }
    const images = await imagesOfListings(trx, existing);
    return { found, changed: await deleteListings(trx, existing), images };
  });
  const foundIds = new Set(found.map((row) => row.id));
  if (changed > 0) await ctx.listingCache.invalidate();
  if (images.length > 0) await removeUnreferencedImages(ctx, images);
  return {
    result: {
      action: body.action,
      changed,
      unchanged: found.length - changed,
      not_found: ids.filter((id) => !foundIds.has(id)),
    },
    found: found.map((row) => ({ id: row.id, name: row.property_name, status: row.status })),
  };
}
