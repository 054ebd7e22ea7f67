/** How a job ended, with its last progress. */
export type JobOutcome<P, R> =
  { status: 'done'; result: R; progress: P } | { status: 'failed'; error: string; progress: P };

/** What a job's work is given: where to report its progress, and the signal that stops it. */
export interface JobWork<P> {
  onProgress: (progress: P) => void;
  signal: AbortSignal;
}

/** Where a job's failures are told. */
export interface JobLog {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface UploadJobsOptions<P, R> {
  /** What the log calls a job ("bulk import job"). */
  name: string;
  /** Stores a running job's progress and its heartbeat. */
  saveProgress: (id: string, progress: P, now: Date) => Promise<void>;
  /** Stores how a job ended. */
  finish: (id: string, outcome: JobOutcome<P, R>, now: Date) => Promise<void>;
  /** The error stored for a job stopped by a closing app. */
  stopped: string;
  /** The error stored for a job whose work failed, and whether that is worth an error in the log. */
  failure: (error: unknown) => { error: string; log: boolean };
  /** Progress is written at most this often... */
  progressMs: number;
  /** ...and the heartbeat at least this often, progress or not. */
  heartbeatMs: number;
  now: () => Date;
  log?: JobLog | undefined;
}

/**
 * Runs the background jobs of uploaded files (Bulk Add's exports, the market data's CSV files) on this
 * instance and keeps each job's row up to date: its progress at most every `progressMs`, a heartbeat at
 * least every `heartbeatMs` (one write at a time), and its outcome when it ends. Whichever instance a
 * poll reaches reads the row; a row whose heartbeat stopped belongs to an instance that died, and the
 * job's kind reports it as stopped. The app's close stops every job of the instance and waits for them.
 */
export class UploadJobs<P, R> {
  private readonly running = new Map<string, { controller: AbortController; settled: Promise<unknown> }>();

  constructor(private readonly options: UploadJobsOptions<P, R>) {}

  /** Runs `work` as the job `id`, whose row exists already; resolves with its outcome, once stored (never rejects). */
  run(id: string, initial: P, work: (job: JobWork<P>) => Promise<R>): Promise<JobOutcome<P, R>> {
    const { options } = this;
    const controller = new AbortController();
    const progress = { current: initial, moves: 0 };
    const heartbeat = this.startHeartbeat(id, progress);
    const settled = work({
      signal: controller.signal,
      onProgress: (now) => {
        progress.current = now;
        progress.moves++;
      },
    })
      .then(
        (result): JobOutcome<P, R> => ({ status: 'done', result, progress: progress.current }),
        (error: unknown): JobOutcome<P, R> => {
          if (controller.signal.aborted)
            return { status: 'failed', error: options.stopped, progress: progress.current };
          const failure = options.failure(error);
          if (failure.log) options.log?.error({ err: error, jobId: id }, `${options.name} failed`);
          return { status: 'failed', error: failure.error, progress: progress.current };
        },
      )
      .then(async (outcome) => {
        await heartbeat.stop();
        try {
          await options.finish(id, outcome, options.now());
        } catch (error) {
          // The row keeps its last heartbeat and reads as stopped once that is stale.
          options.log?.error({ err: error, jobId: id }, `could not store the outcome of a ${options.name}`);
        }
        this.running.delete(id);
        return outcome;
      });
    this.running.set(id, { controller, settled });
    return settled;
  }

  /** Stops every job of this instance and waits until each has stored its outcome (the app is closing). */
  async stopAll(reason?: Error): Promise<void> {
    const running = [...this.running.values()];
    for (const { controller } of running) controller.abort(reason);
    await Promise.all(running.map(({ settled }) => settled));
  }

  /** Writes the job's progress when it moved, and its heartbeat when due; one write at a time. */
  private startHeartbeat(id: string, progress: { current: P; moves: number }): { stop: () => Promise<void> } {
    const { options } = this;
    let saved = { moves: 0, at: options.now().getTime() };
    let writing: Promise<void> | undefined;
    const tick = () => {
      const now = options.now();
      const { current, moves } = progress;
      if (writing || (moves === saved.moves && now.getTime() - saved.at < options.heartbeatMs)) return;
      writing = options
        .saveProgress(id, current, now)
        .then(
          () => {
            saved = { moves, at: now.getTime() };
          },
          (error: unknown) =>
            options.log?.warn({ err: error, jobId: id }, `could not store the progress of a ${options.name}`),
        )
        .finally(() => {
          writing = undefined;
        });
    };
    const timer = setInterval(tick, options.progressMs);
    // The job's own work keeps the process alive; the timer alone must not.
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await writing;
      },
    };
  }
}
