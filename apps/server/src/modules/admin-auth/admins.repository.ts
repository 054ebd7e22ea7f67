import type { AdminRole } from '@dd/core';
import type { AdminRow, Executor } from '../../db/schema.ts';
import { fromBool, nowIso } from '../../db/values.ts';

export function findAdminById(db: Executor, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByUsername(db: Executor, username: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

/** E-mails are stored lower-cased (ADR 0033). */
export function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** What an admin types at login or for a forgotten password: an e-mail when it has '@', else a username. */
export function findAdminByLogin(db: Executor, identifier: string): Promise<AdminRow | undefined> {
  return identifier.includes('@') ? findAdminByEmail(db, identifier) : findAdminByUsername(db, identifier);
}

/** Usernames are unique regardless of case, so 'Sara' cannot join beside 'sara'. */
export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export function listAdmins(db: Executor): Promise<AdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('created_at').orderBy('username').execute();
}

export async function insertAdmin(
  db: Executor,
  admin: {
    id: string;
    username: string;
    passwordHash: string;
    email: string | null;
    role?: AdminRole;
    /** Set for someone who chose their own password (an invited admin); null for the default account. */
    passwordChangedAt?: string | null;
  },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('admins')
    .values({
      id: admin.id,
      username: admin.username,
      password_hash: admin.passwordHash,
      email: admin.email === null ? null : admin.email.trim().toLowerCase(),
      role: admin.role ?? 'owner',
      active: fromBool(true),
      password_changed_at: admin.passwordChangedAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Active owners other than `exceptId`; every active owner's row is locked for the transaction on PostgreSQL. */
/** The e-mails of the active owners who have one, oldest owner first. */
export async function activeOwnerEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('admins')
    .select('email')
    .where('role', '=', 'owner')
    .where('active', '=', fromBool(true))
    .where('email', 'is not', null)
    .orderBy('created_at')
    .orderBy('username')
    .execute();
  return [...new Set(rows.map((row) => row.email!))];
}

export async function countOtherActiveOwners(
  db: Executor,
  exceptId: string,
  options: { lock: boolean },
): Promise<number> {
  const query = db
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'owner')
    .where('active', '=', fromBool(true));
  // Two owners demoting each other at once must not both succeed: PostgreSQL locks the rows read
  // (SQLite runs one write transaction at a time anyway).
  const rows = await (options.lock ? query.forUpdate() : query).execute();
  return rows.filter((row) => row.id !== exceptId).length;
}

/**
 * Changes an admin's role and/or activity. Deactivating raises the token version as well, so a later
 * reactivation does not bring back the tokens issued before.
 */
export async function updateAdminAccess(
  db: Executor,
  id: string,
  change: { role?: AdminRole; active?: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.active !== undefined ? { active: fromBool(change.active) } : {}),
      ...(change.active === false ? { token_version: eb('token_version', '+', 1) } : {}),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function setAdminEmail(db: Executor, id: string, email: string, now: Date): Promise<void> {
  await db
    .updateTable('admins')
    .set({ email: email.trim().toLowerCase(), updated_at: now.toISOString() })
    .where('id', '=', id)
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
