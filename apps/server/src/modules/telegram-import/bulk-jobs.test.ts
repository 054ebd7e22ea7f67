import type { Kysely } from 'kysely';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import type { DbHandle } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import type { BulkResult } from './bulk-import.service.ts';
import { BulkJobs, type JobWork, STOPPED } from './bulk-jobs.ts';
import { insertJobInSlot } from './bulk-jobs.repository.ts';

const TOTAL = 100;

const resultOf = (created: number): BulkResult => ({
  total_messages: TOTAL,
  properties_created: created,
  properties_failed: 0,
  errors: [],
  skipped: { not_ads: 0, duplicates: 0, service_messages: 0, without_text: TOTAL - created },
  images_attached: 0,
});

/** An import that moves only when the test moves it, and stops when the job is stopped. */
function heldWork() {
  const held = {
    started: false,
    progress: (_processed: number) => {},
    end: (_outcome: BulkResult | Error) => {},
    work: ({ onProgress, signal }: JobWork) =>
      new Promise<BulkResult>((resolve, reject) => {
        held.started = true;
        held.progress = (processed) => onProgress(processed, TOTAL);
        held.end = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  };
  return held;
}

/** Polls until `check` holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms`);
    await sleep(10);
  }
}

/** A clock `ahead` ms in the future. */
const later = (ahead: number) => () => new Date(Date.now() + ahead);

describe.each(engines)('bulk import jobs on %s', (engine) => {
  let db: TestDb;
  const extraHandles: DbHandle[] = [];
  const instances: BulkJobs[] = [];
  /** Another instance of the server on the same database; its own connection when `ownConnection`. */
  const instance = (
    deps: ConstructorParameters<typeof BulkJobs>[1] & { now?: () => Date } = {},
    ownConnection = false,
  ) => {
    let connection: Kysely<Database> = db.handle.db;
    if (ownConnection) {
      const handle = db.connectAgain();
      extraHandles.push(handle);
      connection = handle.db;
    }
    const { now = () => new Date(), ...rest } = deps;
    const jobs = new BulkJobs({ db: connection, now }, rest);
    instances.push(jobs);
    return jobs;
  };

  beforeEach(async () => {
    db = await createTestDb(engine);
  });
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((jobs) => jobs.stopAll()));
    await Promise.all(extraHandles.splice(0).map((handle) => handle.close()));
    await db.dispose();
  });

  it('lets another instance report the progress and then the result of a job it does not run', async () => {
    const [a, b] = [instance(), instance()];
    const held = heldWork();
    const job = (await a.start(TOTAL, held.work))!;
    expect(await b.get(job.id)).toEqual({ id: job.id, status: 'running', processed: 0, total: TOTAL });
    held.progress(40);
    await eventually(async () => (await b.get(job.id))?.processed === 40);
    held.end(resultOf(60));
    await job.settled;
    expect(await b.get(job.id)).toEqual({
      id: job.id,
      status: 'done',
      processed: TOTAL,
      total: TOTAL,
      result: resultOf(60),
    });
    expect(await b.get('no-such-job')).toBeUndefined();
  });

  it('writes progress at most every 250 ms, however often the import moves', async () => {
    let updates = 0;
    const counted = db.handle.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'UpdateQueryNode') updates++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const a = new BulkJobs({ db: counted, now: () => new Date() });
    const b = instance();
    let seenMidway = 0;
    const steps = 10_000_000;
    const job = (await a.start(steps, async ({ onProgress }) => {
      const started = Date.now();
      for (let step = 1; Date.now() - started < 1000; step++) {
        onProgress(step, steps);
        await nextTurn();
      }
      seenMidway = (await b.get(job.id))!.processed;
      return resultOf(1);
    }))!;
    await job.settled;
    // 1 s of progress: about 4 progress writes, then the outcome.
    expect(updates).toBeGreaterThanOrEqual(3);
    expect(updates).toBeLessThanOrEqual(6);
    expect(seenMidway).toBeGreaterThan(0);
  });

  it('keeps the heartbeat of a job that makes no progress for longer than a dead job is given', async () => {
    const options = { staleMs: 400, heartbeatMs: 100, progressMs: 25 };
    const [a, b] = [instance({ options }), instance({ options })];
    const job = (await a.start(TOTAL, heldWork().work))!;
    await sleep(1000);
    expect(await b.get(job.id)).toMatchObject({ status: 'running' });
  });

  it('reports a job whose instance died as failed with the stopped message, and gives its slot to the next job', async () => {
    // What a kill -9 leaves: running rows that get no heartbeat any more, one 31 s ago, one 10 s ago.
    await insertJobInSlot(db.handle.db, { id: 'died-long-ago', total: 50, slot: 0 }, later(-31_000)());
    await insertJobInSlot(db.handle.db, { id: 'died-just-now', total: 50, slot: 1 }, later(-10_000)());
    const b = instance();
    expect(await b.get('died-long-ago')).toEqual({
      id: 'died-long-ago',
      status: 'failed',
      processed: 0,
      total: 50,
      error: STOPPED,
    });
    expect(await b.get('died-just-now')).toMatchObject({ status: 'running' });
    expect(await b.full()).toBe(false);
    const first = heldWork();
    expect(await b.start(TOTAL, first.work)).toBeDefined();
    const second = heldWork();
    expect(await b.start(TOTAL, second.work)).toBeUndefined();
    expect(second.started).toBe(false);
    // 25 s on, the second dead job is stale as well; the running one keeps its heartbeat.
    const c = instance({ now: later(25_000) });
    expect(await c.get('died-just-now')).toMatchObject({ status: 'failed', error: STOPPED });
    expect(await c.full()).toBe(false);
    expect(await c.start(TOTAL, heldWork().work)).toBeDefined();
    expect(await c.get('died-long-ago')).toMatchObject({ status: 'failed', error: STOPPED });
  });

  it('runs at most two imports over every instance; a third is refused and leaves no trace', async () => {
    const [a, b] = [instance(), instance()];
    const first = heldWork();
    const one = (await a.start(TOTAL, first.work))!;
    expect(await b.start(TOTAL, heldWork().work)).toBeDefined();
    expect(await a.full()).toBe(true);
    expect(await b.full()).toBe(true);
    const third = heldWork();
    expect(await b.start(TOTAL, third.work)).toBeUndefined();
    expect(third.started).toBe(false);
    const rows = await db.handle.db.selectFrom('bulk_jobs').select('id').execute();
    expect(rows).toHaveLength(2);
    first.end(resultOf(1));
    await one.settled;
    expect(await b.full()).toBe(false);
    expect(await b.start(TOTAL, heldWork().work)).toBeDefined();
  });

  it('starts only two of five imports started at once on five instances', async () => {
    const five = Array.from({ length: 5 }, () => instance({}, true));
    const works = five.map(() => heldWork());
    const jobs = await Promise.all(five.map((jobs, i) => jobs.start(TOTAL, works[i]!.work)));
    expect(jobs.filter(Boolean)).toHaveLength(2);
    expect(works.filter((work) => work.started)).toHaveLength(2);
  });

  it('stores a job stopped by a closing app, and one that crashed, as failed with the reason', async () => {
    const error = vi.fn();
    const a = instance({ log: { error, warn: vi.fn() } });
    const b = instance();
    const stopped = (await a.start(TOTAL, heldWork().work))!;
    const crashing = heldWork();
    const crashed = (await a.start(TOTAL, crashing.work))!;
    crashing.progress(7);
    crashing.end(new Error('disk full'));
    await crashed.settled;
    await a.stopAll();
    expect(await b.get(stopped.id)).toMatchObject({ status: 'failed', error: STOPPED });
    expect(await b.get(crashed.id)).toMatchObject({
      status: 'failed',
      processed: 7,
      error: expect.stringMatching(/server error/),
    });
    // Only the crash is logged as an error; stopping on shutdown is expected.
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('forgets finished jobs after an hour, not before', async () => {
    const held = heldWork();
    const job = (await instance().start(TOTAL, held.work))!;
    held.end(resultOf(1));
    await job.settled;
    const in59min = instance({ now: later(59 * 60_000) });
    await in59min.prune();
    expect(await in59min.get(job.id)).toMatchObject({ status: 'done' });
    const in61min = instance({ now: later(61 * 60_000) });
    await in61min.prune();
    expect(await in61min.get(job.id)).toBeUndefined();
  });
});
