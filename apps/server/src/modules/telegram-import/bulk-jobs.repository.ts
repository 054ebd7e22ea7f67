import type { Selectable } from 'kysely';
import type { BulkJobsTable, Executor } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type BulkJobRow = Selectable<BulkJobsTable>;

/** How a job ended; a done job's result is stored as JSON text. */
export type JobOutcome = { status: 'done'; result: unknown } | { status: 'failed'; error: string };

/**
 * Records a new running job in `slot`; false when a running job holds that slot already. The unique
 * index decides, so of two instances taking the same slot at once exactly one gets it.
 */
export async function insertJobInSlot(
  db: Executor,
  job: { id: string; total: number; slot: number },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  try {
    await db
      .insertInto('bulk_jobs')
      .values({
        id: job.id,
        status: 'running',
        slot: job.slot,
        processed: 0,
        total: job.total,
        result: null,
        error: null,
        created_at: at,
        updated_at: at,
        finished_at: null,
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function findJob(db: Executor, id: string): Promise<BulkJobRow | undefined> {
  return db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Running jobs whose heartbeat is not older than `aliveSince`. */
export async function countLiveJobs(db: Executor, aliveSince: Date): Promise<number> {
  const row = await db
    .selectFrom('bulk_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'running')
    .where('updated_at', '>=', aliveSince.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Running jobs whose heartbeat stopped before `aliveSince` lost their instance: they become failed
 * with `error` as of their last heartbeat, and give up their slot.
 */
export async function failDeadJobs(db: Executor, aliveSince: Date, error: string): Promise<void> {
  await db
    .updateTable('bulk_jobs')
    .set((eb) => ({
      status: 'failed',
      slot: null,
      error,
      // The same kind of value; Kysely only types timestamp writes as ISO strings.
      finished_at: eb.ref('updated_at').$castTo<string>(),
    }))
    .where('status', '=', 'running')
    .where('updated_at', '<', aliveSince.toISOString())
    .execute();
}

/** Progress and heartbeat of a running job. */
export async function saveProgress(db: Executor, id: string, processed: number, now: Date): Promise<void> {
  await db
    .updateTable('bulk_jobs')
    .set({ processed, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** The end of a job: its outcome, and its slot free for the next one. */
export async function finishJob(
  db: Executor,
  id: string,
  processed: number,
  outcome: JobOutcome,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('bulk_jobs')
    .set({
      status: outcome.status,
      slot: null,
      processed,
      result: outcome.status === 'done' ? JSON.stringify(outcome.result) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      updated_at: at,
      finished_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** Removes jobs that ended before `before`. */
export async function pruneJobs(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('bulk_jobs').where('finished_at', '<', before.toISOString()).execute();
}
