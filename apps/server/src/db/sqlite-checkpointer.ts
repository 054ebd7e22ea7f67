import type { Database as SqliteDatabase } from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the connection's writes are looked at and, while the thread runs, the log copied. */
const INTERVAL_MS = 1000;
/** The thread ends after this long without a write: an idle server holds no thread for it. */
const IDLE_STOP_MS = 60_000;
/** SQLite's own default: a checkpoint in the write that fills this many pages of log. */
const AUTOMATIC_PAGES = 1000;

/** A background checkpoint thread for one SQLite file; stop() ends it. */
export interface Checkpointer {
  stop(): Promise<void>;
}

// Runs in the worker: its own connection, a PASSIVE checkpoint every interval (it never blocks the
// server's reads or writes, and copies what it can), a TRUNCATE one when asked to stop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const checkpoint = (mode) => {
  try { db.pragma('wal_checkpoint(' + mode + ')'); } catch (error) { parentPort.postMessage({ error: String(error) }); }
};
const timer = setInterval(() => checkpoint('PASSIVE'), workerData.intervalMs);
parentPort.postMessage({ ready: true });
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint('TRUNCATE');
  db.close();
  parentPort.close();
});
`;

/**
 * Moves SQLite's checkpoints off the request path. With the automatic checkpoint, the write that
 * fills 1,000 pages of log copies them into the database and waits for the disk (fsync), which
 * stalls the event loop for several milliseconds a few times a second under writes
 * (ADR 0011). The thread runs while the connection writes: it starts within an interval of
 * the first write, checkpoints every interval with the automatic checkpoint off, and ends, emptying
 * the log, after IDLE_STOP_MS without a write. A thread costs the process about 10 MB (its own
 * JavaScript engine), which an idle server does not need (ADR 0022).
 * Whenever no thread runs, and for good should one fail, SQLite checkpoints on its own, so the log
 * never grows without bound.
 */
export function startCheckpointer(
  database: SqliteDatabase,
  onFailure: (error: Error) => void,
  timing: { intervalMs?: number; idleStopMs?: number } = {},
): Checkpointer {
  const intervalMs = timing.intervalMs ?? INTERVAL_MS;
  const idleStopMs = timing.idleStopMs ?? IDLE_STOP_MS;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // Rows this connection has inserted, updated or deleted since it opened.
  const changes = database.prepare('SELECT total_changes()').pluck();
  let seen = changes.get();
  let lastWrite = 0;
  /** The thread that runs (or is starting). */
  let thread: Worker | undefined;
  /** A thread asked to end, until it has. */
  let ending: Promise<void> | undefined;
  let over = false; // stopped, or failed
  const automatic = (on: boolean) => {
    if (database.open) database.pragma(`wal_autocheckpoint = ${on ? AUTOMATIC_PAGES : 0}`);
  };
  const fail = (error: Error) => {
    if (over) return;
    over = true;
    clearInterval(timer);
    automatic(true);
    onFailure(error);
  };

  const start = () => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: database.name, driver, intervalMs },
    });
    thread = worker;
    // Never keeps the process alive on its own.
    worker.unref();
    worker.on('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready && thread === worker && !over) automatic(false);
      if (message.error) fail(new Error(`SQLite checkpoint failed: ${message.error}`));
    });
    worker.on('error', fail);
    worker.once('exit', (code) => {
      if (code !== 0) fail(new Error(`the SQLite checkpoint thread exited with code ${code}`));
    });
  };
  const end = () => {
    const worker = thread!;
    thread = undefined;
    automatic(true);
    ending = new Promise<void>((resolve) => worker.once('exit', () => resolve())).then(() => {
      ending = undefined;
    });
    worker.postMessage('stop');
  };
  const look = () => {
    if (!database.open) return;
    const now = changes.get();
    if (now !== seen) {
      if (ending) return; // looked at again once the thread asked to end has gone
      seen = now;
      lastWrite = Date.now();
      if (!thread) start();
    } else if (thread && Date.now() - lastWrite >= idleStopMs) end();
  };
  const timer = setInterval(look, intervalMs);
  timer.unref();

  return {
    async stop() {
      if (over) return;
      over = true; // an exit from here on is the one asked for
      clearInterval(timer);
      if (thread) end();
      await ending;
    },
  };
}
