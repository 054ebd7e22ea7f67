import type { Executor } from '../../db/schema.ts';

/** The listing's columns a market check reads. */
export const CHECKED_COLUMNS = [
  'property_name',
  'location',
  'property_type',
  'handover_date',
  'size_sqft',
  'distress_price',
] as const;

/** A listing's stored market check and the columns a check reads; undefined when there is no such listing. */
export async function findListingForCheck(db: Executor, propertyId: string) {
  return db
    .selectFrom('properties')
    .select(['market_reference', ...CHECKED_COLUMNS])
    .where('id', '=', propertyId)
    .executeTakeFirst();
}
