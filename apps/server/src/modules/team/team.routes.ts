import {
  acceptInvitationBodySchema,
  adminMeSchema,
  confirmEmailBodySchema,
  emailChangeRequestedSchema,
  emailConfirmedSchema,
  adminSessionSchema,
  errorBodySchema,
  invitationSchema,
  inviteAdminBodySchema,
  messageSchema,
  setOwnEmailBodySchema,
  teamMemberSchema,
  teamSchema,
  updateAdminBodySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import {
  acceptInvitation,
  clearTeamMemberLock,
  getAdminMe,
  getTeam,
  inviteAdmin,
  updateTeamMember,
} from './team.service.ts';
import { confirmEmailChange, requestEmailChange } from './own-email.service.ts';
import { auditAction } from '../audit/audit-request.ts';

const security = [{ bearerAuth: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema };
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Several admins, two roles (ADR 0033): the owners' team routes, an admin's own account, and the invitation link. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/team',
    {
      onRequest: app.requireOwner(),
      schema: {
        tags: ['team'],
        summary: 'The admins and the invitations still waiting (owners only)',
        security,
        response: { 200: teamSchema, ...guarded },
      },
    },
    async () => getTeam(app.ctx),
  );

  app.post(
    '/admin/team/invitations',
    {
      onRequest: app.requireOwner(),
      config: perIp(30, 15),
      schema: {
        tags: ['team'],
        summary: 'Invite an admin by e-mail (owners only)',
        description:
          'E-mails a link to `/accept-invitation?token=…`, valid 48 hours and once, to join as `owner` or ' +
          '`editor`; a newer invitation to the same address voids the older. 409 when the address ' +
          'already belongs to an admin.',
        security,
        body: inviteAdminBodySchema,
        response: {
          201: invitationSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const invitation = await inviteAdmin(app.ctx, request.principal!.id, request.body);
      await auditAction(app.ctx, request, {
        action: 'team_invited',
        summary: `Invited ${invitation.email} as ${invitation.role}`,
      });
      return reply.code(201).send(invitation);
    },
  );

  app.patch(
    '/admin/team/:id',
    {
      onRequest: app.requireOwner(),
      schema: {
        tags: ['team'],
        summary: "Change an admin's role or deactivate/reactivate them (owners only)",
        description:
          "A deactivated admin's tokens stop working at once, on every instance, and stay revoked after a " +
          'reactivation. The last active owner cannot be demoted or deactivated (409).',
        security,
        params: idParams,
        body: updateAdminBodySchema,
        response: {
          200: teamMemberSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const { member, changes } = await updateTeamMember(app.ctx, request.params.id, request.body);
      if (changes.length)
        await auditAction(app.ctx, request, {
          action: 'team_changed',
          summary: `${member.username}: ${changes
            .map((change) =>
              change.field === 'active' ? (change.to ? 'reactivated' : 'deactivated') : `now ${change.to}`,
            )
            .join(', ')}`,
          changes,
        });
      return member;
    },
  );

  app.post(
    '/admin/team/:id/clear-lock',
    {
      onRequest: app.requireOwner(),
      schema: {
        tags: ['team'],
        summary: "Lift an admin's login lock for new addresses (owners only)",
        security,
        params: idParams,
        response: { 200: messageSchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) => {
      const username = await clearTeamMemberLock(app.ctx, request.params.id);
      await auditAction(app.ctx, request, {
        action: 'team_lock_cleared',
        summary: `Cleared the login lock of ${username}`,
      });
      return { message: 'The login lock was cleared.' };
    },
  );

  app.get(
    '/admin/me',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['team'],
        summary: 'The logged-in admin: username, e-mail, role, and whether they should set an e-mail',
        security,
        response: { 200: adminMeSchema, ...guarded },
      },
    },
    async (request) => getAdminMe(app.ctx, request.principal!.id),
  );

  app.put(
    '/admin/me/email',
    {
      onRequest: app.requireRole('admin'),
      // A password is checked here: the same ceiling as a login's.
      config: perIp(30, 15),
      schema: {
        tags: ['team'],
        summary: "Ask to change the logged-in admin's e-mail (where reset links go)",
        description:
          'Needs `current_password` (400 when wrong). Nothing changes yet: a link valid for 1 hour goes to the ' +
          'new address (`POST /auth/confirm-email` with its token makes it the e-mail), the old address is ' +
          'told, and the activity log records the request. 409 when another admin has the address.',
        security,
        body: setOwnEmailBodySchema,
        response: { 202: emailChangeRequestedSchema, 400: errorBodySchema, 409: errorBodySchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestEmailChange(app.ctx, request.principal!.id, request.body, request.log)),
  );

  app.post(
    '/auth/confirm-email',
    {
      config: perIp(10, 15),
      schema: {
        tags: ['team'],
        summary: "Confirm an admin's new e-mail with the token of the link mailed to it",
        description:
          'A wrong, used or expired token is a 400; an address another admin took meanwhile a 409.',
        body: confirmEmailBodySchema,
        response: {
          200: emailConfirmedSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => confirmEmailChange(app.ctx, request.body.token, request.log),
  );

  app.post(
    '/auth/accept-invitation',
    {
      config: perIp(10, 15),
      schema: {
        tags: ['team'],
        summary: 'Join the team with the token from the invitation e-mail; answers a session',
        description:
          'Chooses a username (3–32 letters, digits, dots, dashes, underscores) and a password (the same ' +
          'rules as everywhere). A wrong, expired or used token is a 400; a taken username a 409.',
        body: acceptInvitationBodySchema,
        response: {
          200: adminSessionSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => acceptInvitation(app.ctx, request.body, request.log, request.ip),
  );
};
