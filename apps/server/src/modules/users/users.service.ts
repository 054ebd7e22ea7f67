import { DEFAULT_LANGUAGE, type Language, type PublicUser, type UserSession } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { UserRow } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';
import { newVerificationCode } from '../../lib/codes.ts';
import type { ServiceContext } from '../service-context.ts';
import { type LockLog, startLogin } from '../login-guard/login-guard.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword, verifyPasswordDummy } from '../../lib/passwords.ts';
import { toLanguage } from '../../emails/i18n.ts';
import { verificationCodeEmail } from '../../emails/verification-code.ts';
import {
  claimAttempt,
  consumeCode,
  findCode,
  replaceCode,
} from '../one-time-codes/one-time-codes.repository.ts';
import {
  findUserByEmail,
  insertUser,
  markEmailVerified,
  setUserLanguage,
  updateUnverifiedUser,
} from './users.repository.ts';

export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const toPublic = (user: UserRow): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  language: toLanguage(user.language),
});

/**
 * Creates the visitor (or refreshes a still-unverified one) and mails a fresh 6-digit code, in one
 * transaction with the outbox row so the code is never stored without its e-mail, nor the reverse.
 */
export async function registerVisitor(
  ctx: ServiceContext,
  input: { name: string; email: string; phone: string; password: string; language?: Language | undefined },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? DEFAULT_LANGUAGE;
  const code = newVerificationCode();
  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, input.email);
      if (existing?.email_verified_at) {
        throw new ConflictError('An account with this email already exists. Please log in.');
      }
      const id = existing?.id ?? randomUUID();
      if (existing) await updateUnverifiedUser(trx, id, { ...input, passwordHash, language, now });
      else await insertUser(trx, { id, ...input, passwordHash, language, now });
      await replaceCode(trx, {
        purpose: 'verify_email',
        target: id,
        codeHash: ctx.hasher.hash(code),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        now,
      });
      const mail = verificationCodeEmail({ name: input.name, code, minutes: CODE_MINUTES, language });
      await ctx.mailer.send({ to: input.email, ...mail }, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('This email is being registered right now. Please try again.');
    throw error;
  }
  await ctx.limits.verificationMail.hit(input.email);
}

/** Checks the code (5 tries at most), marks the e-mail verified and logs the visitor in. */
export async function verifyEmail(
  ctx: ServiceContext,
  input: { email: string; code: string },
): Promise<UserSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user?.email_verified_at) throw new BadRequestError('This email is already verified. Please log in.');
  const row = user ? await findCode(ctx.db, 'verify_email', user.id) : undefined;
  if (!user || !row)
    throw new BadRequestError('Invalid or expired verification code. Please request a new one.');
  if (new Date(toIso(row.expires_at)) <= ctx.now()) {
    throw new BadRequestError('This verification code has expired. Please request a new one.');
  }
  if (!(await claimAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS))) {
    throw new BadRequestError('Too many wrong attempts. Please request a new code.');
  }
  if (!ctx.hasher.matches(input.code, row.code_hash)) {
    const left = MAX_CODE_ATTEMPTS - row.attempts - 1;
    throw new BadRequestError(
      left > 0
        ? `Invalid verification code. ${left} attempt${left === 1 ? '' : 's'} left.`
        : 'Too many wrong attempts. Please request a new code.',
    );
  }
  const verified = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id))) return false;
    await markEmailVerified(trx, user.id, ctx.now());
    return true;
  });
  if (!verified) throw new BadRequestError('Invalid or expired verification code. Please request a new one.');
  ctx.accounts.changed();
  const token = await ctx.tokens.issue({ sub: user.id, role: 'visitor', tv: user.token_version });
  return { token, user: toPublic(user) };
}

/**
 * Mails a new code to an unverified account; the answer is the same whether or not one exists. The
 * e-mail is in `language` when given (the one the visitor has on screen now), else in the account's.
 */
export async function resendVerificationCode(
  ctx: ServiceContext,
  email: string,
  language?: Language,
): Promise<void> {
  await ctx.limits.verificationMail.check(email);
  await ctx.limits.verificationMail.hit(email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_verified_at) return;
  const code = newVerificationCode();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await replaceCode(trx, {
      purpose: 'verify_email',
      target: user.id,
      codeHash: ctx.hasher.hash(code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      now,
    });
    const mail = verificationCodeEmail({
      name: user.name,
      code,
      minutes: CODE_MINUTES,
      language: language ?? toLanguage(user.language),
    });
    await ctx.mailer.send({ to: user.email, ...mail }, trx);
  });
}

/** Visitor login: wrong e-mail or password → 401; right password but unverified → 403. */
export async function loginVisitor(
  ctx: ServiceContext,
  input: { email: string; password: string },
  client: { ip: string; log: LockLog },
): Promise<UserSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  // Brute force is counted per account and address (the route adds a per-address request ceiling).
  const attempt = await startLogin(
    ctx,
    { kind: 'user', id: user?.id, name: input.email.toLowerCase() },
    client.ip,
    client.log,
  );
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyPasswordDummy(input.password);
  if (!user || !ok) {
    await attempt.failed();
    throw new UnauthorizedError('Invalid credentials');
  }
  if (!user.email_verified_at) throw new ForbiddenError('Please verify your email first');
  await attempt.succeeded();
  const token = await ctx.tokens.issue({ sub: user.id, role: 'visitor', tv: user.token_version });
  return { token, user: toPublic(user) };
}

/** The logged-in visitor's language (ADR 0039): the site keeps it, and their e-mails follow it. */
export async function setVisitorLanguage(
  ctx: ServiceContext,
  userId: string,
  language: Language,
): Promise<void> {
  await setUserLanguage(ctx.db, userId, language, ctx.now());
}
