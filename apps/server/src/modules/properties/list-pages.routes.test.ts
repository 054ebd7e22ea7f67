import type { PropertyListQuery } from '@dd/core';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { createListCounts } from './list-counts.ts';
import { createListPages, PAGE_TTL_MS } from './list-pages.ts';
import { setStatus } from './property-status.repository.ts';
import { listPublicProperties } from './properties.service.ts';

const START = Date.parse('2026-12-01T12:00:00.000Z');
const LOCATIONS = ['Dubai Marina', 'Business Bay', 'Arjan'];
const TYPES = ['Studio', '1BR', '2BR', 'Penthouse'];

/** Accept-Encoding values of browsers and other clients (undefined: no header). */
const ACCEPTS = ['br, gzip', 'gzip, deflate', 'br;q=0, gzip', 'identity', undefined];

/** Queries of the list: first pages (counted), a filtered list without limit, a page under 1 KB. */
const QUERIES = [
  'limit=24',
  'limit=10&sort=discount&location=marina',
  'limit=5&sort=price&min_price=1000000&max_price=4000000',
  'q=tower&sort=newest',
  'limit=1&type=penthouse',
];

/** What a client receives: status, headers (but the date) and the bytes of the body. */
function received(res: LightMyRequestResponse) {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload };
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe.each(engines)('answered pages of the public list on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let now = START;

  beforeAll(async () => {
    t = await createTestApp(engine, undefined, () => new Date(now));
    auth = bearer(await adminToken(t));
    for (let i = 0; i < 40; i++) {
      await insertProperty(t.db.handle.db, {
        property_name: `Tower ${i}`,
        location: LOCATIONS[i % LOCATIONS.length]!,
        property_type: TYPES[i % TYPES.length]!,
        original_price: 2_000_000 + (i % 5) * 400_000,
        distress_price: 900_000 + (i % 7) * 450_000,
        display_order: i % 9 === 0 ? 1 : 0,
        images: i % 3,
      });
    }
    await t.app.ctx.listingCache.invalidate();
  });
  afterAll(() => t.close());

  const get = (url: string, accept?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
  const page = (query: string, accept?: string) => get(`/api/properties?${query}`, accept);
  /** Adds a listing behind the app's back: a kept page does not show it until a write or its time is up. */
  const sneakIn = (name: string) =>
    insertProperty(t.db.handle.db, {
      property_name: name,
      display_order: 5,
      created_at: new Date(now).toISOString(),
    });
  const names = (res: LightMyRequestResponse) =>
    (JSON.parse(decoded(res)) as { property_name: string }[]).map((p) => p.property_name);

  it('answers a kept page with the very bytes and headers of a new one, in every encoding', async () => {
    const second = String((await page('limit=6&sort=discount')).headers['x-next-cursor']);
    for (const query of [...QUERIES, `limit=6&sort=discount&cursor=${second}`]) {
      for (const accept of ACCEPTS) {
        const label = `${query} (${accept})`;
        await t.app.ctx.listingCache.invalidate();
        const fresh = await page(query, accept);
        expect(fresh.statusCode, label).toBe(200);
        const id = await sneakIn('Sneaked In');
        const kept = await page(query, accept);
        expect(received(kept), label).toEqual(received(fresh));
        expect(names(kept), label).not.toContain('Sneaked In');
        await t.db.handle.db.deleteFrom('properties').where('id', '=', id).execute();
      }
    }
  });

  it('answers what the service reads, compressed when over 1 KB as the client accepts', async () => {
    await t.app.ctx.listingCache.invalidate();
    const query: PropertyListQuery = {
      q: undefined,
      location: 'marina',
      type: undefined,
      limit: 10,
      sort: 'discount',
    };
    const direct = await listPublicProperties(t.app.ctx, query, new Date(now));
    for (const accept of ACCEPTS) {
      const res = await page('limit=10&sort=discount&location=marina', accept);
      expect(decoded(res), accept).toBe(JSON.stringify(direct.items));
      expect(res.headers['x-next-cursor']).toBe(direct.nextCursor ?? undefined);
      expect(res.headers['x-total-count']).toBe('14');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const expected = accept?.startsWith('br,') ? 'br' : accept?.includes('gzip') ? 'gzip' : undefined;
      expect(res.headers['content-encoding'], accept).toBe(expected);
    }
    const small = await page('limit=1&type=penthouse', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps one page for queries that differ only in case, spaces or the default order', async () => {
    const first = await page('limit=4&q=TOWER%201&location=%20Dubai%20MARINA', 'br');
    const id = await sneakIn('Tower 1 Sneaked');
    for (const query of [
      'limit=4&q=tower%201&location=dubai%20marina',
      'limit=4&q=Tower%201%20&location=Dubai%20Marina&sort=featured',
    ])
      expect(received(await page(query, 'br')), query).toEqual(received(first));
    await t.app.ctx.listingCache.invalidate();
    expect(names(await page('limit=4&q=tower%201', 'br'))).toContain('Tower 1 Sneaked');
    await t.db.handle.db.deleteFrom('properties').where('id', '=', id).execute();
    await t.app.ctx.listingCache.invalidate();
  });

  it('shows a created, edited, sold and deleted listing in the next page at once', async () => {
    const views = ['limit=8', 'limit=5&sort=newest&location=marina', 'q=fresh&limit=3'];
    const warm = () => Promise.all(views.map((query) => page(query, 'br, gzip')));
    await warm();
    const form = multipart(propertyFields({ property_name: 'Fresh Deal', location: 'Dubai Marina' }), []);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    for (const query of views) expect(names(await page(query, 'br, gzip')), query).toContain('Fresh Deal');
    expect((await page('q=fresh&limit=3', 'br')).headers['x-total-count']).toBe('1');

    const edit = multipart(
      propertyFields({ property_name: 'Fresh Deal Edited', location: 'Dubai Marina' }),
      [],
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...auth },
    });
    expect(edited.statusCode).toBe(200);
    for (const query of views) expect(names(await page(query, 'gzip')), query).toContain('Fresh Deal Edited');

    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${id}/status`,
      payload: { status: 'sold' },
      headers: auth,
    });
    expect(sold.statusCode).toBe(200);
    const listed = JSON.parse(decoded(await page('limit=8', 'br'))) as { id: string; status: string }[];
    expect(listed.find((p) => p.id === id)).toBeUndefined(); // sold: out of the default list at once

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    for (const query of views)
      expect(names(await page(query, 'br, gzip')), query).not.toContain('Fresh Deal Edited');
    expect((await page('q=fresh&limit=3', 'br')).headers['x-total-count']).toBe('0');
  });

  it('reads a page again after a minute, and at once when a listing of it is sold', async () => {
    await t.app.ctx.listingCache.invalidate();
    await page('limit=3', 'br');
    const id = await sneakIn('Late Sneaked');
    now += PAGE_TTL_MS - 1;
    expect(names(await page('limit=3', 'br'))).not.toContain('Late Sneaked');
    now += 1;
    expect(names(await page('limit=3', 'br'))).toContain('Late Sneaked');

    // Sold: off the page with the write's invalidation, though a minute has not passed.
    await setStatus(t.db.handle.db, id, 'sold', new Date(now));
    await t.app.ctx.listingCache.invalidate();
    expect(names(await page('limit=3', 'br'))).not.toContain('Late Sneaked');
    await t.db.handle.db.deleteFrom('properties').where('id', '=', id).execute();
    await t.app.ctx.listingCache.invalidate();
  });

  it('keeps no failed answer: a bad cursor is a 400 each time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await page('limit=2&cursor=not-a-cursor', 'br');
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain('cursor');
    }
  });

  it('holds its bounds on entries and bytes, dropping the least recently asked for first', async () => {
    const counts = createListCounts(t.app.ctx);
    const query = (limit: number): PropertyListQuery => ({
      q: undefined,
      location: undefined,
      type: undefined,
      limit,
    });
    const pages = createListPages(t.app.ctx, counts, { maxEntries: 3 });
    for (let limit = 1; limit <= 8; limit++) {
      await pages.answer(query(limit), 'br');
      expect(pages.stats.entries).toBeLessThanOrEqual(3);
    }
    expect(pages.stats.misses).toBe(8);
    await pages.answer(query(6), 'br'); // kept: one of the last three
    expect(pages.stats.hits).toBe(1);
    await pages.answer(query(9), 'br'); // drops 7, the least recently asked for
    await pages.answer(query(6), 'br');
    await pages.answer(query(8), 'br');
    expect(pages.stats.hits).toBe(3);
    await pages.answer(query(7), 'br');
    expect(pages.stats.misses).toBe(10);

    // Bytes: a bound of ten pages' worth holds fewer than twenty pages of that size, never more bytes.
    const sizedQuery = (i: number): PropertyListQuery => ({ ...query(20), sort: 'newest', min_price: i });
    const probe = createListPages(t.app.ctx, counts);
    await probe.answer(sizedQuery(0), 'br, gzip');
    await probe.answer(sizedQuery(0), 'gzip');
    const maxBytes = 10 * probe.stats.bytes;
    const sized = createListPages(t.app.ctx, counts, { maxBytes });
    for (let i = 0; i < 20; i++) {
      await sized.answer(sizedQuery(i), 'br, gzip');
      await sized.answer(sizedQuery(i), 'gzip');
      expect(sized.stats.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(sized.stats.entries).toBeGreaterThanOrEqual(8);
    expect(sized.stats.entries).toBeLessThan(20);
    // A page over an eighth of the bound is answered but not kept.
    const tiny = createListPages(t.app.ctx, counts, { maxBytes: 8 * 1024 });
    const whole = await tiny.answer(query(40), 'br');
    expect(whole.page.json.length).toBeGreaterThan(1024);
    expect(tiny.stats.entries).toBe(0);
    expect(tiny.stats.bytes).toBe(0);
  });

  it('reads once for concurrent requests of a query, and drops every page on a write', async () => {
    const pages = createListPages(t.app.ctx, createListCounts(t.app.ctx));
    const q: PropertyListQuery = { q: 'tower', location: undefined, type: undefined, limit: 7 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => pages.answer(q, 'br')));
    expect(pages.stats.misses).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await pages.answer({ ...q, limit: 8 }, 'br');
    expect(pages.stats.entries).toBe(2);
    await t.app.ctx.listingCache.invalidate();
    await pages.answer(q, 'br');
    expect(pages.stats.entries).toBe(1);
    expect(pages.stats.misses).toBe(3);
  });
});
