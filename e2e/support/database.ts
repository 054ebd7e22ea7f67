// The worker's e2e server's own SQLite file (its DATA_DIR, support/site.ts), for the few states no API can
// reach, such as a listing sold days ago. The server caches the public list: follow such a write with
// an API write (any admin change) so that the list is built again.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/** Runs one statement on the server's database, waiting for its writes as the server would. */
export function runOnServerDatabase(statement: string, ...values: (string | number | null)[]): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (the site fixture of support/fixtures.ts sets it)');
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

/**
 * Adds `count` copies of a listing, as `${prefix}${n}` ("Scale Tower n" for n = 1…count, priced
 * AED 600,000 + n × 1,000, in two locations), for journeys that need a list of thousands. Follow it
 * with an API write, and remove them with removeCopies.
 */
export function copyListing(id: string, prefix: string, count: number): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (the site fixture of support/fixtures.ts sets it)');
  const db = new DatabaseSync(join(dir, 'app.db'), { timeout: 5000 });
  try {
    db.exec('begin');
    db.prepare(
      `create temp table copies as
         with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
         select n.i as copy_no, p.* from n, properties p where p.id = ?`,
    ).run(count, id);
    db.prepare(
      `update temp.copies set id = ? || copy_no, property_name = 'Scale Tower ' || copy_no,
         location = case copy_no % 2 when 0 then 'Scale Bay' else 'Scale Hills' end,
         distress_price = 600000 + copy_no * 1000`,
    ).run(prefix);
    db.exec(
      'alter table temp.copies drop column copy_no; insert into properties select * from temp.copies; commit',
    );
  } catch (error) {
    db.exec('rollback');
    throw error;
  } finally {
    db.close();
  }
}

/** Removes the copies copyListing made with `prefix`. */
export function removeCopies(prefix: string): void {
  runOnServerDatabase("delete from properties where id like ? || '%'", prefix);
}
