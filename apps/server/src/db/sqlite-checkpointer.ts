import type { Database as SqliteDatabase } from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background thread copies the write-ahead log into the database file. */
const INTERVAL_MS = 1000;
/** The thread starts this long after the database opens, out of the way of the server's start. */
const START_DELAY_MS = 1000;
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
 * (docs/PERFORMANCE.md). Once this thread runs, it checkpoints every second and the automatic
 * checkpoint is off; until then, and again should the thread fail, SQLite checkpoints on its own, so
 * the log never grows without bound.
 */
export function startCheckpointer(
  database: SqliteDatabase,
  onFailure: (error: Error) => void,
  timing: { intervalMs?: number; startDelayMs?: number } = {},
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let worker: Worker | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopped = false;
  const automatic = (on: boolean) => {
    if (database.open) database.pragma(`wal_autocheckpoint = ${on ? AUTOMATIC_PAGES : 0}`);
  };
  const fail = (error: Error) => {
    if (stopped) return;
    stopped = true;
    automatic(true);
    onFailure(error);
  };

  const start = () => {
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: database.name, driver, intervalMs: timing.intervalMs ?? INTERVAL_MS },
    });
    worker = thread;
    // Never keeps the process alive on its own.
    thread.unref();
    exited = new Promise((resolve) => thread.once('exit', () => resolve()));
    thread.on('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready && !stopped) automatic(false);
      if (message.error) fail(new Error(`SQLite checkpoint failed: ${message.error}`));
    });
    thread.on('error', fail);
    thread.once('exit', (code) => {
      if (code !== 0) fail(new Error(`the SQLite checkpoint thread exited with code ${code}`));
    });
  };
  const timer = setTimeout(start, timing.startDelayMs ?? START_DELAY_MS);
  timer.unref();

  return {
    async stop() {
      clearTimeout(timer);
      if (stopped) return;
      stopped = true; // an exit from here on is the one asked for
      automatic(true);
      worker?.postMessage('stop');
      await exited;
    },
  };
}
