import type { Kysely, Selectable } from 'kysely';
import type { Database, Executor } from './schema.ts';

/**
 * The lease/retry state machine the outbox tables share. A row is 'pending' until a sender claims it,
 * 'sending' while a claim's lease runs, then 'sent', back to 'pending' for a retry, or 'failed'.
 * Each table keeps its message columns to itself; these functions touch only the queue columns.
 */
export type OutboxTable = 'mail_outbox' | 'telegram_outbox';

/** A claimed row stays 'sending' until this lease runs out; then another sender may take it. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

/** The queue columns, alike in every outbox table. */
interface QueueColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

/** The executor seen through the queue columns only, so one query serves each outbox table. */
const queue = (db: Executor) => db as unknown as Kysely<Record<OutboxTable, QueueColumns>>;

export interface ClaimOptions {
  now: Date;
  limit: number;
  maxAttempts: number;
  leaseMs?: number | undefined;
}

/** A claimed row: the message columns asked for, its id, and the attempts made including this claim's. */
export type ClaimedRow<T extends OutboxTable, C extends keyof Selectable<Database[T]>> = Pick<
  Selectable<Database[T]>,
  C
> & { id: string; attempts: number };

/**
 * Claims up to `limit` due rows: pending ones whose next attempt has come, and 'sending' ones whose
 * lease ran out (a sender died mid-send). Each row is taken by a conditional UPDATE that moves its
 * next_attempt_at to the end of the lease and counts the attempt, so of two senders racing for a row
 * exactly one sees an affected row. Oldest first, by next_attempt_at alone: a second sort key (the id)
 * makes SQLite sort every due row, 24 ms instead of 2 ms a claim with 80,000 queued. `columns` are the table's message columns to read; `toMessage` turns
 * each row into the caller's message as soon as it is claimed.
 */
export async function claimDue<T extends OutboxTable, C extends keyof Selectable<Database[T]> & string, M>(
  db: Executor,
  table: T,
  columns: readonly C[],
  options: ClaimOptions,
  toMessage: (row: ClaimedRow<T, C>) => M,
): Promise<M[]> {
  const q = queue(db);
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const candidates = await q
    .selectFrom(table as OutboxTable)
    .select(['id', 'attempts'])
    .select(columns.map((column) => q.dynamic.ref(column)))
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .where('attempts', '<', options.maxAttempts)
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .execute();
  const claimed: M[] = [];
  for (const row of candidates) {
    const result = await q
      .updateTable(table as OutboxTable)
      .set((eb) => ({ status: 'sending', next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    claimed.push(toMessage({ ...row, attempts: row.attempts + 1 } as unknown as ClaimedRow<T, C>));
  }
  return claimed;
}

/**
 * Delivered: the row stays for inspection with its send time. Only a claimed ('sending') row is marked.
 * `clearError` drops the error of an earlier attempt (else it stays, to show the message needed a retry).
 */
export async function markSent(
  db: Executor,
  table: OutboxTable,
  id: string,
  now: Date,
  { clearError }: { clearError: boolean },
): Promise<void> {
  await queue(db)
    .updateTable(table)
    .set({ status: 'sent', sent_at: now.toISOString(), ...(clearError ? { last_error: null } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * A claimed row goes back to 'pending', to be tried at `at`. `error` replaces the last error (null clears
 * it; left out, the last error stays). `counted` false gives the claim's attempt back: the row was not
 * tried, or the failure was no fault of the message.
 */
export async function retry(
  db: Executor,
  table: OutboxTable,
  id: string,
  at: Date,
  options: { error?: string | null; counted?: boolean } = {},
): Promise<void> {
  const { error, counted = true } = options;
  await queue(db)
    .updateTable(table)
    .set((eb) => ({
      status: 'pending',
      next_attempt_at: at.toISOString(),
      ...(error === undefined ? {} : { last_error: error === null ? null : clip(error) }),
      ...(counted ? {} : { attempts: eb('attempts', '-', 1) }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Given up: status 'failed', the row and its last error kept for inspection. Only a claimed ('sending')
 * row: a sender whose lease ran out cannot fail a message another sender has since delivered.
 */
export async function markFailed(db: Executor, table: OutboxTable, id: string, error: string): Promise<void> {
  await queue(db)
    .updateTable(table)
    .set({ status: 'failed', last_error: clip(error) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Rows whose last lease expired with no attempts left (the sender died on the last one) fail. */
export async function failAbandoned(
  db: Executor,
  table: OutboxTable,
  now: Date,
  maxAttempts: number,
): Promise<void> {
  await queue(db)
    .updateTable(table)
    .set({ status: 'failed', last_error: 'abandoned: the last attempt never finished' })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<=', now.toISOString())
    .where('attempts', '>=', maxAttempts)
    .execute();
}

/** An error as kept in last_error: at most 1000 characters and an ellipsis. */
export const clip = (text: string): string => (text.length > 1000 ? `${text.slice(0, 1000)}…` : text);
