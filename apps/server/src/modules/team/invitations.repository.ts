import type { AdminRole } from '@dd/core';
import type { AdminInvitationRow, Executor } from '../../db/schema.ts';

export async function insertInvitation(
  db: Executor,
  invitation: {
    id: string;
    email: string;
    role: AdminRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('admin_invitations')
    .values({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt.toISOString(),
      accepted_at: null,
      created_at: invitation.now.toISOString(),
    })
    .execute();
}

/** A newer invitation voids the older ones to the same address that were not accepted. */
export async function voidPendingInvitations(db: Executor, email: string): Promise<void> {
  await db
    .deleteFrom('admin_invitations')
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute();
}

export function findInvitationByHash(
  db: Executor,
  tokenHash: string,
): Promise<AdminInvitationRow | undefined> {
  return db
    .selectFrom('admin_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invitation used; false when it already was (single use, even under a race). */
export async function markAccepted(db: Executor, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('admin_invitations')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invitations not accepted and not expired, newest first, with the inviter's username. */
export function listPendingInvitations(db: Executor, now: Date) {
  return db
    .selectFrom('admin_invitations')
    .leftJoin('admins', 'admins.id', 'admin_invitations.invited_by')
    .select([
      'admin_invitations.id',
      'admin_invitations.email',
      'admin_invitations.role',
      'admin_invitations.expires_at',
      'admin_invitations.created_at',
      'admins.username as invited_by',
    ])
    .where('admin_invitations.accepted_at', 'is', null)
    .where('admin_invitations.expires_at', '>', now.toISOString())
    .orderBy('admin_invitations.created_at', 'desc')
    .execute();
}
