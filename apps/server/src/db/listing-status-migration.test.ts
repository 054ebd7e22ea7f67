import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { down, up } from './migrations/2026-11-25T0100-listing-status.ts';
import { migrations } from './migrations/index.ts';

const NAME = '2026-11-25T0100-listing-status';
/** The migrations after this one, newest first: undone before it, as the migrator would. */
const later = Object.keys(migrations)
  .filter((name) => name > NAME)
  .sort()
  .reverse();

describe.each(engines)('listing status migration on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  const columns = async () => {
    const tables = await t.handle.db.introspection.getTables();
    // PostgreSQL lists the tables of every schema: other tests' schemas have a properties table too.
    const own = (table: { schema?: string }) => !t.handle.schema || table.schema === t.handle.schema;
    return tables
      .find((table) => table.name === 'properties' && own(table))!
      .columns.map((column) => column.name);
  };

  it('goes down and up again; listings that were there read as available, never changed', async () => {
    const id = await insertProperty(t.handle.db, {
      status: 'sold',
      status_changed_at: new Date().toISOString(),
    });
    for (const name of later) await migrations[name]!.down!(t.handle.db);
    await down(t.handle.db);
    expect(await columns()).not.toContain('status');
    expect(await columns()).not.toContain('status_changed_at');
    await up(t.handle.db);
    for (const name of [...later].reverse()) await migrations[name]!.up(t.handle.db);
    expect(await columns()).toEqual(expect.arrayContaining(['status', 'status_changed_at']));
    const row = await t.handle.db
      .selectFrom('properties')
      .select(['status', 'status_changed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'available', status_changed_at: null });
    // Not null: a listing cannot be stored without a status.
    await expect(
      sql`update properties set status = null where id = ${id}`.execute(t.handle.db),
    ).rejects.toThrow();
  });
});
