import { randomUUID } from 'node:crypto';
import { type JobLog, UploadJobs } from '../../lib/upload-jobs.ts';
import type { ServiceContext } from '../service-context.ts';
import type { BulkResult } from './bulk-import.service.ts';
import {
  type BulkJobRow,
  countLiveJobs,
  failDeadJobs,
  findJob,
  finishJob,
  insertJobInSlot,
  pruneJobs,
  saveProgress,
} from './bulk-jobs.repository.ts';

/** What any instance reports about a job. */
export interface JobView {
  id: string;
  status: 'running' | 'done' | 'failed';
  /** Messages of the export dealt with so far, of `total`. */
  processed: number;
  total: number;
  result?: BulkResult;
  /** Why a failed job stopped; what it imported before that stays. */
  error?: string;
}

/** A job this instance runs; its fields follow the job as it goes. */
export interface BulkJob extends JobView {
  /** Resolves when the job is done or failed and that is stored (never rejects). */
  settled: Promise<void>;
}

export interface JobWork {
  onProgress: (processed: number, total: number) => void;
  signal: AbortSignal;
}

export interface BulkJobsOptions {
  /** Jobs running at once, over every instance sharing the database. */
  maxRunning: number;
  /** How long a finished job can still be looked up. */
  keepMs: number;
  /** A running job whose heartbeat is older than this lost its instance (kill -9, power loss). */
  staleMs: number;
  /** Progress is written at most this often... */
  progressMs: number;
  /** ...and the heartbeat at least this often, progress or not (an ad with many photos takes a while). */
  heartbeatMs: number;
}

const DEFAULTS: BulkJobsOptions = {
  maxRunning: 2,
  keepMs: 3600_000,
  staleMs: 30_000,
  progressMs: 250,
  heartbeatMs: 5_000,
};

export const STOPPED =
  'The server stopped during the import. Listings created until then are kept; upload the export again to import the rest (nothing is created twice)';
const CRASHED =
  'The import stopped because of a server error. Listings created until then are kept; upload the export again to import the rest';

/**
 * Bulk imports run as jobs, so a large export can report progress while it runs. The instance that
 * runs a job keeps its row in the database up to date (the upload-job runner, lib/upload-jobs.ts), so
 * whichever instance a poll reaches can answer it. Each ad commits on its own and importing the same
 * export again skips what is there, so a job that dies (its row stops getting heartbeats) is reported
 * as stopped and loses nothing that was imported. At most `maxRunning` jobs run at once over every
 * instance: a running job holds one of that many slots.
 */
export class BulkJobs {
  private readonly runner: UploadJobs<number, BulkResult>;
  private readonly options: BulkJobsOptions;
  private readonly db: ServiceContext['db'];
  private readonly now: () => Date;

  constructor(
    ctx: Pick<ServiceContext, 'db' | 'now'>,
    deps: { options?: Partial<BulkJobsOptions>; log?: JobLog } = {},
  ) {
    this.options = { ...DEFAULTS, ...deps.options };
    this.db = ctx.db;
    this.now = ctx.now;
    this.runner = new UploadJobs({
      name: 'bulk import job',
      saveProgress: (id, processed, now) => saveProgress(this.db, id, processed, now),
      finish: (id, outcome, now) =>
        finishJob(
          this.db,
          id,
          outcome.progress,
          outcome.status === 'done'
            ? { status: 'done', result: outcome.result }
            : { status: 'failed', error: outcome.error },
          now,
        ),
      stopped: STOPPED,
      failure: () => ({ error: CRASHED, log: true }),
      progressMs: this.options.progressMs,
      heartbeatMs: this.options.heartbeatMs,
      now: this.now,
      log: deps.log,
    });
  }

  /** Whether `maxRunning` jobs are running already, on any instance. */
  async full(): Promise<boolean> {
    return (await countLiveJobs(this.db, this.aliveSince())) >= this.options.maxRunning;
  }

  /** Starts `work` as a job in a free slot, or returns undefined when every slot is taken. */
  async start(total: number, work: (job: JobWork) => Promise<BulkResult>): Promise<BulkJob | undefined> {
    await this.prune();
    const id = randomUUID();
    for (let slot = 0; slot < this.options.maxRunning; slot++) {
      if (await insertJobInSlot(this.db, { id, total, slot }, this.now())) return this.run(id, total, work);
    }
    return undefined;
  }

  /** The job as stored, from whichever instance runs it; undefined when unknown or pruned. */
  async get(id: string): Promise<JobView | undefined> {
    const row = await findJob(this.db, id);
    return row && this.view(row);
  }

  /** Stops every job of this instance after the ad it is on, and waits for them (the app is closing). */
  async stopAll(): Promise<void> {
    await this.runner.stopAll();
  }

  /** Ends the jobs of instances that died (freeing their slots) and forgets jobs that ended over `keepMs` ago. */
  async prune(): Promise<void> {
    await failDeadJobs(this.db, this.aliveSince(), STOPPED);
    await pruneJobs(this.db, new Date(this.now().getTime() - this.options.keepMs));
  }

  private run(id: string, total: number, work: (job: JobWork) => Promise<BulkResult>): BulkJob {
    const job = { id, status: 'running', processed: 0, total } as BulkJob;
    job.settled = this.runner
      .run(id, 0, async ({ onProgress, signal }) => {
        const result = await work({
          signal,
          onProgress: (processed) => {
            job.processed = processed;
            onProgress(processed);
          },
        });
        // A finished job has dealt with every message.
        onProgress(total);
        return result;
      })
      .then((outcome) => {
        const { progress: processed, ...ended } = outcome;
        Object.assign(job, { ...ended, processed });
      });
    return job;
  }

  private view(row: BulkJobRow): JobView {
    const base = { id: row.id, processed: row.processed, total: row.total };
    if (row.status === 'done')
      return { ...base, status: 'done', result: JSON.parse(row.result ?? '{}') as BulkResult };
    if (row.status === 'failed') return { ...base, status: 'failed', error: row.error ?? CRASHED };
    if (new Date(row.updated_at).getTime() < this.aliveSince().getTime()) {
      return { ...base, status: 'failed', error: STOPPED };
    }
    return { ...base, status: 'running' };
  }

  private aliveSince(): Date {
    return new Date(this.now().getTime() - this.options.staleMs);
  }
}
