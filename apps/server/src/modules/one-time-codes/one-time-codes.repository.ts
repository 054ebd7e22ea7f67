import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Executor, OneTimeCodesTable } from '../../db/schema.ts';

export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;
/** `password_reset` is an admin's reset link (the name predates visitors' links), kept for links in flight. */
export type CodePurpose = 'verify_email' | 'password_reset' | 'visitor_password_reset';

/** Stores a new code for (purpose, target); any older one for the same pair is voided. */
export async function replaceCode(
  db: Executor,
  code: { purpose: CodePurpose; target: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .deleteFrom('one_time_codes')
    .where('purpose', '=', code.purpose)
    .where('target', '=', code.target)
    .execute();
  await db
    .insertInto('one_time_codes')
    .values({
      id: randomUUID(),
      purpose: code.purpose,
      target: code.target,
      code_hash: code.codeHash,
      expires_at: code.expiresAt.toISOString(),
      created_at: code.now.toISOString(),
    })
    .execute();
}

export function findCode(
  db: Executor,
  purpose: CodePurpose,
  target: string,
): Promise<OneTimeCodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .executeTakeFirst();
}

/** The code with this hash among those of the given purposes. */
export function findCodeByHash(
  db: Executor,
  purposes: readonly CodePurpose[],
  codeHash: string,
): Promise<OneTimeCodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', 'in', purposes)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

/**
 * Uses up one of the code's tries, atomically: false when `maxAttempts` are already spent, so
 * concurrent guesses can never exceed the limit.
 */
export async function claimAttempt(db: Executor, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the code; returns false when it was already gone (used by someone else meanwhile). */
export async function consumeCode(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('one_time_codes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
