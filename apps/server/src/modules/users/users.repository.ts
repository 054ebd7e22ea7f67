import type { Executor, UserRow } from '../../db/schema.ts';

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(
  db: Executor,
  user: {
    id: string;
    name: string;
    email: string;
    phone: string;
    passwordHash: string;
    language: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      password_hash: user.passwordHash,
      language: user.language,
      email_verified_at: null,
      created_at: user.now.toISOString(),
      updated_at: user.now.toISOString(),
    })
    .execute();
}

/** The visitor's language (ADR 0039); their next e-mails are written in it. */
export async function setUserLanguage(db: Executor, id: string, language: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ language, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Verifies the account with the details of the registration whose code was entered: its name, phone,
 * language and password (or the one typed at verification) replace whatever an earlier registration
 * of the address left.
 */
export async function verifyUser(
  db: Executor,
  id: string,
  details: { name: string; phone: string; passwordHash: string; language: string; now: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: details.name,
      phone: details.phone,
      password_hash: details.passwordHash,
      language: details.language,
      email_verified_at: details.now.toISOString(),
      updated_at: details.now.toISOString(),
    })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/**
 * Sets a visitor's new password (after a reset) and bumps the token version, which revokes every
 * token issued before. The e-mail's verification is left as it was.
 */
export async function setUserPassword(
  db: Executor,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}
