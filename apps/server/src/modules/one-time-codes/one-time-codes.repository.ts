import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Executor, OneTimeCodesTable } from '../../db/schema.ts';

export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;
/** Password-reset links (e-mail codes live with their registrations). `password_reset` is an admin's reset link (the name predates visitors' links), kept for links in flight. */
export type CodePurpose =
  'password_reset' | 'visitor_password_reset' | 'admin_sign_in_link' | 'visitor_sign_in_link';

/**
 * Stores a new code for (purpose, target). Older ones for the same pair stay until they expire (a
 * new request never voids a link sent minutes ago); the expired ones are swept here.
 */
export async function addCode(
  db: Executor,
  code: { purpose: CodePurpose; target: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .deleteFrom('one_time_codes')
    .where('purpose', '=', code.purpose)
    .where('target', '=', code.target)
    .where('expires_at', '<=', code.now.toISOString())
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

/** The code with this hash among those of the given purposes, while it has not expired. */
export function findLiveCode(
  db: Executor,
  purposes: readonly CodePurpose[],
  codeHash: string,
  now: Date,
): Promise<OneTimeCodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', 'in', purposes)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Uses a code, once: deletes it and, with it, every other code of its (purpose, target) (the
 * account's other links end with the one used). False when it was already gone (used by a
 * concurrent request), and then nothing is deleted.
 */
export async function useCode(db: Executor, code: OneTimeCodeRow): Promise<boolean> {
  const result = await db.deleteFrom('one_time_codes').where('id', '=', code.id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await db
    .deleteFrom('one_time_codes')
    .where('purpose', '=', code.purpose)
    .where('target', '=', code.target)
    .execute();
  return true;
}
