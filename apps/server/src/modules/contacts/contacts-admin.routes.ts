import {
  auditFieldLabel,
  contactsSchema,
  contactsUpdateSchema,
  errorBodySchema,
  fieldChanges,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAction } from '../audit/audit-request.ts';
import { getContacts, updateContacts } from './contacts.service.ts';

/** The admin's side of the public contact details (SPEC §2 Contact Info tab). */
export const contactsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/contacts',
    {
      onRequest: app.requireOwner(),
      schema: {
        tags: ['contacts'],
        summary: 'Replace the public contact details (owners only)',
        description:
          'Phone and e-mail are required; WhatsApp and address are optional (blank clears them). ' +
          'The WhatsApp number is stored as digits only after the SPEC §9 normalization. ' +
          'GET /api/contacts answers the new details at once.',
        security: [{ bearerAuth: [] }],
        body: contactsUpdateSchema,
        response: {
          200: contactsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const before = await getContacts(app.ctx);
      const saved = await updateContacts(app.ctx, request.body);
      const changes = fieldChanges(before, saved, ['phone', 'email', 'whatsapp', 'address']);
      await auditAction(app.ctx, request, {
        action: 'contacts_updated',
        summary: changes.length
          ? `Contact info: ${changes.map((change) => auditFieldLabel(change.field)).join(', ')}`
          : 'Contact info saved unchanged',
        changes,
      });
      return saved;
    },
  );
};
