import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Executor, RegistrationsTable } from '../../db/schema.ts';

export type RegistrationRow = Selectable<RegistrationsTable>;

/** What a registration of a pending address keeps until its code is entered. */
export interface RegistrationDetails {
  name: string;
  phone: string;
  passwordHash: string;
  language: string;
}

/** Registrations of one pending account kept at once; an older one beyond them is dropped. */
export const MAX_PENDING_REGISTRATIONS = 3;

/** The account's registrations, newest first. */
export function findRegistrations(db: Executor, userId: string): Promise<RegistrationRow[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Keeps a new registration of a pending account with the code mailed for it. Earlier registrations
 * and their codes stay (a stranger's registration voids nobody's code), but for the oldest beyond
 * MAX_PENDING_REGISTRATIONS and the expired ones.
 */
export async function addRegistration(
  db: Executor,
  registration: RegistrationDetails & { userId: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .deleteFrom('registrations')
    .where('user_id', '=', registration.userId)
    .where('expires_at', '<=', registration.now.toISOString())
    .execute();
  await db
    .insertInto('registrations')
    .values({
      id: randomUUID(),
      user_id: registration.userId,
      name: registration.name,
      phone: registration.phone,
      password_hash: registration.passwordHash,
      language: registration.language,
      code_hash: registration.codeHash,
      expires_at: registration.expiresAt.toISOString(),
      created_at: registration.now.toISOString(),
    })
    .execute();
  const kept = await findRegistrations(db, registration.userId);
  const dropped = kept.slice(MAX_PENDING_REGISTRATIONS).map((row) => row.id);
  if (dropped.length > 0) await db.deleteFrom('registrations').where('id', 'in', dropped).execute();
}

/** A new code for one registration (a resend): its earlier code and spent tries are gone. */
export async function renewRegistrationCode(
  db: Executor,
  id: string,
  code: { codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ code_hash: code.codeHash, attempts: 0, expires_at: code.expiresAt.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Uses up one of the code's tries, atomically: false when `maxAttempts` are already spent, so
 * concurrent guesses can never exceed the limit.
 */
export async function claimRegistrationAttempt(
  db: Executor,
  id: string,
  maxAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends every registration of the account once one was verified; false when the verified one was
 * already gone (verified by a concurrent request).
 */
export async function endRegistrations(db: Executor, userId: string, verifiedId: string): Promise<boolean> {
  const verified = await db.deleteFrom('registrations').where('id', '=', verifiedId).executeTakeFirst();
  if (Number(verified.numDeletedRows) === 0) return false;
  await db.deleteFrom('registrations').where('user_id', '=', userId).execute();
  return true;
}
