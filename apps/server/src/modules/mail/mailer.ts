import type { Kysely, Transaction } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { timeOrderedId } from '../../db/ids.ts';
import type { Database, Executor } from '../../db/schema.ts';
import { createMailTransport, type MailLogger } from './mail-transport.ts';
import { startMailWorker, type MailWorker } from './mail-worker.ts';
import { findOutboxMessage, insertOutboxMessages } from './outbox.repository.ts';

/** A message as the features build it (see src/emails): one recipient, plain text and HTML bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An alert's one-click unsubscribe URL: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string;
  /** The language of the texts ('en', 'ru', 'ar'): sent as Content-Language. */
  language?: string;
}

export interface Mailer {
  /**
   * Queues the message in the durable outbox (inside `trx` when given, so it is sent only if the
   * transaction commits) and wakes the worker once the row is visible. Never waits for SMTP.
   */
  send(message: MailMessage, trx?: Transaction<Database>): Promise<void>;
  /**
   * Queues several messages inside the caller's transaction with one insert, without waking the
   * worker: a caller that knows when it committed calls worker.kick() then.
   */
  queue(messages: readonly MailMessage[], trx: Transaction<Database>): Promise<void>;
  worker: MailWorker;
}

export interface MailerOptions {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  /** The server's logger; mail lines carry component: 'mail'. */
  logger: MailLogger & { child(bindings: object): MailLogger };
  pollIntervalMs?: number;
  now?: () => Date;
}

/**
 * Inserts a message into the outbox and returns its id; joins the caller's transaction when given
 * one. Ids are time-ordered (UUID version 7), so new rows go to the end of the primary-key index.
 */
export async function enqueueMail(
  db: Executor,
  message: MailMessage,
  now: Date = new Date(),
): Promise<string> {
  const id = timeOrderedId();
  await insertOutboxMessages(db, [{ id, ...message }], now);
  return id;
}

/** The mailer and its outbox worker, started at once; stop() before the database closes. */
export function startMailer(options: MailerOptions): Mailer & { stop(): Promise<void> } {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger.child({ component: 'mail' });
  const transport = createMailTransport({ ...options, logger });
  const worker = startMailWorker({
    db,
    transport,
    logger,
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    now,
  });
  return {
    worker,
    send: async (message, trx) => {
      const id = await enqueueMail(trx ?? db, message, now());
      if (trx) void kickWhenCommitted(db, id, worker);
      else worker.kick();
    },
    queue: async (messages, trx) =>
      insertOutboxMessages(
        trx,
        messages.map((message) => ({ id: timeOrderedId(), ...message })),
        now(),
      ),
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}

/**
 * Kysely has no after-commit hook: watch from outside the transaction until the row is visible (it
 * is once the caller commits), then kick. Gives up quietly after ~15 s (rolled back); the poll
 * would deliver it anyway.
 */
async function kickWhenCommitted(db: Kysely<Database>, id: string, worker: MailWorker): Promise<void> {
  try {
    for (let delay = 20, waited = 0; waited < 15_000; waited += delay, delay = Math.min(delay * 2, 1_000)) {
      if (await findOutboxMessage(db, id)) return worker.kick();
      await sleep(delay, undefined, { ref: false });
    }
  } catch {
    // the database closed under us (app shutting down): the next start delivers the message
  }
}
