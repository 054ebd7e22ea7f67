import { contactsSchema, DEFAULT_CONTACTS } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findContacts } from './contacts.repository.ts';

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
    async () => (await findContacts(app.db)) ?? DEFAULT_CONTACTS,
  );
};
