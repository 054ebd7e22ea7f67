import { GrammyError, HttpError } from 'grammy';
import { retryDelayMs } from '../mail/mail-worker.ts';
import type { ServiceContext } from '../service-context.ts';
import { chatGone } from '../telegram-alerts/telegram-links.service.ts';
import { type BotClient, botSignal } from './bot-client.ts';
import {
  claimDueTelegramMessages,
  failAbandonedTelegram,
  failTelegramMessage,
  markTelegramSent,
  type QueuedTelegramMessage,
  retryTelegramMessage,
} from './telegram-outbox.repository.ts';

/** Attempts before a message is given up (Telegram's 429 waits do not count). */
export const TELEGRAM_MAX_ATTEMPTS = 10;
const BATCH = 20;

export interface SendPass {
  sent: number;
  /** Telegram asked to wait (429 retry_after): nothing is sent before this time. */
  pausedUntil: number | null;
}

/**
 * Sends the bot's queued messages (telegram_outbox), oldest first. Only the instance that talks to
 * Telegram runs it, and each row is claimed before it is sent, so a message leaves once. A failed call
 * is tried again with the e-mail outbox's backoff; 429 Too Many Requests waits the `retry_after`
 * Telegram gives and stops the pass; a chat that blocked the bot (403), or that is gone, is unlinked
 * and its queue dropped; a request Telegram refuses as bad (400) is not repeated.
 */
export async function sendQueuedTelegramMessages(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  bot: BotClient,
  log: { warn: (details: object, message: string) => void },
  signal?: AbortSignal,
): Promise<SendPass> {
  const { db } = ctx;
  await failAbandonedTelegram(db, ctx.now(), TELEGRAM_MAX_ATTEMPTS);
  const pass: SendPass = { sent: 0, pausedUntil: null };
  for (;;) {
    const batch = await claimDueTelegramMessages(db, ctx.now(), BATCH, TELEGRAM_MAX_ATTEMPTS);
    if (batch.length === 0) return pass;
    for (const [index, message] of batch.entries()) {
      if (signal?.aborted || pass.pausedUntil !== null) {
        // Not tried: back in the queue as it was (after the pause, if there is one).
        const at = new Date(pass.pausedUntil ?? ctx.now().getTime());
        for (const rest of batch.slice(index)) await retryTelegramMessage(db, rest.id, at, null, false);
        return pass;
      }
      const outcome = await send(ctx, bot, log, message, signal);
      if (outcome === 'sent') pass.sent++;
      else if (typeof outcome === 'number') pass.pausedUntil = outcome;
    }
  }
}

async function send(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  bot: BotClient,
  log: { warn: (details: object, message: string) => void },
  message: QueuedTelegramMessage,
  signal: AbortSignal | undefined,
): Promise<'sent' | 'failed' | number> {
  const { db } = ctx;
  const { text, ...other } = message.payload;
  try {
    await bot.api.sendMessage(message.chatId, text, other, botSignal(signal));
    await markTelegramSent(db, message.id, ctx.now());
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const details = { telegramMessage: message.id, chat: message.chatId, attempt: message.attempts, reason };
    if (error instanceof GrammyError && error.error_code === 429) {
      const waitMs = Math.max(1, error.parameters.retry_after ?? 5) * 1000;
      const until = ctx.now().getTime() + waitMs;
      await retryTelegramMessage(db, message.id, new Date(until), reason, false);
      log.warn({ ...details, retryAfterMs: waitMs }, 'Telegram asked the bot to wait before sending more');
      return until;
    }
    if (error instanceof GrammyError && isChatGone(error)) {
      await failTelegramMessage(db, message.id, reason);
      await chatGone(ctx, message.chatId, `the chat cannot be written to: ${error.description}`);
      log.warn(details, 'Telegram chat unlinked: the visitor blocked the bot or the chat is gone');
      return 'failed';
    }
    if (error instanceof GrammyError && error.error_code === 400) {
      await failTelegramMessage(db, message.id, reason);
      log.warn(details, 'Telegram refused a bot message; it is not sent');
      return 'failed';
    }
    if (signal?.aborted) {
      await retryTelegramMessage(db, message.id, ctx.now(), null, false);
      return 'failed';
    }
    if (message.attempts >= TELEGRAM_MAX_ATTEMPTS) {
      await failTelegramMessage(db, message.id, reason);
      log.warn(details, 'Telegram message failed for good; the outbox row is kept as failed');
    } else {
      const at = new Date(ctx.now().getTime() + retryDelayMs(message.attempts));
      await retryTelegramMessage(db, message.id, at, reason);
      log.warn(
        { ...details, retryAt: at.toISOString(), unreachable: error instanceof HttpError },
        'Telegram message not sent; will retry',
      );
    }
    return 'failed';
  }
}

/**
 * The chat can never get the message: the visitor blocked the bot or deleted the account (403), or
 * the chat does not exist (400 "chat not found").
 */
function isChatGone(error: GrammyError): boolean {
  if (error.error_code === 403) return true;
  return error.error_code === 400 && /chat not found|user not found|PEER_ID_INVALID/i.test(error.description);
}
