import type { Executor } from '../../db/schema.ts';
import type { ServiceContext } from '../service-context.ts';

/**
 * Runs a write to listings in one transaction and, once it has committed, refreshes the public list
 * (and the caches derived from it: pages, counts, details) on every instance, when `changed` says the
 * write changed anything. Every write of the properties module goes through here, so no caller has to
 * remember the refresh. Private to the module (eslint.config.js).
 */
export async function commitListingWrite<T>(
  ctx: Pick<ServiceContext, 'db' | 'listingCache'>,
  work: (trx: Executor) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const result = await ctx.db.transaction().execute(work);
  if (changed(result)) await ctx.listingCache.invalidate();
  return result;
}
