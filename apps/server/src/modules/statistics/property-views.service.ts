import { dubaiDay } from '@dd/core';
import { NotFoundError } from '../../lib/errors.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { countView, refreshViewTotals } from './property-views.repository.ts';

/** The Dubai day whose view totals each database was last seen to start rebuilding on this instance. */
const refreshedOn = new WeakMap<ServiceContext['db'], string>();

/**
 * Counts a verified visitor's view of a listing's details on today's Dubai day (ADR 0035); 404 for no
 * such listing. The first view of each day on this instance starts the day's rebuild of the view totals
 * (old views removed), in the background; the statistics do it themselves if no view came first.
 */
export async function countPropertyView(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  propertyId: string,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const today = dubaiDay(ctx.now());
  if (!isPropertyId(propertyId) || !(await countView(ctx.db, propertyId, today))) {
    throw new NotFoundError('Property not found');
  }
  if (refreshedOn.get(ctx.db) === today) return;
  refreshedOn.set(ctx.db, today);
  refreshViewTotals(ctx.db, today).catch((error: unknown) => {
    log.warn({ err: error }, 'could not rebuild the detail view totals');
  });
}
