import {
  type AdminMe,
  type AdminRole,
  type AdminSession,
  type FieldChange,
  fieldChanges,
  INVITATION_HOURS,
  type Invitation,
  type Team,
  type TeamMember,
} from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { AdminRow } from '../../db/schema.ts';
import { toBool, toIso } from '../../db/values.ts';
import { adminInvitationEmail } from '../../emails/admin-invitation.ts';
import { newResetToken } from '../../lib/codes.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  countOtherActiveOwners,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  listAdmins,
  updateAdminAccess,
  usernameTaken,
} from '../admin-auth/admins.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { clearAccountLock, rememberLoginAddress } from '../login-guard/login-guard.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  findInvitationByHash,
  insertInvitation,
  listPendingInvitations,
  markAccepted,
  voidPendingInvitations,
} from './invitations.repository.ts';

const INVALID_INVITATION = 'This invitation link is invalid, used or expired. Ask an owner for a new one.';
const LAST_OWNER =
  'The team needs at least one active owner: make another admin an owner before demoting or deactivating this one.';
export const EMAIL_TAKEN = 'This e-mail already belongs to an admin.';
const USERNAME_TAKEN = 'This username is taken. Choose another one.';
const NO_ADMIN = 'There is no admin with this id.';

const roleOf = (admin: AdminRow): AdminRole => (admin.role === 'editor' ? 'editor' : 'owner');

export function toTeamMember(admin: AdminRow): TeamMember {
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    role: roleOf(admin),
    active: toBool(admin.active),
    created_at: toIso(admin.created_at),
  };
}

/** The admins, oldest first, and the invitations still waiting. */
export async function getTeam(ctx: ServiceContext): Promise<Team> {
  const [admins, invitations] = await Promise.all([
    listAdmins(ctx.db),
    listPendingInvitations(ctx.db, ctx.now()),
  ]);
  return {
    admins: admins.map(toTeamMember),
    invitations: invitations.map((row): Invitation => ({
      id: row.id,
      email: row.email,
      role: row.role === 'owner' ? 'owner' : 'editor',
      invited_by: row.invited_by,
      expires_at: toIso(row.expires_at),
      created_at: toIso(row.created_at),
    })),
  };
}

/**
 * An owner invites someone by e-mail: a one-time link valid INVITATION_HOURS, mailed through the
 * outbox in the same transaction; a newer invitation to the same address voids the older.
 */
export async function inviteAdmin(
  ctx: ServiceContext,
  actorId: string,
  input: { email: string; role: AdminRole },
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  if (await findAdminByEmail(ctx.db, email)) throw new ConflictError(EMAIL_TAKEN);
  const inviter = await findAdminById(ctx.db, actorId);
  const token = newResetToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await voidPendingInvitations(trx, email);
    await insertInvitation(trx, {
      id,
      email,
      role: input.role,
      tokenHash: ctx.hasher.hash(`invitation:${token}`),
      invitedBy: actorId,
      expiresAt,
      now,
    });
    const link = `${ctx.config.appUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
    const mail = adminInvitationEmail({
      inviter: inviter?.username ?? 'An owner',
      role: input.role,
      link,
      hours: INVITATION_HOURS,
    });
    await ctx.mailer.send({ to: email, ...mail }, trx);
  });
  return {
    id,
    email,
    role: input.role,
    invited_by: inviter?.username ?? null,
    expires_at: expiresAt.toISOString(),
    created_at: now.toISOString(),
  };
}

/**
 * The invited person chooses a username and a password: the admin is created with the invitation's
 * e-mail and role, logged in, and the activity log records the joining. A wrong, expired or used link
 * is a 400; a taken username a 409.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: { token: string; username: string; password: string },
  log: { error(details: object, message: string): void },
  ip: string,
): Promise<AdminSession> {
  const invitation = await findInvitationByHash(ctx.db, ctx.hasher.hash(`invitation:${input.token}`));
  const now = ctx.now();
  if (!invitation || invitation.accepted_at !== null || new Date(toIso(invitation.expires_at)) <= now) {
    throw new BadRequestError(INVALID_INVITATION);
  }
  if (await usernameTaken(ctx.db, input.username)) throw new ConflictError(USERNAME_TAKEN);
  if (await findAdminByEmail(ctx.db, invitation.email)) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await markAccepted(trx, invitation.id, now))) throw new BadRequestError(INVALID_INVITATION);
      await insertAdmin(trx, {
        id,
        username: input.username,
        passwordHash,
        email: invitation.email,
        role: invitation.role === 'owner' ? 'owner' : 'editor',
        passwordChangedAt: now.toISOString(),
      });
    });
  } catch (error) {
    // Someone took the username (or the address joined) between the check and the insert.
    if (isUniqueViolation(error)) throw new ConflictError(USERNAME_TAKEN);
    throw error;
  }
  const admin = (await findAdminById(ctx.db, id))!;
  const token = await ctx.tokens.issue({ sub: id, role: 'admin', tv: admin.token_version });
  await recordAudit(
    { ...ctx, log },
    { id, name: input.username },
    { action: 'team_joined', summary: `${input.username} joined the team` },
  );
  await rememberLoginAddress(ctx, { kind: 'admin', id }, ip);
  return { token, username: input.username };
}

/**
 * An owner changes an admin's role or activity; answers the admin as changed, and what changed (for the
 * activity log). Deactivation revokes the admin's tokens at once (the token version goes up and every
 * request reads the account); the last active owner stays one.
 */
export async function updateTeamMember(
  ctx: ServiceContext,
  adminId: string,
  change: { role?: AdminRole | undefined; active?: boolean | undefined },
): Promise<{ member: TeamMember; changes: FieldChange[] }> {
  const lock = ctx.dbStatus.engine === 'postgres';
  const { before, updated } = await ctx.db.transaction().execute(async (trx) => {
    const admin = await findAdminById(trx, adminId);
    if (!admin) throw new NotFoundError(NO_ADMIN);
    const wasActiveOwner = roleOf(admin) === 'owner' && toBool(admin.active);
    const staysActiveOwner =
      (change.role ?? roleOf(admin)) === 'owner' && (change.active ?? toBool(admin.active));
    if (wasActiveOwner && !staysActiveOwner && (await countOtherActiveOwners(trx, adminId, { lock })) === 0) {
      throw new ConflictError(LAST_OWNER);
    }
    await updateAdminAccess(
      trx,
      adminId,
      {
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined && change.active !== toBool(admin.active)
          ? { active: change.active }
          : {}),
      },
      ctx.now(),
    );
    return { before: toTeamMember(admin), updated: (await findAdminById(trx, adminId))! };
  });
  ctx.accounts.changed();
  const member = toTeamMember(updated);
  return { member, changes: fieldChanges(before, member, ['role', 'active']) };
}

/** An owner lifts another admin's login lock for new addresses (ADR 0030, 0033); answers the admin's username. */
export async function clearTeamMemberLock(ctx: ServiceContext, adminId: string): Promise<string> {
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin) throw new NotFoundError(NO_ADMIN);
  await clearAccountLock(ctx, { kind: 'admin', id: adminId });
  return admin.username;
}

/** The admin behind a token, and whether the dashboard should ask them for an e-mail. */
export async function getAdminMe(ctx: ServiceContext, adminId: string): Promise<AdminMe> {
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin) throw new NotFoundError(NO_ADMIN);
  const role = roleOf(admin);
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    role,
    needs_email: role === 'owner' && !admin.email && !ctx.config.adminEmail,
  };
}
