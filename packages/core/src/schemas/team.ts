import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules/password.ts';
import { newPasswordSchema } from './auth.ts';
import { emailSchema, requiredString, requiredText } from './fields.ts';

/** Owners run the team, the contact details and the Telegram settings; editors everything else (ADR 0033). */
export const adminRoleSchema = z.enum(['owner', 'editor']);
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** How long an e-mailed invitation stays valid. */
export const INVITATION_HOURS = 48;

/** A username someone chooses: no '@', so a login with '@' is always an e-mail. */
export const usernameSchema = z
  .string(requiredString)
  .trim()
  .min(1, { message: 'is required', abort: true })
  .min(3, 'must be at least 3 characters long')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'may contain only letters, digits, dots, dashes and underscores');

export const inviteAdminBodySchema = z.object({ email: emailSchema, role: adminRoleSchema });

export const acceptInvitationBodySchema = z.object({
  token: requiredText(200),
  username: usernameSchema,
  password: newPasswordSchema,
});

export const updateAdminBodySchema = z
  .object({ role: adminRoleSchema.optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: 'Send a role, active, or both',
  });

/** PUT /admin/me/email: the new address, and the admin's current password (issue 42). */
export const setOwnEmailBodySchema = z.object({
  email: emailSchema,
  current_password: z.string(requiredString).min(1, 'is required').max(PASSWORD_MAX_LENGTH, 'is too long'),
});

/** What PUT /admin/me/email answers: the change waits for the link mailed to the new address. */
export const emailChangeRequestedSchema = z
  .object({ message: z.string(), pending_email: z.string() })
  .meta({ id: 'EmailChangeRequested' });

/** POST /auth/confirm-email: the token of the link mailed to the new address. */
export const confirmEmailBodySchema = z.object({ token: requiredText(200) });

export const emailConfirmedSchema = z
  .object({ message: z.string(), email: z.string() })
  .meta({ id: 'EmailConfirmed' });

export const teamMemberSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role: adminRoleSchema,
    active: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamMember' });

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: adminRoleSchema,
    invited_by: z.string().nullable(),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Invitation' });

export const teamSchema = z
  .object({ admins: z.array(teamMemberSchema), invitations: z.array(invitationSchema) })
  .meta({ id: 'Team' });

export const adminMeSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role: adminRoleSchema,
    /** An owner without an e-mail where the server has no other address for them either: reset cannot reach them. */
    needs_email: z.boolean(),
  })
  .meta({ id: 'AdminMe' });

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type Team = z.infer<typeof teamSchema>;
export type AdminMe = z.infer<typeof adminMeSchema>;
