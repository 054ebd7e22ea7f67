import { toIso } from '../../db/values.ts';
import { confirmEmailChangeEmail, emailChangeNoticeEmail } from '../../emails/admin-email-change.ts';
import { newResetToken } from '../../lib/codes.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findAdminByEmail, findAdminById, setAdminEmail } from '../admin-auth/admins.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { endEmailChange, findEmailChangeByHash, putEmailChange } from './email-changes.repository.ts';
import { EMAIL_TAKEN } from './team.service.ts';

/** How long the link mailed to a new address stays valid. */
export const EMAIL_CHANGE_HOURS = 1;
const WRONG_PASSWORD = 'Current password is incorrect';
const INVALID_LINK =
  'This confirmation link is invalid, used or expired. Ask for a new one from the dashboard.';

type Log = { error(details: object, message: string): void };
const tokenHash = (ctx: Pick<ServiceContext, 'hasher'>, token: string) =>
  ctx.hasher.hash(`email-change:${token}`);

/**
 * An admin asks to use another e-mail (where reset links go; issue 42): with the current password,
 * so a stolen token alone cannot move the account's resets to another mailbox. Nothing changes yet:
 * a link goes to the new address (it proves the admin holds it, so nobody can take a visitor's or
 * a stranger's address), the old address is told, and the request is in the activity log.
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  adminId: string,
  input: { email: string; current_password: string },
  log: Log,
): Promise<{ message: string; pending_email: string }> {
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin) throw new NotFoundError('There is no admin with this id.');
  // 400, not 401: a 401 would read as a lost login and end the dashboard's session.
  if (!(await verifyPassword(admin.password_hash, input.current_password)))
    throw new BadRequestError(WRONG_PASSWORD);
  const email = input.email;
  if (admin.email === email) throw new BadRequestError('This is your e-mail already.');
  const holder = await findAdminByEmail(ctx.db, email);
  if (holder && holder.id !== adminId) throw new ConflictError(EMAIL_TAKEN);

  const token = newResetToken();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await putEmailChange(trx, {
      adminId,
      newEmail: email,
      tokenHash: tokenHash(ctx, token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3600_000),
      now,
    });
    const link = `${ctx.config.appUrl}/admin/confirm-email?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(
      {
        to: email,
        ...confirmEmailChangeEmail({ username: admin.username, link, hours: EMAIL_CHANGE_HOURS }),
      },
      trx,
    );
    if (admin.email) {
      await ctx.mailer.send(
        { to: admin.email, ...emailChangeNoticeEmail({ username: admin.username, newEmail: email }) },
        trx,
      );
    }
  });
  await recordAudit(
    { ...ctx, log },
    { id: admin.id, name: admin.username },
    { action: 'email_change_requested', summary: `${admin.username} asked to use ${email} as their e-mail` },
  );
  return { message: `Check ${email}: open the link in it to confirm the change.`, pending_email: email };
}

/** The link from the new address's e-mail: that address becomes the admin's e-mail, once. */
export async function confirmEmailChange(
  ctx: ServiceContext,
  token: string,
  log: Log,
): Promise<{ message: string; email: string }> {
  const change = await findEmailChangeByHash(ctx.db, tokenHash(ctx, token));
  if (!change || new Date(toIso(change.expires_at)) <= ctx.now()) throw new BadRequestError(INVALID_LINK);
  const admin = await findAdminById(ctx.db, change.admin_id);
  if (!admin) throw new BadRequestError(INVALID_LINK);
  try {
    const done = await ctx.db.transaction().execute(async (trx) => {
      if (!(await endEmailChange(trx, change.id))) return false;
      await setAdminEmail(trx, admin.id, change.new_email, ctx.now());
      return true;
    });
    if (!done) throw new BadRequestError(INVALID_LINK);
  } catch (error) {
    // Another admin took the address meanwhile.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  await recordAudit(
    { ...ctx, log },
    { id: admin.id, name: admin.username },
    {
      action: 'email_changed',
      summary: `${admin.username} changed their e-mail from ${admin.email ?? 'none'} to ${change.new_email}`,
    },
  );
  return { message: 'Your new e-mail is confirmed.', email: change.new_email };
}
