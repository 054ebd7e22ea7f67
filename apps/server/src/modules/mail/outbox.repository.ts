import * as queue from '../../db/outbox-queue.ts';
import type { Executor } from '../../db/schema.ts';

/** A claimed message stays 'sending' until this lease runs out; then another worker may take it. */
export { DEFAULT_LEASE_MS } from '../../db/outbox-queue.ts';

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

/** Claims up to `limit` due messages (see claimDue in db/outbox-queue.ts), earliest due first. */
export function claimDueMessages(db: Executor, options: ClaimOptions): Promise<OutboxMessage[]> {
  return queue.claimDue(
    db,
    'mail_outbox',
    ['to_address', 'subject', 'text_body', 'html_body', 'list_unsubscribe', 'content_language'],
    options,
    (row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.list_unsubscribe ? { unsubscribeUrl: row.list_unsubscribe } : {}),
      ...(row.content_language ? { language: row.content_language } : {}),
      attempts: row.attempts,
    }),
  );
}

/** Delivered: the row stays for inspection with its send time (and the error of an earlier attempt). */
export function markSent(db: Executor, id: string, now: Date): Promise<void> {
  return queue.markSent(db, 'mail_outbox', id, now, { clearError: false });
}

/** A failed attempt that will be tried again at `nextAttemptAt`. */
export function markRetry(db: Executor, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  return queue.retry(db, 'mail_outbox', id, nextAttemptAt, { error });
}

/** Given up: status 'failed', the row and its last error kept for inspection. */
export function markFailed(db: Executor, id: string, error: string): Promise<void> {
  return queue.markFailed(db, 'mail_outbox', id, error);
}

/** A claimed message that was never attempted (the worker stopped first) goes back to the queue as it was. */
export function releaseClaim(db: Executor, id: string, now: Date): Promise<void> {
  return queue.retry(db, 'mail_outbox', id, now, { counted: false });
}

/** Messages whose last lease expired with no attempts left (the worker died on the last one) fail. */
export function failAbandoned(db: Executor, now: Date, maxAttempts: number): Promise<void> {
  return queue.failAbandoned(db, 'mail_outbox', now, maxAttempts);
}

export function findOutboxMessage(db: Executor, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
