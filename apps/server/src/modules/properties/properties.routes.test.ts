import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../admin-auth/admins.repository.ts';
import { insertProperty, insertVisitor } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

describe.each(engines)('properties API on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.db.handle.db;
    ids.cheapOld = await insertProperty(db, {
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      original_price: 900_000,
      distress_price: 720_000,
      images: 2,
    });
    ids.marina = await insertProperty(db, { property_name: 'Marina Gate 2', images: 1 });
    ids.pinned = await insertProperty(db, {
      property_name: 'Sobha One',
      developer: 'Sobha Realty',
      location: 'Sobha Hartland',
      property_type: '3BR',
      original_price: 5_000_000,
      distress_price: 5_000_000,
      display_order: 2,
    });
    ids.newest = await insertProperty(db, {
      property_name: 'Creek Rise Tower 1',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '1BR',
      original_price: 1_400_000,
      distress_price: 1_000_000,
    });
    ids.sunk = await insertProperty(db, {
      property_name: 'Azizi Riviera 12',
      developer: 'Azizi',
      display_order: -1,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const names = (body: string) =>
    (JSON.parse(body) as { property_name: string }[]).map((p) => p.property_name);

  it('lists every listing: priority first, then newest first, lowest order last', async () => {
    const res = await get('/api/properties');
    expect(res.statusCode).toBe(200);
    expect(names(res.body)).toEqual([
      'Sobha One',
      'Creek Rise Tower 1',
      'Marina Gate 2',
      'Binghatti Onyx',
      'Azizi Riviera 12',
    ]);
  });

  it('shows a card with discount, images in order and booleans as booleans only in the detail', async () => {
    const list = JSON.parse((await get('/api/properties')).body) as Record<string, unknown>[];
    const onyx = list.find((p) => p.id === ids.cheapOld)!;
    expect(onyx.discount_percent).toBe(20);
    expect(onyx.image_urls).toEqual([`/uploads/${ids.cheapOld}-0.webp`, `/uploads/${ids.cheapOld}-1.webp`]);
    expect(onyx.image_url).toBe(`/uploads/${ids.cheapOld}-0.webp`);
    expect(onyx).not.toHaveProperty('payment_plan');
    const pinned = list.find((p) => p.id === ids.pinned)!;
    expect(pinned.image_url).toBeNull();
    expect(pinned.image_urls).toEqual([]);
  });

  it('filters like the web page: search, location, type and inclusive price bounds', async () => {
    expect(names((await get('/api/properties?q=EMAAR')).body)).toEqual(['Creek Rise Tower 1']);
    expect(names((await get('/api/properties?q=hartland')).body)).toEqual(['Sobha One']);
    expect(names((await get('/api/properties?location=marina')).body)).toEqual([
      'Marina Gate 2',
      'Azizi Riviera 12',
    ]);
    expect(names((await get('/api/properties?type=studio')).body)).toEqual(['Binghatti Onyx']);
    expect(names((await get('/api/properties?min_price=0&max_price=1000000')).body)).toEqual([
      'Creek Rise Tower 1',
      'Binghatti Onyx',
    ]);
    expect(names((await get('/api/properties?min_price=5000000&max_price=999999999')).body)).toEqual([
      'Sobha One',
    ]);
    expect(names((await get('/api/properties?q=100%25')).body)).toEqual([]);
  });

  it('pages with limit and an opaque cursor without skipping or repeating', async () => {
    const seen: string[] = [];
    let url = '/api/properties?limit=2';
    for (let i = 0; i < 5; i++) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      seen.push(...names(res.body));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/properties?limit=2&cursor=${String(next)}`;
    }
    expect(seen).toEqual(names((await get('/api/properties')).body));
  });

  it('rejects bad query values with 400 and names the field', async () => {
    for (const [query, field] of [
      ['min_price=abc', 'min_price'],
      ['max_price=-5', 'max_price'],
      ['limit=0', 'limit'],
      ['limit=1.5', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      ['min_price=5&max_price=1', 'min_price'],
    ]) {
      const res = await get(`/api/properties?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toContain(field);
    }
  });

  it("gives a listing's public card without a login; unknown or malformed ids are 404", async () => {
    const res = await get(`/api/properties/${ids.cheapOld}/card`);
    expect(res.statusCode).toBe(200);
    const card = res.json() as Record<string, unknown>;
    expect(card).toMatchObject({
      id: ids.cheapOld,
      property_name: 'Binghatti Onyx',
      location: 'Jumeirah Village Circle',
      original_price: 900_000,
      distress_price: 720_000,
      discount_percent: 20,
      image_url: `/uploads/${ids.cheapOld}-0.webp`,
    });
    expect(card.images).toHaveLength(2);
    // The same card as in the list, and nothing of the detail's.
    const list = JSON.parse((await get('/api/properties')).body) as Record<string, unknown>[];
    expect(card).toEqual(list.find((p) => p.id === ids.cheapOld));
    expect(card).not.toHaveProperty('payment_plan');

    for (const bad of ['00000000-0000-4000-8000-000000000000', 'abc', "'; drop table x"]) {
      const miss = await get(`/api/properties/${encodeURIComponent(bad)}/card`);
      expect(miss.statusCode, bad).toBe(404);
      expect(miss.json().detail).toBe('Property not found');
    }
  });

  it('requires a token for the detail: 401 without, with a forged or expired one', async () => {
    const none = await get(`/api/properties/${ids.marina}`);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: expect.any(String), code: 'unauthorized' });
    expect((await get(`/api/properties/${ids.marina}`, 'garbage')).statusCode).toBe(401);
    const visitor = await insertVisitor(t.db.handle.db);
    const stale = await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv + 1 });
    expect((await get(`/api/properties/${ids.marina}`, stale)).statusCode).toBe(401);
  });

  it('rejects a visitor whose e-mail is not verified', async () => {
    const visitor = await insertVisitor(t.db.handle.db, { verified: false });
    const token = await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv });
    expect((await get(`/api/properties/${ids.marina}`, token)).statusCode).toBe(401);
  });

  it('gives a verified visitor and an admin the full record; unknown or malformed ids are 404', async () => {
    const visitor = await insertVisitor(t.db.handle.db);
    const visitorToken = await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv });
    const res = await get(`/api/properties/${ids.marina}`, visitorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.marina,
      property_name: 'Marina Gate 2',
      has_balcony: true,
      has_pool: false,
      parking_spaces: 1,
      payment_plan: 'Cash',
      brochure_link: null,
      discount_percent: 16,
    });

    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
    const admin = (await findAdminByUsername(t.db.handle.db, 'admin'))!;
    const adminToken = await t.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });
    expect((await get(`/api/properties/${ids.pinned}`, adminToken)).json().property_name).toBe('Sobha One');

    for (const bad of ['00000000-0000-4000-8000-000000000000', 'abc', '1%20or%201=1', "'; drop table x"]) {
      const miss = await get(`/api/properties/${bad}`, visitorToken);
      expect(miss.statusCode, bad).toBe(404);
      expect(miss.json().detail).toBe('Property not found');
    }
  });
});
