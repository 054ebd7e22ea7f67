import type { ListingStatus } from '@dd/core';
import type { Executor } from '../../db/schema.ts';

/**
 * Sets the status; `status_changed_at` and `updated_at` move only when it changes. Returns the status
 * it had, or undefined when the listing does not exist.
 */
export async function setStatus(
  db: Executor,
  id: string,
  status: ListingStatus,
  now: Date,
): Promise<string | undefined> {
  const row = await db.selectFrom('properties').select('status').where('id', '=', id).executeTakeFirst();
  if (!row || row.status === status) return row?.status;
  const at = now.toISOString();
  await db
    .updateTable('properties')
    .set({ status, status_changed_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
  return row.status;
}
