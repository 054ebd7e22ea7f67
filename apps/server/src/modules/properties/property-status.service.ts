import type { ListingStatus, Property } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { getProperty, isPropertyId } from './properties.service.ts';
import { setStatus } from './property-status.repository.ts';

/**
 * Marks a listing available, reserved or sold. A change (not a repeat of the same status) restarts
 * status_changed_at, from which a sold listing leaves the public list's default view after 7 days;
 * the public list and details are invalidated on every instance, as after any write.
 */
export async function changeStatus(
  ctx: ServiceContext,
  id: string,
  status: ListingStatus,
): Promise<Property> {
  if (!isPropertyId(id)) throw new NotFoundError('Property not found');
  const before = await ctx.db.transaction().execute((trx) => setStatus(trx, id, status, ctx.now()));
  if (before === undefined) throw new NotFoundError('Property not found');
  if (before !== status) await ctx.listingCache.invalidate();
  return getProperty(ctx, id);
}
