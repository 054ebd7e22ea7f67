import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DbHandle } from './client.ts';
import { startCheckpointer } from './sqlite-checkpointer.ts';

const walSize = (path: string) => {
  try {
    return statSync(`${path}-wal`).size;
  } catch {
    return 0;
  }
};

/** Writes enough rows to fill well over 1,000 pages of log. */
async function writeMuch(handle: DbHandle) {
  await sql`create table if not exists filler (id integer primary key, body text)`.execute(handle.db);
  const body = 'x'.repeat(4000);
  for (let i = 0; i < 1500; i++) await sql`insert into filler (body) values (${body})`.execute(handle.db);
}

describe('SQLite checkpoints in a background thread', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const open = (backgroundCheckpoints: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'dd-checkpoint-'));
    dirs.push(dir);
    const path = join(dir, 'app.db');
    return { path, handle: openDatabase({ sqlitePath: path, backgroundCheckpoints }) };
  };

  const automaticPages = async (handle: DbHandle) =>
    (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db)).rows[0]!
      .wal_autocheckpoint;

  it('starts the thread on the first write, leaves the log to it, and empties the log on close', async () => {
    const { path, handle } = open(true);
    // Nothing written yet: no thread, SQLite's automatic checkpoint as usual.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await automaticPages(handle)).toBe(1000);
    await sql`create table filler (id integer primary key, body text)`.execute(handle.db);
    await sql`insert into filler (body) values ('first')`.execute(handle.db);
    // Within an interval the thread runs and has turned the automatic checkpoint off.
    await vi.waitFor(async () => expect(await automaticPages(handle)).toBe(0), { timeout: 3000 });
    await writeMuch(handle);
    // No checkpoint ran in the writes: the whole log (about 6 MB) is still there.
    expect(walSize(path)).toBeGreaterThan(5_000_000);
    const copied = async () =>
      (await sql<{ n: number }>`select count(*) as n from filler`.execute(handle.db)).rows[0]!.n;
    // Within a few intervals the thread has checkpointed: the log restarts from its beginning on
    // the next write instead of growing.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const before = walSize(path);
    await sql`insert into filler (body) values ('after')`.execute(handle.db);
    expect(walSize(path)).toBe(before);
    expect(await copied()).toBe(1502);
    await handle.close();
    expect(walSize(path)).toBe(0);
  });

  it('ends the thread after a spell without writes, emptying the log, and starts it again on the next write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dd-checkpoint-'));
    dirs.push(dir);
    const path = join(dir, 'app.db');
    const database = new SQLite(path);
    database.pragma('journal_mode = WAL');
    database.exec('create table notes (id integer primary key, body text)');
    const failures: Error[] = [];
    const checkpointer = startCheckpointer(database, (error) => failures.push(error), {
      intervalMs: 100,
      idleStopMs: 600,
    });
    const pages = () => database.pragma('wal_autocheckpoint', { simple: true });
    const insert = database.prepare('insert into notes (body) values (?)');
    try {
      insert.run('one');
      await vi.waitFor(() => expect(pages()).toBe(0), { timeout: 2000 });
      expect(walSize(path)).toBeGreaterThan(0);
      // Quiet: the thread copies the log, empties it and ends; SQLite checkpoints on its own again.
      await vi.waitFor(
        () => {
          expect(pages()).toBe(1000);
          expect(walSize(path)).toBe(0);
        },
        { timeout: 3000 },
      );
      // Writes keep it going past the quiet spell.
      insert.run('two');
      await vi.waitFor(() => expect(pages()).toBe(0), { timeout: 2000 });
      for (let i = 0; i < 8; i++) {
        insert.run(`more ${i}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(pages()).toBe(0);
      expect(database.prepare('select count(*) from notes').pluck().get()).toBe(10);
    } finally {
      await checkpointer.stop();
      database.close();
    }
    expect(walSize(path)).toBe(0);
    expect(failures).toEqual([]);
  });

  it('keeps the automatic checkpoint when it is not asked for', async () => {
    const { path, handle } = open(false);
    await writeMuch(handle);
    // SQLite checkpointed in the writes: the log never grew past about 1,000 pages.
    expect(walSize(path)).toBeLessThan(5_000_000);
    await handle.close();
  });
});
