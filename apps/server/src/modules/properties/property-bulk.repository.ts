import type { ListingStatus } from '@dd/core';
import type { Executor } from '../../db/schema.ts';

/** Ids per statement, under both engines' bound-parameter limits. */
const CHUNK = 500;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

/** The listings among `ids` that exist, with their name and status. */
export async function findListings(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; property_name: string; status: string }[]> {
  const found: { id: string; property_name: string; status: string }[] = [];
  for (const chunk of chunks(ids)) {
    found.push(
      ...(await db
        .selectFrom('properties')
        .select(['id', 'property_name', 'status'])
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  return found;
}

/**
 * Sets the status of these listings, as setStatus does for one: `status_changed_at` and `updated_at`
 * move only on the listings whose status changes. Returns how many changed.
 */
export async function setStatuses(
  db: Executor,
  ids: readonly string[],
  status: ListingStatus,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  let changed = 0;
  for (const chunk of chunks(ids)) {
    const result = await db
      .updateTable('properties')
      .set({ status, status_changed_at: at, updated_at: at })
      .where('id', 'in', chunk)
      .where('status', '!=', status)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/** The images of these listings (to remove the files no other listing shares once they are gone). */
export async function imagesOfListings(
  db: Executor,
  ids: readonly string[],
): Promise<{ path: string; card_path: string }[]> {
  const images: { path: string; card_path: string }[] = [];
  for (const chunk of chunks(ids)) {
    images.push(
      ...(await db
        .selectFrom('property_images')
        .select(['path', 'card_path'])
        .where('property_id', 'in', chunk)
        .execute()),
    );
  }
  return images;
}

/** Deletes these listings and their image rows, as deleteProperty does for one. Returns how many went. */
export async function deleteListings(db: Executor, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const chunk of chunks(ids)) {
    await db.deleteFrom('property_images').where('property_id', 'in', chunk).execute();
    const result = await db.deleteFrom('properties').where('id', 'in', chunk).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
