import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVisitor } from '../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { down, up } from './migrations/2026-12-05T0200-one-alert-per-search.ts';
import { migrations } from './migrations/index.ts';

/** The tables as the releases around this migration have them, unchecked. */
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

const NAME = '2026-12-05T0200-one-alert-per-search';
const later = Object.keys(migrations)
  .filter((name) => name > NAME)
  .sort()
  .reverse();

/** The database as it was before the migration (and those after it). */
async function beforeOneAlertPerSearch(db: Untyped): Promise<void> {
  for (const name of later) await migrations[name]!.down!(db);
  await down(db);
}

/** The migration and those after it, as a new release applies them. */
async function applyOneAlertPerSearch(db: Untyped): Promise<void> {
  await up(db);
  for (const name of [...later].reverse()) await migrations[name]!.up(db);
}

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T08:00:00.000Z`;

/** An alert as the release before this one stored it (no criteria key). */
async function insertOldAlert(
  db: Untyped,
  row: { id: string; user_id: string; created_at: string } & Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('saved_searches')
    .values({
      name: row.id,
      frequency: 'instant',
      active: 1,
      last_digest_at: null,
      updated_at: row.created_at,
      unsubscribe_generation: 0,
      ...row,
    })
    .execute();
}

describe.each(engines)('one alert per search migration on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  it("merges each visitor's alerts of the same search into the oldest, keeping what they sent", async () => {
    const db = t.handle.db as Untyped;
    const aisha = (await insertVisitor(t.handle.db)).id;
    const omar = (await insertVisitor(t.handle.db)).id;
    await beforeOneAlertPerSearch(db);

    const marina = { location: 'Dubai Marina', max_price: 2_000_000 };
    // The same search three times (written differently), the oldest first; one of them off.
    await insertOldAlert(db, { id: 'm1', user_id: aisha, created_at: day(1), name: 'Marina', ...marina });
    await insertOldAlert(db, {
      id: 'm2',
      user_id: aisha,
      created_at: day(2),
      location: ' dubai  MARINA',
      max_price: 2_000_000,
      q: '',
      frequency: 'daily',
    });
    await insertOldAlert(db, {
      id: 'm3',
      user_id: aisha,
      created_at: day(3),
      ...marina,
      active: 0,
      unsubscribe_generation: 2,
    });
    // Another search of hers, and the same search of another visitor's: left alone.
    await insertOldAlert(db, { id: 'bb', user_id: aisha, created_at: day(2), location: 'Business Bay' });
    await insertOldAlert(db, { id: 'o1', user_id: omar, created_at: day(4), ...marina });
    // A search she turned off, then saved again with a name, daily: the one that sends is the new one.
    await insertOldAlert(db, {
      id: 'j1',
      user_id: aisha,
      created_at: day(1),
      q: 'jvc',
      name: 'Old',
      active: 0,
      frequency: 'instant',
      last_digest_at: day(1),
      unsubscribe_generation: 1,
    });
    await insertOldAlert(db, {
      id: 'j2',
      user_id: aisha,
      created_at: day(5),
      q: 'JVC',
      name: 'JVC deals',
      frequency: 'daily',
    });
    const sent = (id: string, property_id: string) => ({
      saved_search_id: id,
      property_id,
      delivered_at: day(6),
    });
    await db
      .insertInto('alert_deliveries')
      .values([sent('m1', 'p1'), sent('m2', 'p1'), sent('m2', 'p2'), sent('m3', 'p3'), sent('o1', 'p1')])
      .execute();
    await db
      .insertInto('telegram_alert_deliveries')
      .values([sent('m2', 'p2'), sent('m3', 'p2')])
      .execute();

    await applyOneAlertPerSearch(db);

    const alerts = await db
      .selectFrom('saved_searches')
      .select([
        'id',
        'name',
        'frequency',
        'active',
        'unsubscribe_generation',
        'last_digest_at',
        'criteria_key',
      ])
      .orderBy('id')
      .execute();
    const on = (value: unknown) => value === true || value === 1;
    expect(alerts.map((a) => a.id)).toEqual(['bb', 'j1', 'm1', 'o1']);
    const byId = Object.fromEntries(alerts.map((a) => [a.id, a]));
    // The oldest Marina alert stays as it was: on, instant, its links' generation.
    expect(byId.m1).toMatchObject({
      name: 'Marina',
      frequency: 'instant',
      criteria_key: byId.o1!.criteria_key,
    });
    expect(on(byId.m1!.active)).toBe(true);
    expect(Number(byId.m1!.unsubscribe_generation)).toBe(0);
    // The JVC alert that was off is on again, daily and named as the one that sent; its old links
    // (from before it was turned off) are stale, and its digest goes on from when the new one was saved.
    expect(byId.j1).toMatchObject({ name: 'JVC deals', frequency: 'daily', criteria_key: '{"q":"jvc"}' });
    expect(on(byId.j1!.active)).toBe(true);
    expect(Number(byId.j1!.unsubscribe_generation)).toBe(2);
    expect(new Date(byId.j1!.last_digest_at as string).toISOString()).toBe(day(5));
    expect(byId.bb!.criteria_key).toBe('{"location":"business bay"}');

    // Every listing any of the merged alerts sent belongs to the kept one, once; nothing dangles.
    const deliveries = async (table: string) =>
      (
        await db
          .selectFrom(table)
          .select(['saved_search_id', 'property_id'])
          .orderBy('saved_search_id')
          .orderBy('property_id')
          .execute()
      ).map((r) => `${r.saved_search_id}:${r.property_id}`);
    expect(await deliveries('alert_deliveries')).toEqual(['m1:p1', 'm1:p2', 'm1:p3', 'o1:p1']);
    expect(await deliveries('telegram_alert_deliveries')).toEqual(['m1:p2']);

    // The alerts that were on leave their links to the kept one; the off one's stay void.
    const merges = await db
      .selectFrom('saved_search_merges')
      .select(['merged_id', 'saved_search_id', 'merged_generation', 'kept_generation'])
      .orderBy('merged_id')
      .execute();
    expect(merges.map((m) => ({ ...m, kept_generation: Number(m.kept_generation) }))).toEqual([
      { merged_id: 'j2', saved_search_id: 'j1', merged_generation: 0, kept_generation: 2 },
      { merged_id: 'm2', saved_search_id: 'm1', merged_generation: 0, kept_generation: 0 },
    ]);

    // From now on the database keeps one per visitor and search.
    await expect(
      db
        .insertInto('saved_searches')
        .values({
          id: 'm4',
          user_id: aisha,
          name: 'again',
          frequency: 'daily',
          active: 1,
          criteria_key: byId.m1!.criteria_key,
          created_at: day(7),
          updated_at: day(7),
        })
        .execute(),
    ).rejects.toThrow();

    // Deleting the kept alert takes its merged links with it.
    await db.deleteFrom('saved_searches').where('id', '=', 'm1').execute();
    expect(await db.selectFrom('saved_search_merges').select('merged_id').execute()).toEqual([
      { merged_id: 'j2' },
    ]);
    // Down and up again, with nothing left to merge.
    await beforeOneAlertPerSearch(db);
    await applyOneAlertPerSearch(db);
    expect(await db.selectFrom('saved_searches').select('id').orderBy('id').execute()).toHaveLength(3);
  });
});
