import { addDays } from '@dd/core';
import { type Kysely, sql } from 'kysely';
import type { Database, Executor } from '../../db/schema.ts';

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

/** A period's views before today, per listing: the column of property_view_totals. */
export const TOTALS_COLUMN = { 7: 'before_7', 30: 'before_30', 90: 'before_90' } as const;

/** Views are kept this many days: longer than the longest period of the statistics (90 days). */
export const VIEWS_KEPT_DAYS = 100;

/**
 * Once a day: removes the views older than VIEWS_KEPT_DAYS and rebuilds each listing's totals of the
 * days before `today` in each period. The instance that moves statistics_state to today does it, in
 * one transaction (another one, waiting on that row, then finds it done); true if this call did it.
 */
export async function refreshViewTotals(db: Kysely<Database>, today: string): Promise<boolean> {
  const state = await db.selectFrom('statistics_state').select('view_totals_day').executeTakeFirst();
  if (state && state.view_totals_day >= today) return false;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('statistics_state')
      .set({ view_totals_day: today })
      .where('id', '=', 1)
      .where('view_totals_day', '<', today)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('property_views').where('day', '<', addDays(today, -VIEWS_KEPT_DAYS)).execute();
    await trx.deleteFrom('property_view_totals').execute();
    const since = (days: number) => addDays(today, -(days - 1));
    const within = (days: number) =>
      sql<number>`sum(case when ${sql.ref('day')} >= ${since(days)} then ${sql.ref('views')} else 0 end)`;
    await trx
      .insertInto('property_view_totals')
      .columns(['property_id', 'before_7', 'before_30', 'before_90'])
      .expression(
        trx
          .selectFrom('property_views')
          .select([
            'property_id',
            within(7).as('before_7'),
            within(30).as('before_30'),
            sql<number>`sum(${sql.ref('views')})`.as('before_90'),
          ])
          .where('day', '>=', since(90))
          .where('day', '<', today)
          .groupBy('property_id'),
      )
      .execute();
    return true;
  });
}
