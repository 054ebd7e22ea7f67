// The e2e server's own SQLite file (DATA_DIR in playwright.config.ts), for the few states no API can
// reach, such as a listing sold days ago. The server caches the public list: follow such a write with
// an API write (any admin change) so that the list is built again.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/** Runs one statement on the server's database, waiting for its writes as the server would. */
export function runOnServerDatabase(statement: string, ...values: (string | number | null)[]): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new DatabaseSync(join(dir, 'app.db'), { timeout: 5000 });
  try {
    db.prepare(statement).run(...values);
  } finally {
    db.close();
  }
}

/** Moves the time a listing's status last changed (e.g. when it was sold) back by `days`. */
export function backdateStatus(id: string, days: number): void {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  runOnServerDatabase('update properties set status_changed_at = ? where id = ?', at, id);
}
