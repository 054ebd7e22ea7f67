import { auditEntrySchema, auditQuerySchema, errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudit, listAuditAdmins } from './audit.service.ts';

const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** The activity log, for admins (the team issue, part 2). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['activity log'],
        summary: 'Who changed what and when, newest first',
        description:
          'Listing changes (an edit with its fields, old → new), deletes, order and status, drafts published ' +
          'and discarded, Quick Add, Bulk Add (counts), channel modes, contact info, logins and failed logins. ' +
          'Filter by `admin_id`, `action` and `property_id`; page with `limit` and the `X-Next-Cursor` header.',
        security,
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listAudit(app.ctx, request.query);
      if (nextCursor) void reply.header('X-Next-Cursor', nextCursor);
      return items;
    },
  );

  app.get(
    '/admin/audit/admins',
    {
      schema: {
        tags: ['activity log'],
        summary: 'The admins the log names (for its filter)',
        security,
        response: { 200: z.array(z.object({ id: z.string(), username: z.string() })), ...adminErrors },
      },
    },
    async () => listAuditAdmins(app.ctx),
  );
};
