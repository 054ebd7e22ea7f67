import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';

/**
 * Counts one detail view of a listing on a Dubai day: one statement, an insert of the day's row or an
 * increment of it (both engines). Nothing is written for a listing that does not exist; false then.
 */
export async function countView(db: Executor, propertyId: string, day: string): Promise<boolean> {
  const result = await db
    .insertInto('property_views')
    .columns(['property_id', 'day', 'views'])
    .expression(
      db
        .selectFrom('properties')
        .select((eb) => [eb.ref('id').as('property_id'), eb.val(day).as('day'), eb.lit(1).as('views')])
        .where('id', '=', propertyId),
    )
    .onConflict((oc) =>
      oc.columns(['property_id', 'day']).doUpdateSet({ views: sql<number>`property_views.views + 1` }),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the views of days before `day`: the statistics look back 90 days at most. */
export async function pruneViews(db: Executor, day: string): Promise<void> {
  await db.deleteFrom('property_views').where('day', '<', day).execute();
}
