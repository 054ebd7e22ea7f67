import type { AdminSession } from '@dd/core';
import type { AdminRow } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';
import { newResetToken } from '../../lib/codes.ts';
import type { ServiceContext } from '../service-context.ts';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword, verifyPasswordDummy } from '../../lib/passwords.ts';
import { passwordResetEmail } from '../../emails/password-reset.ts';
import { findContacts } from '../contacts/contacts.repository.ts';
import { consumeCode, findCodeByHash, replaceCode } from '../one-time-codes/one-time-codes.repository.ts';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './admin-bootstrap.ts';
import { findAdminById, findAdminByUsername, setAdminPassword } from './admins.repository.ts';

export const RESET_MINUTES = 10;
const INVALID_RESET = 'This reset link is invalid or has expired. Please request a new one.';

export async function loginAdmin(
  ctx: ServiceContext,
  input: { username: string; password: string },
): Promise<AdminSession> {
  // Per account whatever the address (the route adds a per-IP ceiling).
  const key = input.username.toLowerCase();
  await ctx.limits.adminLogin.check(key);
  const admin = await findAdminByUsername(ctx.db, input.username);
  const ok = admin
    ? await verifyPassword(admin.password_hash, input.password)
    : await verifyPasswordDummy(input.password);
  if (!admin || !ok) {
    await ctx.limits.adminLogin.hit(key);
    throw new UnauthorizedError('Invalid credentials');
  }
  await ctx.limits.adminLogin.reset(key);
  const token = await ctx.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });
  return { token, username: admin.username };
}

/** Changes the password; every older token stops working and the caller gets a fresh one. */
export async function changeAdminPassword(
  ctx: ServiceContext,
  adminId: string,
  input: { current_password: string; new_password: string },
): Promise<AdminSession> {
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin || !(await verifyPassword(admin.password_hash, input.current_password))) {
    throw new UnauthorizedError('Current password is incorrect');
  }
  if (input.new_password === input.current_password) {
    throw new BadRequestError('The new password must be different from the current one');
  }
  const tv = await setAdminPassword(ctx.db, admin.id, await hashPassword(input.new_password), ctx.now());
  ctx.accounts.changed();
  const token = await ctx.tokens.issue({ sub: admin.id, role: 'admin', tv });
  return { token, username: admin.username };
}

export type ResetRequestOutcome = 'sent' | 'unknown_username' | 'no_address';

/** Mails a one-time reset link to a known admin; the caller answers the same whatever the outcome. */
export async function requestPasswordReset(
  ctx: ServiceContext,
  username: string,
): Promise<ResetRequestOutcome> {
  const admin = await findAdminByUsername(ctx.db, username);
  if (!admin) return 'unknown_username';
  const to = await adminAddress(ctx, admin);
  if (!to) return 'no_address';
  await ctx.limits.resetMail.check(admin.id);
  await ctx.limits.resetMail.hit(admin.id);
  const token = newResetToken();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    // A newer request voids older links: one row per (purpose, admin).
    await replaceCode(trx, {
      purpose: 'password_reset',
      target: admin.id,
      codeHash: ctx.hasher.hash(token),
      expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
      now,
    });
    const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(
      { to, ...passwordResetEmail({ username: admin.username, link, minutes: RESET_MINUTES }) },
      trx,
    );
  });
  return 'sent';
}

export async function resetPassword(
  ctx: ServiceContext,
  input: { token: string; new_password: string },
): Promise<void> {
  const row = await findCodeByHash(ctx.db, 'password_reset', ctx.hasher.hash(input.token));
  if (!row || new Date(toIso(row.expires_at)) <= ctx.now()) throw new BadRequestError(INVALID_RESET);
  const passwordHash = await hashPassword(input.new_password);
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id))) return false; // single use, even under a race
    await setAdminPassword(trx, row.target, passwordHash, ctx.now());
    return true;
  });
  ctx.accounts.changed();
  if (!done) throw new BadRequestError(INVALID_RESET);
}

let defaultCheck: { hash: string; active: boolean } | undefined;

/** Whether the `admin` account still has the default password (the login page shows it only then). */
export async function defaultCredentialsActive(ctx: ServiceContext): Promise<boolean> {
  const admin = await findAdminByUsername(ctx.db, DEFAULT_ADMIN_USERNAME);
  if (!admin || admin.password_changed_at) return false;
  // One argon2 check per stored hash, not per page view.
  if (defaultCheck?.hash !== admin.password_hash) {
    defaultCheck = {
      hash: admin.password_hash,
      active: await verifyPassword(admin.password_hash, DEFAULT_ADMIN_PASSWORD),
    };
  }
  return defaultCheck.active;
}

async function adminAddress(ctx: ServiceContext, admin: AdminRow): Promise<string | undefined> {
  return ctx.config.adminEmail ?? admin.email ?? (await findContacts(ctx.db))?.email ?? undefined;
}
