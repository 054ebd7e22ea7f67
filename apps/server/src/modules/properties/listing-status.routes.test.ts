import { SOLD_INQUIRY_REFUSED } from '@dd/core';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { adminToken, bearer, visitorSession } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DbHandle } from '../../db/client.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

interface Listed {
  id: string;
  status: string;
  status_changed_at?: string | null;
}

describe.each(engines)('listing status on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = bearer(await adminToken(t));
    visitor = bearer((await visitorSession(t)).token);
  });
  afterAll(() => t.close());

  const db = () => t.db.handle.db;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const listed = async (url = '/api/properties') => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json() as Listed[];
  };
  const ids = async (url?: string) => (await listed(url)).map((p) => p.id);
  const setStatus = (id: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/properties/${id}/status`, payload, headers });
  const inquire = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        property_id: id,
        name: 'Omar Khalid',
        email: 'omar.khalid@example.com',
        phone: '+971 50 765 4321',
        message: 'Is it still available?',
      },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('shows every listing as available in the public list, the detail and the admin list at first', async () => {
    const id = await insertProperty(db(), { property_name: 'Status Fresh' });
    expect((await listed()).find((p) => p.id === id)).toMatchObject({ status: 'available' });
    expect((await listed()).find((p) => p.id === id)).not.toHaveProperty('status_changed_at');
    const detail = await get(`/api/properties/${id}`, visitor);
    expect(detail.json()).toMatchObject({ id, status: 'available', status_changed_at: null });
    const adminList = (await get('/api/admin/properties', admin)).json() as Listed[];
    expect(adminList.find((p) => p.id === id)).toMatchObject({
      status: 'available',
      status_changed_at: null,
    });
  });

  it('marks a listing sold: gone from the cached list at once, sold in the detail and the admin list', async () => {
    const id = await insertProperty(db(), { property_name: 'Status Sold Now' });
    await t.app.ctx.listingCache.invalidate();
    // Warm both caches first.
    const before = await get('/api/properties');
    expect((before.json() as Listed[]).some((p) => p.id === id)).toBe(true);
    expect((await get(`/api/properties/${id}`, visitor)).json().status).toBe('available');

    const res = await setStatus(id, { status: 'sold' });
    expect(res.statusCode).toBe(200);
    const changed = res.json();
    expect(changed).toMatchObject({ id, property_name: 'Status Sold Now', status: 'sold' });
    expect(Date.now() - Date.parse(changed.status_changed_at)).toBeLessThan(60_000);
    expect(changed.updated_at).toBe(changed.status_changed_at);

    const after = await get('/api/properties');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as Listed[]).find((p) => p.id === id)).toBeUndefined();
    expect(after.body).toBe((await get('/api/properties?q=')).body);
    expect((await listed('/api/properties?sold=include')).find((p) => p.id === id)?.status).toBe('sold');
    expect((await get(`/api/properties/${id}`, visitor)).json()).toMatchObject({
      status: 'sold',
      status_changed_at: changed.status_changed_at,
    });
    const adminList = (await get('/api/admin/properties', admin)).json() as Listed[];
    expect(adminList.find((p) => p.id === id)).toMatchObject({
      status: 'sold',
      status_changed_at: changed.status_changed_at,
    });
  });

  it('moves status_changed_at only when the status changes', async () => {
    const id = await insertProperty(db(), { property_name: 'Status Reserved' });
    const reserved = (await setStatus(id, { status: 'reserved' })).json();
    expect(reserved.status).toBe('reserved');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const builds = t.app.ctx.listingCache.stats.builds;
    await get('/api/properties');
    const again = await setStatus(id, { status: 'reserved' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status_changed_at).toBe(reserved.status_changed_at);
    // Nothing was written, so the cached list stays.
    await get('/api/properties');
    expect(t.app.ctx.listingCache.stats.builds).toBeLessThanOrEqual(builds + 1);
    const available = (await setStatus(id, { status: 'available' })).json();
    expect(available.status).toBe('available');
    expect(available.status_changed_at > reserved.status_changed_at).toBe(true);
  });

  it('refuses an unknown or missing status with 400 naming the field, and unknown listings with 404', async () => {
    const id = await insertProperty(db(), { property_name: 'Status Bad Input' });
    for (const payload of [{ status: 'gone' }, { status: 'SOLD' }, { status: 1 }, {}]) {
      const res = await setStatus(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.detail).toMatch(/^status: /);
      expect(body.fields.status).toHaveLength(1);
    }
    expect((await setStatus(id, { status: 'gone' })).json()).toMatchObject({
      detail: 'status: must be available, reserved or sold',
      fields: { status: ['must be available, reserved or sold'] },
    });
    const notJson = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${id}/status`,
      payload: 'sold',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().detail).toEqual(expect.any(String));
    expect((await get(`/api/properties/${id}`, visitor)).json().status).toBe('available');

    for (const missing of [randomUUID(), 'not-a-listing']) {
      const res = await setStatus(missing, { status: 'sold' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Property not found' });
    }
  });

  it('needs an admin token: 401 without one, 403 for a visitor', async () => {
    const id = await insertProperty(db(), { property_name: 'Status Guarded' });
    const anonymous = await setStatus(id, { status: 'sold' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toEqual(expect.any(String));
    expect((await setStatus(id, { status: 'sold' }, visitor)).statusCode).toBe(403);
    expect((await get(`/api/properties/${id}`, visitor)).json().status).toBe('available');
  });

  it('leaves sold listings out of the default list at once; sold=include brings them back', async () => {
    const old = await insertProperty(db(), {
      property_name: 'Status Sold Long Ago',
      status: 'sold',
      status_changed_at: daysAgo(8),
    });
    const recent = await insertProperty(db(), {
      property_name: 'Status Sold Recently',
      status: 'sold',
      status_changed_at: daysAgo(0),
    });
    const reservedLongAgo = await insertProperty(db(), {
      property_name: 'Status Reserved Long Ago',
      status: 'reserved',
      status_changed_at: daysAgo(30),
    });
    // A write (any) makes the cached list be built again with these rows.
    await t.app.ctx.listingCache.invalidate();

    for (const url of ['/api/properties', '/api/properties?q=status', '/api/properties?limit=100']) {
      const shown = await ids(url);
      expect(shown, url).not.toContain(old);
      expect(shown, url).not.toContain(recent);
      expect(shown, url).toContain(reservedLongAgo);
    }
    for (const url of ['/api/properties?sold=include', '/api/properties?sold=include&q=status']) {
      const shown = await ids(url);
      expect(shown, url).toEqual(expect.arrayContaining([old, recent, reservedLongAgo]));
      expect((await listed(url)).find((p) => p.id === old)?.status, url).toBe('sold');
    }
    // The same order as without sold listings, with them in their places.
    const all = await listed('/api/properties?sold=include');
    expect(all.filter((p) => p.status !== 'sold').map((p) => p.id)).toEqual(await ids('/api/properties?q='));

    // Still open by its link, and in the admin list.
    expect((await get(`/api/properties/${old}`, visitor)).json()).toMatchObject({ id: old, status: 'sold' });
    expect(((await get('/api/admin/properties', admin)).json() as Listed[]).map((p) => p.id)).toContain(old);

    // Back on sale: in the default list again; sold again, gone from it and its count at once.
    expect((await setStatus(old, { status: 'available' })).statusCode).toBe(200);
    expect(await ids()).toContain(old);
    const total = async () => (await get('/api/properties/facets')).json().total as number;
    const before = await total();
    expect((await setStatus(old, { status: 'sold' })).statusCode).toBe(200);
    expect(await ids()).not.toContain(old);
    expect(await total()).toBe(before - 1);

    const bad = await get('/api/properties?sold=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      detail: 'sold: must be include',
      fields: { sold: ['must be include'] },
    });
  });

  it('refuses inquiries about a sold listing with 409 and the reason, and takes them while reserved', async () => {
    const id = await insertProperty(db(), { property_name: 'Status Inquiries' });
    expect((await inquire(id)).statusCode).toBe(201);
    await setStatus(id, { status: 'reserved' });
    expect((await inquire(id)).statusCode).toBe(201);
    await setStatus(id, { status: 'sold' });
    const refused = await inquire(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: SOLD_INQUIRY_REFUSED });
    expect(SOLD_INQUIRY_REFUSED).toBe('This property has been sold and no longer takes inquiries.');
    const stored = await db().selectFrom('inquiries').select('id').where('property_id', '=', id).execute();
    expect(stored).toHaveLength(2);
    await setStatus(id, { status: 'available' });
    expect((await inquire(id)).statusCode).toBe(201);
  });

  it('documents the status route and the sold parameter', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const patch = doc.paths['/api/admin/properties/{id}/status'].patch;
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    const list = doc.paths['/api/properties'].get;
    const sold = list.parameters.find((p: { name: string }) => p.name === 'sold');
    expect(sold).toMatchObject({ in: 'query' });
    expect(sold.description).toMatch(/sold=include/);
    expect(Object.keys(doc.paths['/api/inquiries'].post.responses)).toContain('409');
  });
});

