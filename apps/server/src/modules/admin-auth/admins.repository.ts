import type { AdminRow, Executor } from '../../db/schema.ts';
import { nowIso } from '../../db/values.ts';

export function findAdminById(db: Executor, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByUsername(db: Executor, username: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertAdmin(
  db: Executor,
  admin: { id: string; username: string; passwordHash: string; email: string | null },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('admins')
    .values({
      id: admin.id,
      username: admin.username,
      password_hash: admin.passwordHash,
      email: admin.email,
      password_changed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Sets a new password and bumps the token version, which revokes every token issued before. */
export async function setAdminPassword(
  db: Executor,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<number> {
  await db
    .updateTable('admins')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      password_changed_at: now.toISOString(),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
  const row = await db
    .selectFrom('admins')
    .select('token_version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.token_version;
}
