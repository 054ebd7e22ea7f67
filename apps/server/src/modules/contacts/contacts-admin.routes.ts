import { contactsSchema, contactsUpdateSchema, errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateContacts } from './contacts.service.ts';

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
      const saved = await updateContacts(app.ctx, request.body);
      request.log.info('contacts updated');
      return saved;
    },
  );
};
