import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { down, up } from './migrations/2026-11-30T0100-statistics.ts';

describe.each(engines)('statistics migration on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  it('goes down and up again, and tells how each existing listing was made from what it kept', async () => {
    const db = t.handle.db;
    const ids = {
      form: await insertProperty(db),
      quick_add: await insertProperty(db, { ad_text: '2BR Marina, 1.9M', ad_phones: '[]' }),
      channel: await insertProperty(db, {
        source_chat: '-1001',
        source_message_id: '7',
        source_posted_at: '2026-11-20T10:00:00.000Z',
      }),
      bulk_add: await insertProperty(db, { source_chat: '4242', source_message_id: '8' }),
    };
    await db
      .insertInto('property_views')
      .values({ property_id: ids.form, day: '2026-11-20', views: 2 })
      .execute();
    await down(db);
    await up(db);
    const rows = await db.selectFrom('properties').select(['id', 'created_via']).execute();
    const via = Object.fromEntries(rows.map((row) => [row.id, row.created_via]));
    for (const [origin, id] of Object.entries(ids)) expect(via[id], origin).toBe(origin);
    expect(await db.selectFrom('property_views').selectAll().execute()).toEqual([]);
  });
});
