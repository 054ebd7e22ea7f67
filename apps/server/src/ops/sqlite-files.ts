import SQLite from 'better-sqlite3';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { OpsError } from './data-location.ts';
import { COUNTED_TABLES, type DataCounts, uploadNames } from './row-counts.ts';

/** What a database copy holds: its figures and the upload files its images name. */
export interface DatabaseSnapshot {
  counts: DataCounts;
  referencedUploads: Set<string>;
}

// Pages per backup step. SQLite restarts a backup whenever another connection writes between two
// steps, so with small steps a busy server could keep it from ever finishing; in one step the copy is
// made under a single read lock, which in WAL mode does not block the server's writes.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database with SQLite's online backup, safe while the server runs and writes, then
 * turns the copy into a single self-contained file (no WAL) and checks it.
 */
export async function snapshotSqlite(source: string, target: string): Promise<DatabaseSnapshot> {
  if (!existsSync(source)) {
    throw new OpsError(`There is no database at ${source}: check DATA_DIR (or DATABASE_URL for PostgreSQL)`);
  }
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new OpsError(`The database copy failed its integrity check: ${String(check)}`);
    return { counts: countRows(copy), referencedUploads: referencedUploads(copy) };
  } finally {
    copy.close();
  }
}

/** The figures of an existing SQLite file, or undefined when there is no file. */
export function sqliteCounts(path: string): DataCounts | undefined {
  if (!existsSync(path)) return undefined;
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    return countRows(db);
  } finally {
    db.close();
  }
}

/**
 * Refuses while another process has the database open, and folds its WAL into the file, so that the
 * file alone holds every committed write. Leaving WAL mode needs the only connection to the database,
 * which is what makes this a check for a running server.
 */
export function assertSqliteIdle(path: string): void {
  if (!existsSync(path)) return;
  const db = new SQLite(path, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new OpsError(
        `${path} is in use: stop the server (every process using this DATA_DIR) before restoring`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Puts the restored file in place of the database. An existing one is moved aside, not deleted;
 * WAL and shared-memory files left beside it would be applied to the new file, so they go.
 */
export function replaceSqliteFile(path: string, restored: string, stamp: string): string | undefined {
  const aside = existsSync(path) ? `${path}.before-restore-${stamp}` : undefined;
  if (aside) renameSync(path, aside);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
  renameSync(restored, path);
  return aside;
}

function countRows(db: SQLite.Database): DataCounts {
  const present = new Set(
    db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
  );
  const count = (table: string) =>
    present.has(table) ? Number(db.prepare(`select count(*) from "${table}"`).pluck().get()) : 0;
  return {
    listings: count(COUNTED_TABLES.listings),
    images: count(COUNTED_TABLES.images),
    inquiries: count(COUNTED_TABLES.inquiries),
    users: count(COUNTED_TABLES.users),
  };
}

function referencedUploads(db: SQLite.Database): Set<string> {
  return uploadNames(
    db.prepare('select path, card_path from property_images').all() as { path: string; card_path: string }[],
  );
}
