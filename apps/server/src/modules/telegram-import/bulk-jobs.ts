import { randomUUID } from 'node:crypto';
import type { BulkResult } from './bulk-import.service.ts';

export interface BulkJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  /** Messages of the export dealt with so far, of `total`. */
  processed: number;
  total: number;
  result?: BulkResult;
  /** Why a failed job stopped; what it imported before that stays. */
  error?: string;
  finishedAt?: number;
  /** Resolves when the job is done or failed (never rejects). */
  settled: Promise<void>;
  controller: AbortController;
}

export interface JobWork {
  onProgress: (processed: number, total: number) => void;
  signal: AbortSignal;
}

const STOPPED =
  'The server stopped during the import. Listings created until then are kept; upload the export again to import the rest (nothing is created twice)';
const CRASHED =
  'The import stopped because of a server error. Listings created until then are kept; upload the export again to import the rest';

/**
 * Bulk imports run as jobs in this process, so a large export can report progress while it runs.
 * Jobs live in memory: a restart loses the progress view, never the imported listings (each ad
 * commits on its own, and importing the same export again skips what is there). Finished jobs are
 * kept for an hour (at most `maxKept`); at most `maxRunning` run at once.
 */
export class BulkJobs {
  private readonly jobs = new Map<string, BulkJob>();

  constructor(
    private readonly options: { maxRunning: number; keepMs: number; maxKept: number } = {
      maxRunning: 2,
      keepMs: 3600_000,
      maxKept: 100,
    },
    private readonly log?: { error: (details: object, message: string) => void },
  ) {}

  get runningCount(): number {
    return [...this.jobs.values()].filter((job) => job.status === 'running').length;
  }

  get full(): boolean {
    return this.runningCount >= this.options.maxRunning;
  }

  start(total: number, work: (job: JobWork) => Promise<BulkResult>): BulkJob {
    this.prune();
    const controller = new AbortController();
    const job = { id: randomUUID(), status: 'running', processed: 0, total, controller } as BulkJob;
    job.settled = work({
      signal: controller.signal,
      onProgress: (processed) => {
        job.processed = processed;
      },
    }).then(
      (result) => {
        Object.assign(job, { status: 'done', result, processed: total, finishedAt: Date.now() });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          this.log?.error({ err: error, jobId: job.id }, 'bulk import job failed');
        Object.assign(job, {
          status: 'failed',
          error: controller.signal.aborted ? STOPPED : CRASHED,
          finishedAt: Date.now(),
        });
      },
    );
    this.jobs.set(job.id, job);
    return job;
  }

  get(id: string): BulkJob | undefined {
    return this.jobs.get(id);
  }

  /** Stops every running job after the ad it is on, and waits for them (the app is closing). */
  async stopAll(): Promise<void> {
    const running = [...this.jobs.values()].filter((job) => job.status === 'running');
    for (const job of running) job.controller.abort();
    await Promise.all(running.map((job) => job.settled));
  }

  private prune(): void {
    const now = Date.now();
    const finished = [...this.jobs.values()].filter((job) => job.finishedAt !== undefined);
    finished.forEach((job, index) => {
      if (now - job.finishedAt! > this.options.keepMs || finished.length - index > this.options.maxKept) {
        this.jobs.delete(job.id);
      }
    });
  }
}
