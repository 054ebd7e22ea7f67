import {
  channelModeBodySchema,
  draftSchema,
  draftUpdateSchema,
  errorBodySchema,
  telegramBotBodySchema,
  telegramChannelSchema,
  telegramStatusSchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { nestsDeeperThan } from '../../lib/json-depth.ts';
import { auditAction } from '../audit/audit-request.ts';
import { getProperty } from '../properties/properties.service.ts';
import { correctDraft, discardDraft, getDraft, listDraftsFor, publishDraft } from './drafts.service.ts';
import { connectBot, currentBot, disconnectBot } from './bot-token.service.ts';
import { botStatus, changeChannelMode, listChannelsFor, receiveUpdate } from './telegram.service.ts';

export interface TelegramRoutesOptions {
  /** Tells the bot runner that stored updates wait (a webhook call). */
  wake: () => void;
  /** Starts, switches or stops this instance's bot runner to match the saved bot, at once. */
  reconcile: () => Promise<void>;
}

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
const security = [{ bearerAuth: [] }];
const chatParams = z.object({ chat_id: z.string().max(40) });
const idParams = z.object({ id: z.string().max(100) });

/**
 * Telegram's updates nest a few levels (a reply's message inside a message, entities…); far deeper is
 * no update, and storing it would overflow JSON.stringify's stack.
 */
const MAX_UPDATE_DEPTH = 64;

/** An update as Telegram posts it to the webhook: an update_id and one object of some kind. */
const webhookUpdate = z.looseObject({ update_id: z.number().int().nonnegative() });

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const telegramRoutes: FastifyPluginAsyncZod<TelegramRoutesOptions> = async (app, options) => {
  const { ctx } = app;

  app.post(
    '/telegram/webhook',
    {
      schema: {
        tags: ['telegram'],
        summary:
          'Updates from Telegram (webhook mode: TELEGRAM_WEBHOOK_SECRET, or a dashboard bot on an https APP_URL)',
        description:
          'Checked against the X-Telegram-Bot-Api-Secret-Token header; the update is stored, then read.',
        body: webhookUpdate,
        response: { 200: z.object({}), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const secret = (await currentBot(ctx))?.webhookSecret;
      if (!secret) throw new NotFoundError('The Telegram webhook is not turned on');
      const given = request.headers['x-telegram-bot-api-secret-token'];
      if (!sameSecret(typeof given === 'string' ? given : undefined, secret)) {
        request.log.warn('Telegram webhook call without the right secret refused');
        throw new UnauthorizedError('The webhook secret is missing or wrong');
      }
      if (nestsDeeperThan(request.body, MAX_UPDATE_DEPTH)) {
        throw new BadRequestError(`An update nests at most ${MAX_UPDATE_DEPTH} levels deep`);
      }
      await receiveUpdate(ctx, request.body as unknown as Update);
      options.wake();
      return {};
    },
  );

  await app.register(async (plugin) => {
    const admin = plugin.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', admin.requireRole('admin'));

    admin.get(
      '/admin/telegram/status',
      {
        schema: {
          tags: ['telegram'],
          summary: 'Whether the bot is connected, and why not',
          security,
          response: { 200: telegramStatusSchema, ...adminErrors },
        },
      },
      async () => botStatus(ctx),
    );

    admin.put(
      '/admin/telegram/bot',
      {
        onRequest: admin.requireOwner(),
        schema: {
          tags: ['telegram'],
          summary: 'Connect the bot whose token @BotFather gave (owners only)',
          description:
            'Checked with getMe, then saved sealed; every instance follows with it within seconds. 409 while TELEGRAM_BOT_TOKEN is set (it wins).',
          security,
          body: telegramBotBodySchema,
          response: {
            200: telegramStatusSchema,
            400: errorBodySchema,
            409: errorBodySchema,
            502: errorBodySchema,
            ...adminErrors,
          },
        },
      },
      async (request) => {
        const { username } = await connectBot(ctx, request.body.token, request.principal!.id);
        await auditAction(ctx, request, {
          action: 'telegram_bot_connected',
          summary: `Telegram bot @${username} connected`,
        });
        await options.reconcile();
        return botStatus(ctx);
      },
    );

    admin.delete(
      '/admin/telegram/bot',
      {
        onRequest: admin.requireOwner(),
        schema: {
          tags: ['telegram'],
          summary: 'Remove the bot saved in the dashboard (owners only): following channels stops',
          security,
          response: { 200: telegramStatusSchema, 404: errorBodySchema, 409: errorBodySchema, ...adminErrors },
        },
      },
      async (request) => {
        await disconnectBot(ctx);
        await auditAction(ctx, request, { action: 'telegram_bot_removed', summary: 'Telegram bot removed' });
        await options.reconcile();
        return botStatus(ctx);
      },
    );

    admin.get(
      '/admin/telegram/channels',
      {
        schema: {
          tags: ['telegram'],
          summary: 'The channels the bot was added to',
          security,
          response: { 200: z.array(telegramChannelSchema), ...adminErrors },
        },
      },
      async () => listChannelsFor(ctx),
    );

    admin.put(
      '/admin/telegram/channels/:chat_id',
      {
        onRequest: admin.requireOwner(),
        schema: {
          tags: ['telegram'],
          summary: "Set a channel's mode: review, publish or off (owners only)",
          security,
          params: chatParams,
          body: channelModeBodySchema,
          response: {
            200: telegramChannelSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            ...adminErrors,
          },
        },
      },
      async (request) => {
        const before = (await listChannelsFor(ctx)).find((c) => c.chat_id === request.params.chat_id);
        const channel = await changeChannelMode(ctx, request.params.chat_id, request.body.mode);
        await auditAction(ctx, request, {
          action: 'channel_mode',
          summary: `Channel ${channel.title}: ${channel.mode}`,
          changes: [{ field: 'mode', from: before?.mode ?? null, to: channel.mode }],
        });
        return channel;
      },
    );

    admin.get(
      '/admin/drafts',
      {
        schema: {
          tags: ['telegram'],
          summary: 'Ads waiting for an admin, newest first',
          security,
          response: { 200: z.array(draftSchema), ...adminErrors },
        },
      },
      async () => listDraftsFor(ctx),
    );

    admin.put(
      '/admin/drafts/:id',
      {
        schema: {
          tags: ['telegram'],
          summary: "Correct a draft's fields (any of them; null clears one)",
          security,
          params: idParams,
          body: draftUpdateSchema,
          response: { 200: draftSchema, 400: errorBodySchema, 404: errorBodySchema, ...adminErrors },
        },
      },
      async (request) => correctDraft(ctx, request.params.id, request.body),
    );

    admin.post(
      '/admin/drafts/:id/publish',
      {
        schema: {
          tags: ['telegram'],
          summary: 'Make a listing of the draft',
          security,
          params: idParams,
          response: {
            201: z.object({ id: z.string() }),
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            ...adminErrors,
          },
        },
      },
      async (request, reply) => {
        const published = await publishDraft(ctx, request.params.id);
        const listing = await getProperty(ctx, published.id);
        await auditAction(ctx, request, {
          action: 'draft_published',
          property: { id: listing.id, name: listing.property_name },
          summary: `Published the draft ${listing.property_name}`,
        });
        return reply.status(201).send(published);
      },
    );

    admin.delete(
      '/admin/drafts/:id',
      {
        schema: {
          tags: ['telegram'],
          summary: 'Discard a draft',
          security,
          params: idParams,
          response: { 204: z.null(), 404: errorBodySchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const draft = await getDraft(ctx, request.params.id);
        await discardDraft(ctx, request.params.id);
        await auditAction(ctx, request, {
          action: 'draft_discarded',
          summary: `Discarded the draft ${draft.fields.property_name ?? 'without a name'}`,
        });
        return reply.status(204).send(null);
      },
    );
  });
};
