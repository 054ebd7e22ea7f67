import { type AuditEntry, MAX_BULK_IDS } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { imageRows, insertProperty, propertyRow } from '../../../test/fixtures.ts';
import { bearer, visitorSession, withAdminApp } from '../../../test/sessions.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

interface Listed {
  id: string;
  property_name: string;
  status: string;
  status_changed_at?: string | null;
}

describe.each(engines)('bulk actions on listings on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const db = () => t.db.handle.db;
  const bulk = (payload: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url: '/api/admin/properties/bulk', payload: payload as object, headers });
  const adminList = async () => {
    const res = await t.app.inject({ url: '/api/admin/properties', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<Listed[]>();
  };
  const publicList = async () => {
    const res = await t.app.inject({ url: '/api/properties' });
    expect(res.statusCode).toBe(200);
    return res.json<Listed[]>();
  };
  const log = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/audit${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<AuditEntry[]>();
  };
  const named = (name: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => insertProperty(db(), { property_name: `${name} ${i}` })),
    );

  it('marks the listings named sold at once, reports unknown ids, and the cached public list drops them', async () => {
    const [a, b, c] = await named('Bulk Sold', 3);
    const [untouched] = await named('Bulk Untouched', 1);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/properties/${c}/status`,
          headers: auth,
          payload: { status: 'sold' },
        })
      ).statusCode,
    ).toBe(200);
    const soldBefore = (await adminList()).find((p) => p.id === c)!.status_changed_at;
    // Warm the public list's cache.
    expect((await publicList()).find((p) => p.id === a)?.status).toBe('available');

    const ghost = randomUUID();
    const res = await bulk({ action: 'set_status', status: 'sold', ids: [a, b, c, a, ghost, 'not-an-id'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      action: 'set_status',
      changed: 2,
      unchanged: 1,
      not_found: [ghost, 'not-an-id'],
    });

    const listed = await adminList();
    const status = (id: string) => listed.find((p) => p.id === id)!;
    expect([a, b, c].map((id) => status(id!).status)).toEqual(['sold', 'sold', 'sold']);
    expect(status(untouched!).status).toBe('available');
    expect(status(a!).status_changed_at).toEqual(expect.any(String));
    // The one already sold keeps when it was sold.
    expect(status(c!).status_changed_at).toBe(soldBefore);
    const shown = await publicList();
    expect(shown.find((p) => p.id === a)).toBeUndefined();
    expect(shown.find((p) => p.id === b)).toBeUndefined();
  });

  it("records an activity entry per listing changed, in each listing's own activity, and none when nothing changed", async () => {
    const ids = await named('Bulk Logged', 4);
    await bulk({ action: 'set_status', status: 'sold', ids: [ids[3]!] });
    const res = await bulk({ action: 'set_status', status: 'reserved', ids });
    expect(res.json()).toMatchObject({ changed: 4, unchanged: 0 });
    const entries = (await log('?action=listing_status&limit=4')).sort((x, y) =>
      x.summary.localeCompare(y.summary),
    );
    expect(entries.map((entry) => [entry.admin, entry.property_id, entry.summary, entry.changes])).toEqual(
      ids.map((id, i) => [
        'admin',
        id,
        `Marked Bulk Logged ${i} reserved`,
        [{ field: 'status', from: i === 3 ? 'sold' : 'available', to: 'reserved' }],
      ]),
    );

    const newest = (await log('?action=listing_status'))[0]!.id;
    const again = await bulk({ action: 'set_status', status: 'reserved', ids });
    expect(again.json()).toMatchObject({ changed: 0, unchanged: 4 });
    expect((await log('?action=listing_status'))[0]!.id).toBe(newest);

    // Only the listings whose status changes get an entry.
    await bulk({ action: 'set_status', status: 'available', ids: [ids[0]!] });
    await bulk({ action: 'set_status', status: 'available', ids: ids.slice(0, 2) });
    const [own] = await log(`?property_id=${ids[1]}`);
    expect(own).toMatchObject({ action: 'listing_status', summary: 'Marked Bulk Logged 1 available' });
    expect((await log(`?property_id=${ids[0]}`)).filter((e) => e.summary.endsWith('available'))).toHaveLength(
      1,
    );
  });

  it('deletes the listings named with their images, in one call, and the public list drops them', async () => {
    const ids = await named('Bulk Gone', 3);
    const row = propertyRow({ property_name: 'Bulk Gone Photos' });
    await db().insertInto('properties').values(row).execute();
    for (const image of imageRows(row, 2)) await db().insertInto('property_images').values(image).execute();
    const [kept] = await named('Bulk Kept', 1);
    expect((await publicList()).some((p) => p.id === ids[0])).toBe(true);

    const ghost = randomUUID();
    const res = await bulk({ action: 'delete', ids: [...ids, row.id, ghost] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'delete', changed: 4, unchanged: 0, not_found: [ghost] });

    const left = (await adminList()).map((p) => p.id);
    expect(left).toContain(kept);
    for (const id of [...ids, row.id]) expect(left).not.toContain(id);
    expect((await publicList()).some((p) => p.id === ids[0])).toBe(false);
    const images = await db()
      .selectFrom('property_images')
      .select('id')
      .where('property_id', '=', row.id)
      .execute();
    expect(images).toEqual([]);
    const detail = await t.app.inject({
      url: `/api/properties/${ids[0]}`,
      headers: bearer((await visitorSession(t)).token),
    });
    expect(detail.statusCode).toBe(404);

    const deleted = await log('?action=listing_deleted&limit=4');
    expect(deleted.map((entry) => entry.property_id).sort()).toEqual([...ids, row.id].sort());
    expect(deleted.map((entry) => entry.summary)).toContain('Deleted Bulk Gone Photos');
    const entry = deleted[0];

    // Deleting them again finds none and records nothing.
    const again = await bulk({ action: 'delete', ids });
    expect(again.json()).toEqual({ action: 'delete', changed: 0, unchanged: 0, not_found: ids });
    expect((await log('?action=listing_deleted'))[0]!.id).toBe(entry!.id);
  });

  it(`takes ${MAX_BULK_IDS} ids in one call, beyond the engines' parameter limits per statement`, async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => propertyRow({ property_name: `Bulk Many ${i}` }));
    for (let i = 0; i < rows.length; i += 100)
      await db()
        .insertInto('properties')
        .values(rows.slice(i, i + 100))
        .execute();
    const ghosts = Array.from({ length: MAX_BULK_IDS - rows.length }, () => randomUUID());
    const ids = [...rows.map((row) => row.id), ...ghosts];

    const marked = await bulk({ action: 'set_status', status: 'reserved', ids });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ changed: rows.length, unchanged: 0 });
    expect(marked.json().not_found).toHaveLength(ghosts.length);
    const reserved = (await adminList()).filter((p) => p.property_name.startsWith('Bulk Many '));
    expect(reserved.every((p) => p.status === 'reserved')).toBe(true);

    const removed = await bulk({ action: 'delete', ids });
    expect(removed.json()).toMatchObject({ changed: rows.length });
    expect((await adminList()).some((p) => p.property_name.startsWith('Bulk Many '))).toBe(false);
  });

  it('answers a bad request with 400 and a detail, changing nothing', async () => {
    const [id] = await named('Bulk Refused', 1);
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, () => randomUUID());
    const cases: [unknown, RegExp][] = [
      [{ action: 'set_status', status: 'sold', ids: tooMany }, /at most 5000/],
      [{ action: 'delete', ids: [] }, /at least one/],
      [{ action: 'delete' }, /ids/],
      [{ action: 'delete', ids: id }, /ids/],
      [{ action: 'delete', ids: [42] }, /ids/],
      [{ action: 'set_status', ids: [id] }, /status/],
      [{ action: 'set_status', status: 'gone', ids: [id] }, /available, reserved or sold/],
      [{ action: 'archive', ids: [id] }, /action/],
      [{ ids: [id] }, /action/],
      [[id], /./],
    ];
    for (const [payload, detail] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await adminList()).find((p) => p.id === id)?.status).toBe('available');
  });

  it('is for admins only', async () => {
    const [id] = await named('Bulk Guarded', 1);
    const payload = { action: 'delete', ids: [id] };
    expect((await bulk(payload, {})).statusCode).toBe(401);
    expect((await bulk(payload, bearer((await visitorSession(t)).token))).statusCode).toBe(403);
    expect((await adminList()).some((p) => p.id === id)).toBe(true);
  });
});
