import type { AuditEntry } from '@dd/core';
import { describe, expect, it } from 'vitest';
import { postExport, pollJob } from '../../../test/bulk-add.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { bearer, visitorSession, withAdminApp } from '../../../test/sessions.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { DEFAULT_ADMIN_PASSWORD } from '../admin-auth/admin-bootstrap.ts';

describe.each(engines)('the activity log on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const log = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/audit${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditEntry[]>();
  };
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | number | boolean>) => {
    const form = multipart(propertyFields(fields));
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
  };

  it('records logins and failed logins, with the name typed', async () => {
    const login = (password: string, username = 'admin') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: '203.0.113.9',
      });
    expect((await login('Wrong#Pass1')).statusCode).toBe(401);
    expect((await login('Wrong#Pass1', 'mallory')).statusCode).toBe(401);
    expect((await login(DEFAULT_ADMIN_PASSWORD)).statusCode).toBe(200);
    const [ok, stranger, failed] = await log();
    expect(ok).toMatchObject({ action: 'login', admin: 'admin', summary: 'Logged in' });
    expect(ok!.admin_id).toEqual(expect.any(String));
    expect(stranger).toMatchObject({ action: 'login_failed', admin: 'mallory', admin_id: null });
    expect(failed).toMatchObject({ action: 'login_failed', admin: 'admin', admin_id: ok!.admin_id });
  });

  it('records a listing added, edited (old → new), moved, marked, deleted, and all deleted', async () => {
    const created = await send('POST', '/api/admin/properties', {
      property_name: 'Audit Tower',
      original_price: 2_400_000,
      distress_price: 1_900_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const edited = await send('PUT', `/api/admin/properties/${id}`, {
      property_name: 'Audit Tower',
      original_price: 2_400_000,
      distress_price: 1_750_000,
      view_type: 'Sea view',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const patch = (url: string, payload?: object) =>
      t.app.inject({ method: 'PATCH', url, headers: auth, ...(payload ? { payload } : {}) });
    expect((await patch(`/api/admin/properties/${id}/order?display_order=3`)).statusCode).toBe(200);
    expect((await patch(`/api/admin/properties/${id}/status`, { status: 'reserved' })).statusCode).toBe(200);
    // The same status again changes nothing, and records nothing.
    expect((await patch(`/api/admin/properties/${id}/status`, { status: 'reserved' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/properties/${id}`, headers: auth }))
        .statusCode,
    ).toBe(204);

    const entries = await log(`?property_id=${id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'listing_deleted',
      'listing_status',
      'listing_reordered',
      'listing_edited',
      'listing_created',
    ]);
    expect(entries.every((entry) => entry.property_name === 'Audit Tower' && entry.admin === 'admin')).toBe(
      true,
    );
    const edit = entries[3]!;
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'distress_price', from: 1_900_000, to: 1_750_000 },
        { field: 'view_type', from: expect.anything(), to: 'Sea view' },
      ]),
    );
    // The summary names the fields as the admin's form does.
    expect(edit.summary).toMatch(/^Edited Audit Tower: .*Distress price/);
    expect(edit.summary).not.toMatch(/_/);
    expect(entries[1]!.changes).toEqual([{ field: 'status', from: 'available', to: 'reserved' }]);
    expect(entries[2]!.changes).toEqual([{ field: 'display_order', from: 0, to: 3 }]);

    expect((await send('POST', '/api/admin/properties', { property_name: 'Last One' })).statusCode).toBe(201);
    const all = await t.app.inject({ method: 'DELETE', url: '/api/admin/properties-all', headers: auth });
    expect(all.statusCode).toBe(200);
    const [deletedAll] = await log('?action=listings_deleted_all');
    expect(deletedAll).toMatchObject({ counts: { deleted: all.json().deleted_count }, property_id: null });
  });

  it('records Quick Add, Bulk Add with its counts, and contact info changes', async () => {
    const form = multipart({ telegram_text: adText(7) });
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(quick.statusCode, quick.body).toBe(201);
    const [quickEntry] = await log('?action=quick_add');
    expect(quickEntry).toMatchObject({
      property_id: quick.json().id,
      summary: expect.stringMatching(/^Quick Add: /),
    });

    const exported = chatExport('Deals', 4242, [
      message(1, { at: 10, text: adText(8) }),
      message(2, { at: 20, text: 'hello' }),
    ]);
    const bulk = await postExport(t, auth, exported, { query: '?wait_ms=0' });
    expect([200, 202]).toContain(bulk.statusCode);
    if (bulk.statusCode === 202) await pollJob(t, auth, bulk.json().job_id);
    await expect.poll(async () => (await log('?action=bulk_add')).length).toBe(1);
    const [bulkEntry] = await log('?action=bulk_add');
    expect(bulkEntry!.counts).toMatchObject({ messages: 2, created: 1, not_ads: 1 });

    const contacts = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/contacts',
      headers: auth,
      payload: {
        phone: '+971 4 555 0101',
        email: 'desk@example.com',
        whatsapp: '971501112233',
        address: 'Dubai',
      },
    });
    expect(contacts.statusCode, contacts.body).toBe(200);
    const [contactEntry] = await log('?action=contacts_updated');
    expect(contactEntry!.changes).toEqual(
      expect.arrayContaining([{ field: 'email', from: expect.anything(), to: 'desk@example.com' }]),
    );
  });

  it('pages newest first without skips or repeats, and filters by admin', async () => {
    const every = await log('?limit=200');
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        url: `/api/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: auth,
      });
      seen.push(...res.json<AuditEntry[]>().map((entry) => entry.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(every.map((entry) => entry.id));
    const adminId = every.find((entry) => entry.admin_id)!.admin_id!;
    const mine = await log(`?admin_id=${adminId}&limit=200`);
    expect(mine.length).toBe(every.filter((entry) => entry.admin_id === adminId).length);
    const admins = await t.app.inject({ url: '/api/admin/audit/admins', headers: auth });
    expect(admins.json()).toEqual([{ id: adminId, username: 'admin' }]);
  });

  it('answers bad filters with 400 and is for admins only', async () => {
    for (const [query, field] of [
      ['?action=hacked', 'action'],
      ['?cursor=nonsense', 'cursor'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await t.app.inject({ url: `/api/admin/audit${query}`, headers: auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toContain(field);
    }
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const visitor = await visitorSession(t);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: bearer(visitor.token) })).statusCode).toBe(
      403,
    );
  });
});
