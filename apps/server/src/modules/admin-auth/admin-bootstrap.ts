import { passwordProblems } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findAdminByUsername, insertAdmin } from './admins.repository.ts';

export const DEFAULT_ADMIN_USERNAME = 'admin';
/** Shown on the admin login page while it still works (SPEC §2); satisfies the SPEC §5 rules. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@123';

/**
 * Creates the `admin` account on first start with ADMIN_INITIAL_PASSWORD or the default password.
 * An existing account is never touched, so a changed password survives restarts.
 */
export async function ensureDefaultAdmin(
  db: Kysely<Database>,
  options: { initialPassword: string | undefined; email: string | undefined },
): Promise<boolean> {
  if (await findAdminByUsername(db, DEFAULT_ADMIN_USERNAME)) return false;
  const password = options.initialPassword ?? DEFAULT_ADMIN_PASSWORD;
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new Error(`ADMIN_INITIAL_PASSWORD: ${problems.join('; ')}`);
  await insertAdmin(db, {
    id: randomUUID(),
    username: DEFAULT_ADMIN_USERNAME,
    passwordHash: await hashPassword(password),
    email: options.email ?? null,
  });
  return true;
}
