import type { Statistics } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postExport, pollJob } from '../../../test/bulk-add.ts';
import { insertProperty } from '../../../test/fixtures.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { adminToken, bearer, visitorSession } from '../../../test/sessions.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** Wednesday 10 March 2027, 12:00 in Dubai. Its week began on Monday 8 March; 7 days go back to Thursday 4 March. */
const NOW = new Date('2027-03-10T08:00:00.000Z');

describe.each(engines)('the statistics on %s', (engine) => {
  let now = NOW;
  let t: TestApp;
  let auth: Record<string, string>;
  let visitor: Record<string, string>;
  const ids: Record<string, string> = {};

  const stats = async (days: number) => {
    const res = await t.app.inject({ url: `/api/admin/statistics?days=${days}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Statistics>();
  };
  const view = (id: string, headers = visitor) =>
    t.app.inject({ method: 'POST', url: `/api/properties/${id}/views`, headers });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, () => now);
    auth = bearer(await adminToken(t));
    visitor = bearer((await visitorSession(t)).token);
    const db = t.db.handle.db;

    // Before the period, now sold: reserved on 4 March, sold on 8 March (the activity log's entries).
    ids.a = await insertProperty(db, {
      property_name: 'Stats Alpha',
      status: 'sold',
      created_at: '2027-01-01T10:00:00.000Z',
    });
    const adminId = (await db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
    for (const [at, from, to] of [
      ['2027-03-04T10:00:00.000Z', 'available', 'reserved'],
      ['2027-03-08T10:00:00.000Z', 'reserved', 'sold'],
    ] as const) {
      await db
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          at,
          admin_id: adminId,
          admin: 'admin',
          action: 'listing_status',
          property_id: ids.a,
          property_name: 'Stats Alpha',
          summary: `Marked Stats Alpha ${to}`,
          details: JSON.stringify({ changes: [{ field: 'status', from, to }] }),
        })
        .execute();
    }
    // 23:30 on 4 March in Dubai (19:30 UTC), by Bulk Add, reserved.
    ids.d = await insertProperty(db, {
      property_name: 'Stats Delta',
      status: 'reserved',
      created_via: 'bulk_add',
      created_at: '2027-03-04T19:30:00.000Z',
    });
    ids.b = await insertProperty(db, {
      property_name: 'Stats Bravo',
      created_via: 'quick_add',
      created_at: '2027-03-09T10:00:00.000Z',
    });
    // 01:00 on 10 March in Dubai.
    ids.c = await insertProperty(db, {
      property_name: 'Stats Charlie',
      created_via: 'channel',
      created_at: '2027-03-09T21:00:00.000Z',
    });

    const inquiry = (property_id: string, created_at: string) => ({
      id: randomUUID(),
      property_id,
      user_id: null,
      name: 'Omar',
      email: 'omar@example.com',
      phone: '+971 50 000 0000',
      message: 'Is it still available?',
      created_at,
    });
    await db
      .insertInto('inquiries')
      .values([
        inquiry(ids.b, '2027-03-09T09:00:00.000Z'),
        inquiry(ids.b, '2027-03-09T09:10:00.000Z'),
        inquiry(ids.b, '2027-03-09T09:20:00.000Z'),
        inquiry(ids.a, '2027-02-20T10:00:00.000Z'),
        // A listing deleted since: counted per week, not in the top 10.
        inquiry(randomUUID(), '2027-03-05T10:00:00.000Z'),
        inquiry(ids.a, '2026-12-01T10:00:00.000Z'),
      ])
      .execute();

    const hash = await hashPassword('Visitor@123');
    const user = (created_at: string, email_verified_at: string | null) => ({
      id: randomUUID(),
      name: 'Visitor',
      email: `${randomUUID()}@example.com`,
      phone: '+971 50 000 0001',
      password_hash: hash,
      email_verified_at,
      created_at,
      updated_at: created_at,
    });
    await db
      .insertInto('users')
      .values([
        user('2027-03-08T10:00:00.000Z', null),
        user('2027-03-08T11:00:00.000Z', '2027-03-09T10:00:00.000Z'),
        user('2026-09-01T10:00:00.000Z', '2027-03-05T10:00:00.000Z'),
      ])
      .execute();
    await db
      .insertInto('property_views')
      .values([
        { property_id: ids.a, day: '2027-02-20', views: 10 },
        // Older than the 100 days kept: removed with the first view of the day.
        { property_id: ids.a, day: '2026-11-20', views: 40 },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('counts a visitor’s detail views per listing and day, and no one else’s', async () => {
    for (let i = 0; i < 3; i++) expect((await view(ids.b!)).statusCode).toBe(204);
    expect((await view(ids.a!)).statusCode).toBe(204);
    expect((await view(ids.a!, auth)).statusCode).toBe(403);
    expect((await view(ids.a!, {})).statusCode).toBe(401);
    const unknown = await view(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Property not found');
    expect((await view('not-an-id')).statusCode).toBe(404);
    const rows = () =>
      t.db.handle.db
        .selectFrom('property_views')
        .select(['property_id', 'day', 'views'])
        .orderBy('day')
        .orderBy('views')
        .execute();
    await expect.poll(rows).toEqual([
      { property_id: ids.a, day: '2027-02-20', views: 10 },
      { property_id: ids.a, day: '2027-03-10', views: 1 },
      { property_id: ids.b, day: '2027-03-10', views: 3 },
    ]);
  });

  it('records how each listing was made: the form, Quick Add and Bulk Add', async () => {
    const form = multipart(propertyFields({ property_name: 'Stats Form' }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(created.statusCode, created.body).toBe(201);
    const quick = multipart({ telegram_text: adText(31) });
    const quickAdded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: quick.payload,
      headers: { ...quick.headers, ...auth },
    });
    expect(quickAdded.statusCode, quickAdded.body).toBe(201);
    const bulk = await postExport(
      t,
      auth,
      chatExport('Stats', 5151, [message(1, { at: 10, text: adText(32) })]),
      {
        query: '?wait_ms=0',
      },
    );
    expect([200, 202]).toContain(bulk.statusCode);
    if (bulk.statusCode === 202) await pollJob(t, auth, bulk.json().job_id);

    const via = await t.db.handle.db
      .selectFrom('properties')
      .select(['id', 'created_via'])
      .where('id', 'in', [created.json().id, quickAdded.json().id])
      .execute();
    expect(Object.fromEntries(via.map((row) => [row.id, row.created_via]))).toEqual({
      [created.json().id]: 'form',
      [quickAdded.json().id]: 'quick_add',
    });
  });

  it('answers the figures of the last 7 days from the stored data', async () => {
    // Charlie is sold today through the dashboard (the activity log records it).
    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${ids.c}/status`,
      headers: auth,
      payload: { status: 'sold' },
    });
    expect(sold.statusCode, sold.body).toBe(200);

    const week = await stats(7);
    expect(week).toMatchObject({ days: 7, from: '2027-03-04', to: '2027-03-10' });
    expect(week.listings_by_status).toEqual([
      { day: '2027-03-04', available: 0, reserved: 2, sold: 0 },
      { day: '2027-03-05', available: 0, reserved: 2, sold: 0 },
      { day: '2027-03-06', available: 0, reserved: 2, sold: 0 },
      { day: '2027-03-07', available: 0, reserved: 2, sold: 0 },
      { day: '2027-03-08', available: 0, reserved: 1, sold: 1 },
      { day: '2027-03-09', available: 1, reserved: 1, sold: 1 },
      // Bravo, and the form's, Quick Add's and Bulk Add's listings of today; Charlie sold.
      { day: '2027-03-10', available: 4, reserved: 1, sold: 2 },
    ]);
    const none = { form: 0, quick_add: 0, bulk_add: 0, channel: 0 };
    expect(week.new_listings).toEqual([
      { day: '2027-03-04', ...none, bulk_add: 1 },
      { day: '2027-03-05', ...none },
      { day: '2027-03-06', ...none },
      { day: '2027-03-07', ...none },
      { day: '2027-03-08', ...none },
      { day: '2027-03-09', ...none, quick_add: 1 },
      { day: '2027-03-10', form: 1, quick_add: 1, bulk_add: 1, channel: 1 },
    ]);
    expect(week.inquiries).toEqual([
      { week: '2027-03-01', count: 1 },
      { week: '2027-03-08', count: 3 },
    ]);
    expect(week.visitors).toEqual([
      { week: '2027-03-01', registered: 0, verified: 1 },
      { week: '2027-03-08', registered: 2, verified: 1 },
    ]);
    expect(week.top_viewed).toEqual([
      { property_id: ids.b, property_name: 'Stats Bravo', count: 3 },
      { property_id: ids.a, property_name: 'Stats Alpha', count: 1 },
    ]);
    expect(week.top_inquired).toEqual([{ property_id: ids.b, property_name: 'Stats Bravo', count: 3 }]);
  });

  it('reaches back 30 days, and forgets a deleted listing’s views', async () => {
    const month = await stats(30);
    expect(month).toMatchObject({ from: '2027-02-09', to: '2027-03-10' });
    expect(month.listings_by_status).toHaveLength(30);
    // Alpha was available until 4 March.
    expect(month.listings_by_status.find((row) => row.day === '2027-03-03')).toEqual({
      day: '2027-03-03',
      available: 1,
      reserved: 0,
      sold: 0,
    });
    expect(month.inquiries).toEqual([
      { week: '2027-02-08', count: 0 },
      { week: '2027-02-15', count: 1 },
      { week: '2027-02-22', count: 0 },
      { week: '2027-03-01', count: 1 },
      { week: '2027-03-08', count: 3 },
    ]);
    expect(month.top_viewed.map(({ property_name, count }) => [property_name, count])).toEqual([
      ['Stats Alpha', 11],
      ['Stats Bravo', 3],
    ]);
    expect(month.top_inquired.map(({ property_name, count }) => [property_name, count])).toEqual([
      ['Stats Bravo', 3],
      ['Stats Alpha', 1],
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${ids.a}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await stats(30);
    expect(after.top_viewed.map(({ property_name }) => property_name)).toEqual(['Stats Bravo']);
    const left = await t.db.handle.db
      .selectFrom('property_views')
      .select('property_id')
      .where('property_id', '=', ids.a!)
      .execute();
    expect(left).toEqual([]);
  });

  it('takes only 7, 30 or 90 days, and only for admins', async () => {
    expect((await stats(90)).listings_by_status).toHaveLength(90);
    for (const days of ['14', 'abc', '0', '-7', '30.5']) {
      const res = await t.app.inject({ url: `/api/admin/statistics?days=${days}`, headers: auth });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().detail).toContain('days');
    }
    expect((await t.app.inject({ url: '/api/admin/statistics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/statistics', headers: visitor })).statusCode).toBe(403);
  });
  it('the next day, adds the views of the days before to the new day’s', async () => {
    now = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    // Logins of the new day (those of yesterday have expired).
    auth = bearer(await adminToken(t));
    visitor = bearer((await visitorSession(t)).token);
    const before = await stats(7);
    expect(before.to).toBe('2027-03-11');
    expect(before.top_viewed).toEqual([{ property_id: ids.b, property_name: 'Stats Bravo', count: 3 }]);
    expect((await view(ids.b!)).statusCode).toBe(204);
    expect((await view(ids.c!)).statusCode).toBe(204);
    expect((await stats(90)).top_viewed.map(({ property_name, count }) => [property_name, count])).toEqual([
      ['Stats Bravo', 4],
      ['Stats Charlie', 1],
    ]);
  });
});
