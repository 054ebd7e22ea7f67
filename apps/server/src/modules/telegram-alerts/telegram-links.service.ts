import type { TelegramAlertsStatus, TelegramLink } from '@dd/core';
import { randomBytes } from 'node:crypto';
import { ConflictError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { dropQueuedFor, queueTelegramMessages } from '../telegram-bot/telegram-outbox.repository.ts';
import { botSource } from '../telegram-bot/bot-token.service.ts';
import { readConnection } from '../telegram-bot/updates.repository.ts';
import {
  deleteLinkOfChat,
  deleteLinkOfUser,
  findLinkOfUser,
  replaceLinkToken,
  saveLink,
  useLinkToken,
} from './telegram-links.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { telegramTexts } from './telegram-texts.ts';

/** How long a `t.me/<bot>?start=` link works (once). */
export const LINK_TOKEN_TTL_MS = 15 * 60_000;

type Ctx = Pick<ServiceContext, 'db' | 'now' | 'config' | 'hasher'>;

export const NO_BOT = 'Telegram alerts are not available on this site: it has no Telegram bot.';
export const BOT_NOT_CONNECTED = 'The Telegram bot has not connected yet. Please try again in a minute.';

/** Whether the site has a bot, and the visitor's linked chat. */
export async function telegramStatus(ctx: Ctx, userId: string): Promise<TelegramAlertsStatus> {
  const available = (await botSource(ctx)) !== null;
  const [connection, link] = await Promise.all([
    available ? readConnection(ctx.db) : null,
    findLinkOfUser(ctx.db, userId),
  ]);
  return {
    available,
    bot_username: connection?.botUsername ?? null,
    linked: link !== null,
    chat_name: link?.chatName ?? null,
    linked_at: link?.linkedAt ?? null,
  };
}

/**
 * A new one-time link that ties a chat to the visitor: `t.me/<bot>?start=<token>`. The token (32
 * URL-safe characters, what Telegram allows in a start parameter) is kept only as a keyed hash and
 * replaces the visitor's earlier one. 409 without a bot, or before the bot has told its username.
 */
export async function createTelegramLink(ctx: Ctx, userId: string): Promise<TelegramLink> {
  if (!(await botSource(ctx))) throw new ConflictError(NO_BOT);
  const { botUsername } = await readConnection(ctx.db);
  if (!botUsername) throw new ConflictError(BOT_NOT_CONNECTED);
  const token = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  await replaceLinkToken(ctx.db, userId, ctx.hasher.hash(token), expiresAt, now);
  return {
    url: `https://t.me/${encodeURIComponent(botUsername)}?start=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** The visitor turns the chat off on the site: the chat is told, and nothing else queued goes to it. */
export async function unlinkTelegram(ctx: Ctx, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const chatId = await deleteLinkOfUser(trx, userId);
    if (chatId === null) return;
    await dropQueuedFor(trx, chatId, 'the visitor turned Telegram alerts off');
    const language = (await findUserById(trx, userId))?.language;
    await queueTelegramMessages(
      trx,
      [{ chatId, payload: { text: telegramTexts(language).unlinkedOnSite } }],
      ctx.now(),
    );
  });
}

/**
 * `/start <token>` in a private chat: links it and answers in the visitor's language; a bad token
 * is told so in the language of the sender's Telegram app (`from.language_code`).
 */
export async function startCommand(
  ctx: Ctx,
  chat: { id: string; name: string | null; language?: string },
  token: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const userId = /^[\w-]{1,64}$/.test(token) ? await useLinkToken(trx, ctx.hasher.hash(token), now) : null;
    if (userId === null) {
      await reply(trx, chat.id, telegramTexts(chat.language).badToken(alertsUrl(ctx)), now);
      return;
    }
    await saveLink(trx, { userId, chatId: chat.id, chatName: chat.name, linkedAt: now.toISOString() });
    const language = (await findUserById(trx, userId))?.language;
    await reply(trx, chat.id, telegramTexts(language).linked, now);
  });
}

/** `/stop`: the chat gets no more alerts (answered in the sender's Telegram language). */
export async function stopCommand(ctx: Ctx, chatId: string, language?: string): Promise<void> {
  const texts = telegramTexts(language);
  await ctx.db.transaction().execute(async (trx) => {
    const had = await deleteLinkOfChat(trx, chatId);
    if (had) await dropQueuedFor(trx, chatId, 'the chat sent /stop');
    await reply(trx, chatId, had ? texts.stopped : texts.notLinked(alertsUrl(ctx)), ctx.now());
  });
}

/** Anything else in a private chat: what the bot does. */
export async function helpReply(ctx: Ctx, chatId: string, language?: string): Promise<void> {
  await reply(ctx.db, chatId, telegramTexts(language).help(alertsUrl(ctx)), ctx.now());
}

/** The visitor blocked the bot (or deleted the account): the chat is let go and its queue dropped. */
export async function chatGone(ctx: Pick<Ctx, 'db'>, chatId: string, reason: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const had = await deleteLinkOfChat(trx, chatId);
    await dropQueuedFor(trx, chatId, reason);
    return had;
  });
}

const alertsUrl = (ctx: Ctx) => `${ctx.config.appUrl}/alerts`;

const reply = (
  db: Ctx['db'] | Parameters<typeof queueTelegramMessages>[0],
  chatId: string,
  text: string,
  now: Date,
) =>
  queueTelegramMessages(
    db,
    [{ chatId, payload: { text, link_preview_options: { is_disabled: true } } }],
    now,
  );
