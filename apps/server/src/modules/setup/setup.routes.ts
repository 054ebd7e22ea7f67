import { errorBodySchema, setupSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupList } from './setup.service.ts';

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/setup',
    {
      onRequest: app.requireOwner(),
      schema: {
        tags: ['team'],
        summary: 'What the site still lacks before it takes real leads (owners only)',
        description:
          'Each item says whether it is done, what is wrong, and where the dashboard fixes it (`action.tab`; ' +
          'null for what is set on the server): placeholder contacts, nobody notified of inquiries, the default ' +
          'admin password, no mail transport (SMTP_URL), a public URL that is not https, no Telegram bot, and the ' +
          "market data still the demo sample. An editor's token gets 403.",
        security: [{ bearerAuth: [] }],
        response: { 200: setupSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => setupList(app.ctx),
  );
};