const postgresUrl = inject('postgresUrl');

describe.skipIf(!engines.includes('postgres'))('listing status on two instances', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; handle: DbHandle };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const handle = openDatabase({ databaseUrl: postgresUrl, sqlitePath: '', pgSchema: t.db.handle.schema });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.db.dataDir, LOG_LEVEL: 'silent' });
    second = { app: await buildApp(config, { db: handle, secret: `test-secret-${randomUUID()}` }), handle };
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    await t.close();
  });

  it("shows a status set on one instance in the other's cached list", async () => {
    const id = await insertProperty(t.db.handle.db, { property_name: 'Twin Status Tower' });
    const statusOnSecond = async () =>
      ((await second.app.inject({ method: 'GET', url: '/api/properties' })).json() as Listed[]).find(
        (p) => p.id === id,
      )?.status;
    await second.app.ctx.listingCache.invalidate();
    expect(await statusOnSecond()).toBe('available'); // its cache is warm now
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${id}/status`,
      payload: { status: 'reserved' },
      headers: bearer(await adminToken(t)),
    });
    expect(res.statusCode).toBe(200);
    const started = Date.now();
    while ((await statusOnSecond()) !== 'reserved') {
      if (Date.now() - started > 2000) throw new Error('the other instance still lists it as available');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
