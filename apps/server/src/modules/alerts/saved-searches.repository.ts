import type { AlertFrequency, SavedSearchFilters } from '@dd/core';
import type { Selectable } from 'kysely';
import type { Executor, SavedSearchesTable } from '../../db/schema.ts';
import { toBool, toIso, toIsoOrNull } from '../../db/values.ts';

export interface SavedSearchRecord extends SavedSearchFilters {
  id: string;
  user_id: string;
  name: string;
  frequency: AlertFrequency;
  active: boolean;
  last_digest_at: string | null;
  created_at: string;
  /** Signed into the unsubscribe link; raised when the alert is turned on again. */
  unsubscribe_generation: number;
  /** savedSearchKey of its filters: one alert per visitor and key. */
  criteria_key: string;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toRecord(row: Selectable<SavedSearchesTable>): SavedSearchRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    q: row.q,
    location: row.location,
    property_type: row.property_type,
    min_price: num(row.min_price),
    max_price: num(row.max_price),
    min_discount: row.min_discount,
    min_below_market: row.min_below_market,
    min_yield: row.min_yield === null ? null : Number(row.min_yield),
    frequency: row.frequency === 'daily' ? 'daily' : 'instant',
    active: toBool(row.active),
    last_digest_at: toIsoOrNull(row.last_digest_at),
    created_at: toIso(row.created_at),
    unsubscribe_generation: Number(row.unsubscribe_generation),
    criteria_key: row.criteria_key,
  };
}

export async function listSavedSearches(db: Executor, userId: string): Promise<SavedSearchRecord[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRecord);
}

export async function countSavedSearches(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The saved search, only when it is this visitor's (another visitor's is as if it did not exist). */
export async function findSavedSearch(
  db: Executor,
  id: string,
  userId?: string,
): Promise<SavedSearchRecord | undefined> {
  let query = db.selectFrom('saved_searches').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The id of the visitor's alert for the search of this key (savedSearchKey), if there is one. */
export async function findSavedSearchIdByKey(
  db: Executor,
  userId: string,
  criteriaKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .select('id')
    .where('user_id', '=', userId)
    .where('criteria_key', '=', criteriaKey)
    .executeTakeFirst();
  return row?.id;
}

/** Where an alert merged into another went (ADR 0053): its unsubscribe links turn that one off. */
export async function findMergedAlert(db: Executor, mergedId: string) {
  return db
    .selectFrom('saved_search_merges')
    .select(['saved_search_id', 'merged_generation', 'kept_generation'])
    .where('merged_id', '=', mergedId)
    .executeTakeFirst();
}

export type SavedSearchValues = SavedSearchFilters & {
  name: string;
  frequency: AlertFrequency;
  criteria_key: string;
};

export async function insertSavedSearch(
  db: Executor,
  id: string,
  userId: string,
  values: SavedSearchValues,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('saved_searches')
    .values({
      id,
      user_id: userId,
      ...values,
      active: 1,
      last_digest_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function updateSavedSearch(
  db: Executor,
  id: string,
  values: Partial<SavedSearchValues> & { active?: boolean; renewUnsubscribe?: boolean },
  now: Date,
): Promise<void> {
  const { active, renewUnsubscribe, ...rest } = values;
  await db
    .updateTable('saved_searches')
    .set((eb) => ({
      ...rest,
      ...(active === undefined ? {} : { active: active ? 1 : 0 }),
      ...(renewUnsubscribe ? { unsubscribe_generation: eb('unsubscribe_generation', '+', 1) } : {}),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteSavedSearch(db: Executor, id: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
