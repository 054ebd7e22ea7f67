import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailLogger, MailTransport } from './mail-transport.ts';
import {
  claimDueMessages,
  failAbandoned,
  markFailed,
  markRetry,
  markSent,
  releaseClaim,
  type OutboxMessage,
} from './outbox.repository.ts';

export interface MailWorker {
  /** Runs a pass at once (after an enqueue), instead of at the next poll. */
  kick(): void;
  /** Stops polling and waits for the message being sent; claimed but unsent messages go back to the queue. */
  stop(): Promise<void>;
  /** For tests: runs passes until nothing is due. */
  drain(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: MailLogger;
  pollIntervalMs: number;
  now?: () => Date;
  maxAttempts?: number;
  batchSize?: number;
  leaseMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** Delay before attempt n+1 after n failed attempts: 10 s, 30 s, 2 min, 10 min, 30 min, then hourly. */
export function retryDelayMs(failedAttempts: number): number {
  const steps = [10_000, 30_000, 120_000, 600_000, 1_800_000];
  return steps[failedAttempts - 1] ?? 3_600_000;
}

/** Delivers the outbox: polls, sends due messages one by one, retries with backoff, gives up after maxAttempts. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger } = options;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const lease = () => (options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs });

  async function deliver(message: OutboxMessage): Promise<void> {
    try {
      await transport.send(message);
      await markSent(db, message.id, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempt = { mailId: message.id, attempt: message.attempts, maxAttempts, reason };
      if (message.attempts >= maxAttempts) {
        await markFailed(db, message.id, reason);
        logger.error(attempt, 'mail delivery failed for good; the outbox row is kept as failed');
      } else {
        const retryAt = new Date(now().getTime() + retryDelayMs(message.attempts));
        await markRetry(db, message.id, reason, retryAt);
        logger.warn({ ...attempt, retryAt: retryAt.toISOString() }, 'mail delivery failed; will retry');
      }
    }
  }

  /** Claims and sends batches until none is due; returns how many messages were attempted. */
  async function processDue(): Promise<number> {
    await failAbandoned(db, now(), maxAttempts);
    let attempted = 0;
    while (!stopped) {
      const batch = await claimDueMessages(db, { now: now(), limit: batchSize, maxAttempts, ...lease() });
      if (batch.length === 0) break;
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          for (const rest of batch.slice(index)) await releaseClaim(db, rest.id, now());
          break;
        }
        await deliver(message);
        attempted++;
      }
    }
    return attempted;
  }

  function pass(): Promise<number> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    if (timer) clearTimeout(timer);
    inFlight = (async () => {
      let total = 0;
      do {
        again = false;
        total += await processDue();
      } while (again && !stopped);
      return total;
    })()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'mail outbox pass failed; will try again at the next poll');
        return 0;
      })
      .finally(() => {
        inFlight = null;
        schedule();
      });
    return inFlight;
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void pass(), options.pollIntervalMs);
    timer.unref();
  }

  void pass(); // whatever a previous run left in the outbox goes out now
  return {
    kick: () => {
      if (!stopped) void pass();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
    drain: async () => {
      while (!stopped) {
        if (inFlight) await inFlight;
        if ((await pass()) === 0) return;
      }
    },
  };
}
