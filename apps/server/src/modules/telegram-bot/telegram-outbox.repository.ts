import type { Executor } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/ids.ts';

/** A claimed message stays 'sending' until this lease runs out; then it may be taken again. */
const LEASE_MS = 2 * 60_000;

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

/**
 * Claims up to `limit` due messages, oldest first: pending ones whose time has come, and 'sending'
 * ones whose lease ran out. Each is taken by a conditional UPDATE, so two senders never both get one.
 */
export async function claimDueTelegramMessages(
  db: Executor,
  now: Date,
  limit: number,
  maxAttempts: number,
): Promise<QueuedTelegramMessage[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('telegram_outbox')
    .select(['id', 'chat_id', 'payload', 'attempts'])
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', at)
    .where('attempts', '<', maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: QueuedTelegramMessage[] = [];
  for (const row of rows) {
    const result = await db
      .updateTable('telegram_outbox')
      .set((eb) => ({
        status: 'sending',
        next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    claimed.push({
      id: row.id,
      chatId: row.chat_id,
      payload: JSON.parse(row.payload) as TelegramMessagePayload,
      attempts: row.attempts + 1,
    });
  }
  return claimed;
}

export async function markTelegramSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('telegram_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Tried again at `at`. `counted` false gives the attempt back: Telegram asked to wait (429), or the
 * sender stopped before trying; that is no failure of the message.
 */
export async function retryTelegramMessage(
  db: Executor,
  id: string,
  at: Date,
  error: string | null,
  counted = true,
): Promise<void> {
  await db
    .updateTable('telegram_outbox')
    .set((eb) => ({
      status: 'pending',
      next_attempt_at: at.toISOString(),
      last_error: error === null ? null : clip(error),
      ...(counted ? {} : { attempts: eb('attempts', '-', 1) }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function failTelegramMessage(db: Executor, id: string, error: string): Promise<void> {
  await db
    .updateTable('telegram_outbox')
    .set({ status: 'failed', last_error: clip(error) })
    .where('id', '=', id)
    .execute();
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
export async function failAbandonedTelegram(db: Executor, now: Date, maxAttempts: number): Promise<void> {
  await db
    .updateTable('telegram_outbox')
    .set({ status: 'failed', last_error: 'abandoned: the last attempt never finished' })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<=', now.toISOString())
    .where('attempts', '>=', maxAttempts)
    .execute();
}

const clip = (text: string): string => (text.length > 1000 ? `${text.slice(0, 1000)}…` : text);
