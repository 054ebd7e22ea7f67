import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './client.ts';

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

  it('leaves the log to the thread, which copies it into the database and empties it on close', async () => {
    const { path, handle } = open(true);
    // The thread starts a second after the database opens and then turns the automatic checkpoint off.
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    expect(await copied()).toBe(1501);
    await handle.close();
    expect(walSize(path)).toBe(0);
  });

  it('keeps the automatic checkpoint when it is not asked for', async () => {
    const { path, handle } = open(false);
    await writeMuch(handle);
    // SQLite checkpointed in the writes: the log never grew past about 1,000 pages.
    expect(walSize(path)).toBeLessThan(5_000_000);
    await handle.close();
  });
});
