import type { AdminSession } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { toBool } from '../../db/values.ts';
import { hashPassword, verifyPassword, verifyPasswordDummy } from '../../lib/passwords.ts';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './admin-bootstrap.ts';
import { DEACTIVATED } from './deactivated.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type LockLog, startLogin } from '../login-guard/login-guard.ts';
import { offerSignInLink } from '../sign-in-links/sign-in-links.service.ts';
import {
  findAdminById,
  findAdminByLogin,
  findAdminByUsername,
  setAdminPassword,
} from './admins.repository.ts';

export async function loginAdmin(
  ctx: ServiceContext,
  input: { username: string; password: string },
  client: { ip: string; log: LockLog },
): Promise<AdminSession> {
  // A username, or the admin's e-mail (any case).
  const admin = await findAdminByLogin(ctx.db, input.username);
  // Brute force is counted per account and address (the route adds a per-address request ceiling).
  const attempt = await startLogin(
    ctx,
    { kind: 'admin', id: admin?.id, name: input.username.toLowerCase() },
    client.ip,
    client.log,
    () => offerSignInLink(ctx, 'admin', admin?.id),
  );
  const ok = admin
    ? await verifyPassword(admin.password_hash, input.password)
    : await verifyPasswordDummy(input.password);
  const audit = { ...ctx, log: client.log };
  if (!admin || !ok) {
    await attempt.failed();
    await recordAudit(
      audit,
      { id: admin?.id ?? null, name: admin?.username ?? input.username },
      {
        action: 'login_failed',
        summary: `Failed login as ${input.username}`,
      },
    );
    throw new UnauthorizedError('Invalid credentials');
  }
  await attempt.succeeded();
  if (!toBool(admin.active)) throw new ForbiddenError(DEACTIVATED);
  await recordAudit(audit, { id: admin.id, name: admin.username }, { action: 'login', summary: 'Logged in' });
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
