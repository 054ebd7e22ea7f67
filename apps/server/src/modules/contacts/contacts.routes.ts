import { contactsSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getContacts } from './contacts.service.ts';

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Public contact details',
        description: 'Defaults until an admin edits them.',
        response: { 200: contactsSchema },
      },
    },
    async () => getContacts(app.ctx),
  );
};
