import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AdminEmailChangesTable, Executor } from '../../db/schema.ts';

export type EmailChangeRow = Selectable<AdminEmailChangesTable>;

/** Keeps an admin's new e-mail until its link is opened; a newer request replaces an older one. */
export async function putEmailChange(
  db: Executor,
  change: { adminId: string; newEmail: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.deleteFrom('admin_email_changes').where('admin_id', '=', change.adminId).execute();
  await db
    .insertInto('admin_email_changes')
    .values({
      id: randomUUID(),
      admin_id: change.adminId,
      new_email: change.newEmail,
      token_hash: change.tokenHash,
      expires_at: change.expiresAt.toISOString(),
      created_at: change.now.toISOString(),
    })
    .execute();
}

export function findEmailChangeByHash(db: Executor, tokenHash: string): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('admin_email_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Ends the change once used; false when it was already gone (used by a concurrent request). */
export async function endEmailChange(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('admin_email_changes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
