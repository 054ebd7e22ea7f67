import type { Executor } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/ids.ts';
import * as queue from '../../db/outbox-queue.ts';

/** What sendMessage takes besides the chat: the text and how Telegram reads it. */
export interface TelegramMessagePayload {
  text: string;
  parse_mode?: 'HTML';
  link_preview_options?: { is_disabled?: boolean; url?: string; prefer_large_media?: boolean };
}

export interface QueuedTelegramMessage {
  id: string;
  chatId: string;
  payload: TelegramMessagePayload;
  /** Attempts made so far, including the one this claim starts. */
  attempts: number;
}

/** Queues bot messages to send now; joins the caller's transaction when given one. */
export async function queueTelegramMessages(
  db: Executor,
  messages: readonly { chatId: string; payload: TelegramMessagePayload }[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('telegram_outbox')
    .values(
      messages.map((message) => ({
        id: timeOrderedId(),
        chat_id: message.chatId,
        method: 'sendMessage',
        payload: JSON.stringify(message.payload),
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        created_at: at,
        sent_at: null,
      })),
    )
    .execute();
}

/** Claims up to `limit` due messages, oldest first (see claimDue in db/outbox-queue.ts). */
export function claimDueTelegramMessages(
  db: Executor,
  now: Date,
  limit: number,
  maxAttempts: number,
): Promise<QueuedTelegramMessage[]> {
  return queue.claimDue(
    db,
    'telegram_outbox',
    ['chat_id', 'payload'],
    { now, limit, maxAttempts },
    (row) => ({
      id: row.id,
      chatId: row.chat_id,
      payload: JSON.parse(row.payload) as TelegramMessagePayload,
      attempts: row.attempts,
    }),
  );
}

/** Sent (a claimed row), with an earlier attempt's error cleared. */
export function markTelegramSent(db: Executor, id: string, now: Date): Promise<void> {
  return queue.markSent(db, 'telegram_outbox', id, now, { clearError: true });
}

/**
 * Tried again at `at`. `counted` false gives the attempt back: Telegram asked to wait (429), or the
 * sender stopped before trying; that is no failure of the message.
 */
export function retryTelegramMessage(
  db: Executor,
  id: string,
  at: Date,
  error: string | null,
  counted = true,
): Promise<void> {
  return queue.retry(db, 'telegram_outbox', id, at, { error, counted });
}

export function failTelegramMessage(db: Executor, id: string, error: string): Promise<void> {
  return queue.markFailed(db, 'telegram_outbox', id, error);
}

/** Messages still waiting for a chat that no longer gets them are dropped (kept as failed). */
export async function dropQueuedFor(db: Executor, chatId: string, reason: string): Promise<void> {
  await db
    .updateTable('telegram_outbox')
    .set({ status: 'failed', last_error: reason })
    .where('chat_id', '=', chatId)
    .where('status', '=', 'pending')
    .execute();
}

/** Messages whose last attempt never finished and that have none left fail. */
export function failAbandonedTelegram(db: Executor, now: Date, maxAttempts: number): Promise<void> {
  return queue.failAbandoned(db, 'telegram_outbox', now, maxAttempts);
}
