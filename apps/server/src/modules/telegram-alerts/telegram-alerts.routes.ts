import { errorBodySchema, telegramAlertsStatusSchema, telegramLinkSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import { createTelegramLink, telegramStatus, unlinkTelegram } from './telegram-links.service.ts';

const refused = { 401: errorBodySchema, 403: errorBodySchema };
const VISITORS_ONLY = "A verified visitor's bearer token; an admin's token is refused (403).";

/** A visitor's alerts on Telegram (ADR 0037): the link that ties a chat to the account, its state, unlinking. */
export const telegramAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitor = app.requireRole('visitor');

  app.get(
    '/me/telegram',
    {
      onRequest: visitor,
      schema: {
        tags: ['alerts'],
        summary: "Whether the visitor's alerts also go to a Telegram chat",
        description: `${VISITORS_ONLY} \`available\` is false when the site has no Telegram bot.`,
        security: [{ bearerAuth: [] }],
        response: { 200: telegramAlertsStatusSchema, ...refused },
      },
    },
    async (request) => telegramStatus(app.ctx, request.principal!.id),
  );

  app.post(
    '/me/telegram-link',
    {
      onRequest: visitor,
      config: perIp(30, 15),
      schema: {
        tags: ['alerts'],
        summary: 'A one-time t.me link that ties a Telegram chat to the account',
        description:
          `${VISITORS_ONLY} Opening \`url\` in Telegram and pressing Start sends the bot \`/start <token>\`; ` +
          'the chat then gets every alert of the visitor too, until /stop in the chat or DELETE /api/me/telegram. ' +
          'The token works once, for 15 minutes; a new one replaces the last. 409 when the site has no ' +
          'Telegram bot, or its bot has not connected yet.',
        security: [{ bearerAuth: [] }],
        response: { 201: telegramLinkSchema, 409: errorBodySchema, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTelegramLink(app.ctx, request.principal!.id)),
  );

  app.delete(
    '/me/telegram',
    {
      onRequest: visitor,
      schema: {
        tags: ['alerts'],
        summary: 'Stop sending alerts to the linked Telegram chat',
        description: `${VISITORS_ONLY} The chat is told. 204 also when no chat was linked.`,
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), ...refused },
      },
    },
    async (request, reply) => {
      await unlinkTelegram(app.ctx, request.principal!.id);
      return reply.status(204).send(null);
    },
  );
};
