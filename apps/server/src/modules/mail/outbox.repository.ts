import type { Executor } from '../../db/schema.ts';

/** A claimed message stays 'sending' until this lease runs out; then another worker may take it. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

export interface NewOutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click unsubscribe URL (List-Unsubscribe and List-Unsubscribe-Post headers). */
  unsubscribeUrl?: string | undefined;
  /** The language of the texts: the Content-Language header. */
  language?: string | undefined;
}

export interface OutboxMessage extends NewOutboxMessage {
  /** Attempts made so far, including the one this claim starts. */
  attempts: number;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  maxAttempts: number;
  leaseMs?: number;
}

/** Queues messages for delivery now, with one statement; joins the caller's transaction when given one. */
export async function insertOutboxMessages(
  db: Executor,
  messages: readonly NewOutboxMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values(
      messages.map((message) => ({
        id: message.id,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        list_unsubscribe: message.unsubscribeUrl ?? null,
        content_language: message.language ?? null,
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
 * Claims up to `limit` due messages: pending ones whose next attempt has come, and 'sending' ones whose
 * lease ran out (a worker died mid-send). Each row is taken by a conditional UPDATE that moves its
 * next_attempt_at past `now`, so of two workers racing for a row exactly one sees an affected row.
 */
export async function claimDueMessages(db: Executor, options: ClaimOptions): Promise<OutboxMessage[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const candidates = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'list_unsubscribe',
      'content_language',
      'attempts',
    ])
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .where('attempts', '<', options.maxAttempts)
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .execute();
  const claimed: OutboxMessage[] = [];
  for (const row of candidates) {
    const result = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sending', next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    claimed.push({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.list_unsubscribe ? { unsubscribeUrl: row.list_unsubscribe } : {}),
      ...(row.content_language ? { language: row.content_language } : {}),
      attempts: row.attempts + 1,
    });
  }
  return claimed;
}

/** Delivered: the row stays for inspection with its send time. */
export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** A failed attempt that will be tried again at `nextAttemptAt`. */
export async function markRetry(db: Executor, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', last_error: clip(error), next_attempt_at: nextAttemptAt.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Given up: status 'failed', the row and its last error kept for inspection. */
export async function markFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: clip(error) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** A claimed message that was never attempted (the worker stopped first) goes back to the queue as it was. */
export async function releaseClaim(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'pending',
      next_attempt_at: now.toISOString(),
      attempts: eb('attempts', '-', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Messages whose last lease expired with no attempts left (the worker died on the last one) fail. */
export async function failAbandoned(db: Executor, now: Date, maxAttempts: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: 'abandoned: the last attempt never finished' })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<=', now.toISOString())
    .where('attempts', '>=', maxAttempts)
    .execute();
}

export function findOutboxMessage(db: Executor, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

const clip = (text: string): string => (text.length > 1000 ? `${text.slice(0, 1000)}…` : text);
