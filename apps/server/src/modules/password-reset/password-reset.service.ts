import { type AccountKind, emailSchema, isEmailIdentifier } from '@dd/core';
import type { AdminRow } from '../../db/schema.ts';
import { toBool } from '../../db/values.ts';
import { toLanguage } from '../../emails/i18n.ts';
import type { RenderedEmail } from '../../emails/layout.ts';
import { passwordResetEmail } from '../../emails/password-reset.ts';
import { newResetToken } from '../../lib/codes.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findAdminByLogin, setAdminPassword } from '../admin-auth/admins.repository.ts';
import { findContacts } from '../contacts/contacts.repository.ts';
import {
  addCode,
  type CodePurpose,
  findLiveCode,
  useCode,
} from '../one-time-codes/one-time-codes.repository.ts';
import { addressKey, clearLoginLocks, rememberLoginAddress } from '../login-guard/login-guard.ts';
import type { ServiceContext } from '../service-context.ts';
import { findUserByEmail, setUserPassword } from '../users/users.repository.ts';

export const RESET_MINUTES = 10;
const INVALID_RESET = 'This reset link is invalid or has expired. Please request a new one.';

/**
 * One reset-link mechanism for both kinds of account (ADR 0023). The kind is the code's purpose, so
 * a token names its account kind without saying anything in the link; admins keep the purpose their
 * links always had.
 */
const PURPOSES = { admin: 'password_reset', visitor: 'visitor_password_reset' } as const satisfies Record<
  AccountKind,
  CodePurpose
>;
const RESET_PURPOSES = Object.values(PURPOSES);
const kindOf = (purpose: string): AccountKind => (purpose === PURPOSES.visitor ? 'visitor' : 'admin');

interface ResetAccount {
  kind: AccountKind;
  id: string;
  /** Where the link goes; undefined when an admin has no address configured. */
  to: string | undefined;
  mail: (link: string) => RenderedEmail;
}

/**
 * The accounts an identifier names: with '@', the visitor with that e-mail and the admin with that
 * e-mail (each gets their own link: one person may be both); without, the admin with that username.
 * A deactivated admin gets no link.
 */
async function findAccounts(ctx: ServiceContext, identifier: string): Promise<ResetAccount[]> {
  const accounts: ResetAccount[] = [];
  if (isEmailIdentifier(identifier)) {
    const email = emailSchema.safeParse(identifier);
    const user = email.success ? await findUserByEmail(ctx.db, email.data) : undefined;
    // Unverified visitors get a link too: it proves they hold the mailbox as much as the code does,
    // but only the code verifies (the reset leaves the e-mail unverified, ADR 0023).
    if (user) {
      accounts.push({
        kind: 'visitor',
        id: user.id,
        to: user.email,
        mail: (link) =>
          passwordResetEmail({
            account: 'visitor',
            name: user.name,
            email: user.email,
            link,
            minutes: RESET_MINUTES,
            language: toLanguage(user.language),
          }),
      });
    }
  }
  const admin = await findAdminByLogin(ctx.db, identifier);
  if (admin && toBool(admin.active)) {
    accounts.push({
      kind: 'admin',
      id: admin.id,
      to: await adminAddress(ctx, admin),
      mail: (link) =>
        passwordResetEmail({ account: 'admin', username: admin.username, link, minutes: RESET_MINUTES }),
    });
  }
  return accounts;
}

export type ResetRequestOutcome = 'sent' | 'unknown_account' | 'no_address';

/**
 * Mails a one-time reset link to a known admin or visitor; the caller answers the same whatever the
 * outcome (and whatever it throws, e.g. when the account's mail limit is reached).
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  identifier: string,
  ip: string,
): Promise<ResetRequestOutcome> {
  const accounts = await findAccounts(ctx, identifier.trim());
  if (accounts.length === 0) return 'unknown_account';
  let outcome: ResetRequestOutcome = 'no_address';
  for (const account of accounts) {
    if (account.to) {
      await sendResetLink(ctx, account, account.to, ip);
      outcome = 'sent';
    }
  }
  return outcome;
}

/**
 * At most 3 links per account and requesting address per 15 minutes, and 10 an hour per account: a
 * stranger's requests use up his own allowance, not the owner's. A new link leaves the earlier ones
 * working until they expire (issue 42).
 */
async function sendResetLink(
  ctx: ServiceContext,
  account: ResetAccount,
  to: string,
  ip: string,
): Promise<void> {
  const pair = `${account.id}|${addressKey(ctx, ip)}`;
  await ctx.limits.resetMailAddress.check(pair);
  await ctx.limits.resetMail.check(account.id);
  await ctx.limits.resetMailAddress.hit(pair);
  await ctx.limits.resetMail.hit(account.id);
  const token = newResetToken();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await addCode(trx, {
      purpose: PURPOSES[account.kind],
      target: account.id,
      codeHash: ctx.hasher.hash(token),
      expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
      now,
    });
    const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send({ to, ...account.mail(link) }, trx);
  });
}

/**
 * Sets the new password of the link's account, once; every older token of the account stops working
 * (its token version goes up). Answers whose account it was, for the web app's next page.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: { token: string; new_password: string },
  ip: string,
): Promise<AccountKind> {
  const row = await findLiveCode(ctx.db, RESET_PURPOSES, ctx.hasher.hash(input.token), ctx.now());
  if (!row) throw new BadRequestError(INVALID_RESET);
  const kind = kindOf(row.purpose);
  const passwordHash = await hashPassword(input.new_password);
  const done = await ctx.db.transaction().execute(async (trx) => {
    // Single use, even under a race; the account's other links end with it.
    if (!(await useCode(trx, row))) return false;
    if (kind === 'admin') await setAdminPassword(trx, row.target, passwordHash, ctx.now());
    else await setUserPassword(trx, row.target, passwordHash, ctx.now());
    return true;
  });
  ctx.accounts.changed();
  if (!done) throw new BadRequestError(INVALID_RESET);
  // Whoever had failed on purpose to lock the account out is locked out of it no more.
  const account = { kind: kind === 'admin' ? 'admin' : 'user', id: row.target } as const;
  await clearLoginLocks(ctx, account, ip);
  await rememberLoginAddress(ctx, account, ip);
  return kind;
}

/**
 * The admin's own e-mail; for an owner who has none yet (the first owner of a default install),
 * ADMIN_EMAIL, else the contacts e-mail, as before the team (ADR 0033).
 */
export async function adminAddress(ctx: ServiceContext, admin: AdminRow): Promise<string | undefined> {
  if (admin.email) return admin.email;
  if (admin.role !== 'owner') return undefined;
  return ctx.config.adminEmail ?? (await findContacts(ctx.db))?.email ?? undefined;
}
