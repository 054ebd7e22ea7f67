import { DEFAULT_LANGUAGE, type Language, type PublicUser, type UserSession } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { UserRow } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';
import { newVerificationCode } from '../../lib/codes.ts';
import type { ServiceContext } from '../service-context.ts';
import { offerSignInLink } from '../sign-in-links/sign-in-links.service.ts';
import { type LockLog, rememberLoginAddress, startLogin } from '../login-guard/login-guard.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword, verifyPasswordDummy } from '../../lib/passwords.ts';
import { toLanguage } from '../../emails/i18n.ts';
import { verificationCodeEmail } from '../../emails/verification-code.ts';
import {
  addRegistration,
  claimRegistrationAttempt,
  endRegistrations,
  findRegistrations,
  type RegistrationRow,
  renewRegistrationCode,
} from './registrations.repository.ts';
import { findUserByEmail, insertUser, setUserLanguage, verifyUser } from './users.repository.ts';

export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const toPublic = (user: UserRow): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  language: toLanguage(user.language),
});

/** The per-address verification-mail limits: one a minute, and a daily cap. */
async function checkVerificationMail(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.limits.verificationMail.check(email);
  await ctx.limits.verificationMailDaily.check(email);
}

async function countVerificationMail(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.limits.verificationMail.hit(email);
  await ctx.limits.verificationMailDaily.hit(email);
}

const alreadyRegistered = () =>
  new ConflictError('An account with this email already exists. Please log in.');

/**
 * Creates the visitor, or adds a registration to an address not verified yet, and mails a 6-digit
 * code for it, in one transaction with the outbox row so the code is never stored without its
 * e-mail, nor the reverse. A registration of a pending address changes nothing that is there: the
 * earlier registrations and their codes stay, and its e-mail says the address was registered again
 * (issue 42: whoever registered first or last, the code's registration is the one verified).
 */
export async function registerVisitor(
  ctx: ServiceContext,
  input: { name: string; email: string; phone: string; password: string; language?: Language | undefined },
): Promise<void> {
  const known = await findUserByEmail(ctx.db, input.email);
  if (known?.email_verified_at) throw alreadyRegistered();
  await checkVerificationMail(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? DEFAULT_LANGUAGE;
  const code = newVerificationCode();
  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, input.email);
      if (existing?.email_verified_at) throw alreadyRegistered();
      const userId = existing?.id ?? randomUUID();
      if (!existing) await insertUser(trx, { id: userId, ...input, passwordHash, language, now });
      await addRegistration(trx, {
        userId,
        name: input.name,
        phone: input.phone,
        passwordHash,
        language,
        codeHash: ctx.hasher.hash(code),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        now,
      });
      const mail = verificationCodeEmail({
        name: input.name,
        code,
        minutes: CODE_MINUTES,
        language,
        again: existing !== undefined,
      });
      await ctx.mailer.send({ to: input.email, ...mail }, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('This email is being registered right now. Please try again.');
    throw error;
  }
  await countVerificationMail(ctx, input.email);
}

const invalidCode = () =>
  new BadRequestError('Invalid or expired verification code. Please request a new one.');

/**
 * Checks the code (5 tries at most) against the address's registrations, verifies the account with
 * the details of the one it was sent for and logs the visitor in. `password`, when given (the web
 * app sends the one just typed, or asks for it), becomes the account's password instead of that
 * registration's: only the mailbox's owner has the code, and only her password opens the account.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  input: { email: string; code: string; password?: string | undefined },
  ip: string,
): Promise<UserSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user?.email_verified_at) throw new BadRequestError('This email is already verified. Please log in.');
  const registrations = user ? await findRegistrations(ctx.db, user.id) : [];
  if (!user || registrations.length === 0) throw invalidCode();
  const now = ctx.now();
  const live = registrations.filter((row) => new Date(toIso(row.expires_at)) > now);
  if (live.length === 0) {
    throw new BadRequestError('This verification code has expired. Please request a new one.');
  }
  // A guess uses a try of every live code, so more registrations never mean more guesses.
  const open: RegistrationRow[] = [];
  for (const row of live) {
    if (await claimRegistrationAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS)) open.push(row);
  }
  const newest = open[0];
  if (!newest) throw new BadRequestError('Too many wrong attempts. Please request a new code.');
  const match = open.find((row) => ctx.hasher.matches(input.code, row.code_hash));
  if (!match) {
    const left = MAX_CODE_ATTEMPTS - newest.attempts - 1;
    throw new BadRequestError(
      left > 0
        ? `Invalid verification code. ${left} attempt${left === 1 ? '' : 's'} left.`
        : 'Too many wrong attempts. Please request a new code.',
    );
  }
  // With her password, her own registration's details, whichever code came first.
  const chosen = (input.password && (await registrationWithPassword(live, input.password))) || match;
  const passwordHash = input.password ? await hashPassword(input.password) : match.password_hash;
  const details = { name: chosen.name, phone: chosen.phone, language: chosen.language, passwordHash };
  const verified = await ctx.db.transaction().execute(async (trx) => {
    if (!(await endRegistrations(trx, user.id, match.id))) return false;
    await verifyUser(trx, user.id, { ...details, now: ctx.now() });
    return true;
  });
  if (!verified) throw invalidCode();
  ctx.accounts.changed();
  await rememberLoginAddress(ctx, { kind: 'user', id: user.id }, ip);
  const token = await ctx.tokens.issue({ sub: user.id, role: 'visitor', tv: user.token_version });
  return {
    token,
    user: toPublic({ ...user, name: details.name, phone: details.phone, language: details.language }),
  };
}

/**
 * Mails a new code for the address's newest registration; the answer is the same whether or not
 * one exists. The e-mail is in `language` when given (the one the visitor has on screen now), else
 * in the registration's.
 */
export async function resendVerificationCode(
  ctx: ServiceContext,
  email: string,
  language?: Language,
): Promise<void> {
  await checkVerificationMail(ctx, email);
  await countVerificationMail(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_verified_at) return;
  const code = newVerificationCode();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const [newest] = await findRegistrations(trx, user.id);
    const codeHash = ctx.hasher.hash(code);
    const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
    if (newest) await renewRegistrationCode(trx, newest.id, { codeHash, expiresAt });
    else {
      // Every registration expired and was swept: the account's own details register it again.
      await addRegistration(trx, {
        userId: user.id,
        name: user.name,
        phone: user.phone,
        passwordHash: user.password_hash,
        language: user.language,
        codeHash,
        expiresAt,
        now,
      });
    }
    const mail = verificationCodeEmail({
      name: newest?.name ?? user.name,
      code,
      minutes: CODE_MINUTES,
      language: language ?? toLanguage(newest?.language ?? user.language),
    });
    await ctx.mailer.send({ to: user.email, ...mail }, trx);
  });
}

/** The registration, among these, made with this password. */
async function registrationWithPassword(
  rows: RegistrationRow[],
  password: string,
): Promise<RegistrationRow | undefined> {
  for (const row of rows) if (await verifyPassword(row.password_hash, password)) return row;
  return undefined;
}

/** Whether the password is that of one of a pending account's registrations. */
async function pendingPasswordMatches(
  ctx: ServiceContext,
  userId: string,
  password: string,
): Promise<boolean> {
  return (await registrationWithPassword(await findRegistrations(ctx.db, userId), password)) !== undefined;
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
    () => offerSignInLink(ctx, 'visitor', user?.id),
  );
  const ok = user
    ? (await verifyPassword(user.password_hash, input.password)) ||
      (!user.email_verified_at && (await pendingPasswordMatches(ctx, user.id, input.password)))
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
