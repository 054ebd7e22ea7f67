import type { Executor } from '../../db/schema.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../properties/properties.repository.ts';

export interface FavoriteRow {
  property_id: string;
  property_name: string;
  location: string;
  created_at: Date | string;
}

/** A visitor's favourites, newest first. */
export function listFavoriteRows(db: Executor, userId: string): Promise<FavoriteRow[]> {
  return db
    .selectFrom('favorites')
    .select(['property_id', 'property_name', 'location', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('property_id', 'desc')
    .execute();
}

/** How many favourites the visitor has. */
export async function countFavorites(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasFavorite(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('property_id')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves a favourite; one already there stays as it was (its time included). */
export async function insertFavorite(
  db: Executor,
  favorite: {
    user_id: string;
    property_id: string;
    property_name: string;
    location: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('favorites')
    .values(favorite)
    .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
    .execute();
}

/** Removes a favourite; true when there was one. */
export async function deleteFavorite(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The card's columns of those of the listings that exist, by id. */
export async function summaryRowsByIds(
  db: Executor,
  propertyIds: readonly string[],
): Promise<Map<string, SummaryRow>> {
  const found = new Map<string, SummaryRow>();
  // Chunked so a long list stays under the engines' bound-parameter limits.
  for (let i = 0; i < propertyIds.length; i += 500) {
    const rows = await db
      .selectFrom('properties')
      .select(SUMMARY_COLUMNS)
      .where('id', 'in', propertyIds.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}
