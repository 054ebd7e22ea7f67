import type { AdminSession, UserSession } from '@dd/core';
import { toBool } from '../../db/values.ts';
import { toLanguage } from '../../emails/i18n.ts';
import type { RenderedEmail } from '../../emails/layout.ts';
import { signInLinkEmail } from '../../emails/sign-in-link.ts';
import { newResetToken } from '../../lib/codes.ts';
import { BadRequestError, ForbiddenError } from '../../lib/errors.ts';
import { DEACTIVATED } from '../admin-auth/deactivated.ts';
import { findAdminById } from '../admin-auth/admins.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { rememberLoginAddress } from '../login-guard/login-guard.ts';
import {
  addCode,
  type CodePurpose,
  findLiveCode,
  useCode,
} from '../one-time-codes/one-time-codes.repository.ts';
import { adminAddress } from '../password-reset/password-reset.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { findUserById } from '../users/users.repository.ts';

/** How long an e-mailed sign-in link stays valid. */
export const SIGN_IN_LINK_MINUTES = 15;
const INVALID_LINK = 'This sign-in link is invalid, used or expired. Log in again to get a new one.';
const PURPOSES = { admin: 'admin_sign_in_link', visitor: 'visitor_sign_in_link' } as const satisfies Record<
  'admin' | 'visitor',
  CodePurpose
>;

type Log = { error(details: object, message: string): void };

/** What a used sign-in link answers: a visitor's session or an admin's, as their logins answer. */
export type SignInLinkSession =
  ({ account: 'visitor' } & UserSession) | ({ account: 'admin' } & AdminSession);

/**
 * E-mails a one-time sign-in link to the account a login from a new address named while it is locked
 * for new addresses (issue 42): the owner gets in from her new device by proving she holds the
 * mailbox, as a password reset would let her. At most 3 links per account per 15 minutes; no account,
 * no address or over the limit sends nothing, and the login's answer is the same.
 */
export async function offerSignInLink(
  ctx: ServiceContext,
  kind: 'admin' | 'visitor',
  accountId: string | undefined,
): Promise<void> {
  if (!accountId) return;
  const target = await recipient(ctx, kind, accountId);
  if (!target) return;
  if ((await ctx.limits.signInLinkMail.hit(accountId)) > ctx.limits.signInLinkMail.max) return;
  const token = newResetToken();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await addCode(trx, {
      purpose: PURPOSES[kind],
      target: accountId,
      codeHash: ctx.hasher.hash(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
      now,
    });
    const link = `${ctx.config.appUrl}/sign-in?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send({ to: target.to, ...target.mail(link) }, trx);
  });
}

async function recipient(
  ctx: ServiceContext,
  kind: 'admin' | 'visitor',
  id: string,
): Promise<{ to: string; mail: (link: string) => RenderedEmail } | undefined> {
  if (kind === 'visitor') {
    const user = await findUserById(ctx.db, id);
    if (!user?.email_verified_at) return undefined;
    const language = toLanguage(user.language);
    return {
      to: user.email,
      mail: (link) =>
        signInLinkEmail({
          account: 'visitor',
          name: user.name,
          language,
          link,
          minutes: SIGN_IN_LINK_MINUTES,
        }),
    };
  }
  const admin = await findAdminById(ctx.db, id);
  const to = admin && toBool(admin.active) ? await adminAddress(ctx, admin) : undefined;
  if (!admin || !to) return undefined;
  return {
    to,
    mail: (link) =>
      signInLinkEmail({ account: 'admin', username: admin.username, link, minutes: SIGN_IN_LINK_MINUTES }),
  };
}

/**
 * The link from the e-mail: signs its account in, once, and the address that opened it is the
 * account's from now on (the lock for new addresses no longer applies there).
 */
export async function signInWithLink(
  ctx: ServiceContext,
  token: string,
  ip: string,
  log: Log,
): Promise<SignInLinkSession> {
  const row = await findLiveCode(ctx.db, Object.values(PURPOSES), ctx.hasher.hash(token), ctx.now());
  if (!row) throw new BadRequestError(INVALID_LINK);
  const kind = row.purpose === PURPOSES.admin ? 'admin' : 'visitor';
  if (!(await ctx.db.transaction().execute((trx) => useCode(trx, row))))
    throw new BadRequestError(INVALID_LINK);

  if (kind === 'visitor') {
    const user = await findUserById(ctx.db, row.target);
    if (!user?.email_verified_at) throw new BadRequestError(INVALID_LINK);
    await rememberLoginAddress(ctx, { kind: 'user', id: user.id }, ip);
    const session = await ctx.tokens.issue({ sub: user.id, role: 'visitor', tv: user.token_version });
    return {
      account: 'visitor',
      token: session,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        language: toLanguage(user.language),
      },
    };
  }
  const admin = await findAdminById(ctx.db, row.target);
  if (!admin) throw new BadRequestError(INVALID_LINK);
  if (!toBool(admin.active)) throw new ForbiddenError(DEACTIVATED);
  await rememberLoginAddress(ctx, { kind: 'admin', id: admin.id }, ip);
  await recordAudit(
    { ...ctx, log },
    { id: admin.id, name: admin.username },
    { action: 'login', summary: `${admin.username} signed in with an e-mailed link` },
  );
  const session = await ctx.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });
  return { account: 'admin', token: session, username: admin.username };
}
