import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { postExport } from '../../../test/bulk-add.ts';
import { insertProperty } from '../../../test/fixtures.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { listPublicProperties } from './properties.service.ts';

// SQLite only (test/test-db.ts): the cache is the app's memory; its invalidation across instances
// (PostgreSQL) is tested in two-instances.test.ts.
describe.each(sqliteOnly)('cached public list on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/properties', headers });
  /** The query path, not the listing cache: any query string (an empty search matches every listing). */
  const fromDb = async () => (await t.app.inject({ method: 'GET', url: '/api/properties?q=' })).body;
  const form = (fields: object) => multipart(fields as Record<string, string>, []);
  const create = async (name: string) => {
    const body = form(propertyFields({ property_name: name }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  /** Warms the cache, runs the write, then expects a fresh body and a new ETag. */
  async function expectFreshAfter(write: () => Promise<unknown>) {
    const before = await list();
    expect(before.statusCode).toBe(200);
    expect((await list()).headers.etag).toBe(before.headers.etag);
    await write();
    const after = await list();
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(await fromDb());
    expect(after.body).not.toBe(before.body);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    return after.json() as { id: string; property_name: string; display_order: number }[];
  }

  it('answers exactly what the uncached path answers, with a stable strong ETag', async () => {
    const db = t.db.handle.db;
    await insertProperty(db, { property_name: 'Sobha One', images: 2, display_order: 2 });
    await insertProperty(db, { property_name: 'Marina Gate 2', images: 1 });
    await insertProperty(db, { property_name: 'Azizi Riviera 12' });
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.body).toBe(await fromDb());
    const { items } = await listPublicProperties(
      { db },
      { q: undefined, location: undefined, type: undefined },
    );
    expect(first.json()).toEqual(items);
    const second = await list();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const { etag } = (await list()).headers as { etag: string };
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await list({ 'if-none-match': ifNoneMatch, 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body, ifNoneMatch).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    const stale = await list({ 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(await fromDb());
  });

  it('answers from the cache with the headers of every other answer, and HEAD without a body', async () => {
    const get = await list({ 'accept-encoding': 'br, gzip' });
    const uncached = await t.app.inject({ method: 'GET', url: '/api/properties?q=' });
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options'])
      expect(get.headers[name], name).toBe(uncached.headers[name]);
    expect(get.headers['x-frame-options']).toBe('DENY');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/properties' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['x-frame-options']).toBe('DENY');
  });

  it('sends br or gzip by Accept-Encoding, each compressed once, decompressing to the same JSON', async () => {
    // Over the compression threshold.
    for (let i = 0; i < 10; i++) await create(`Padding Tower ${i}`);
    const json = await fromDb();
    expect(json.length).toBeGreaterThan(1024);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.2', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['', undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await list({ 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      const raw = res.rawPayload;
      const text =
        expected === 'br'
          ? brotliDecompressSync(raw).toString()
          : expected === 'gzip'
            ? gunzipSync(raw).toString()
            : raw.toString();
      expect(text, accept).toBe(json);
      expect(Number(res.headers['content-length']), accept).toBe(raw.length);
    }
  });

  it('shows a created, edited, moved and deleted listing at once', async () => {
    let id = '';
    let listed = await expectFreshAfter(async () => (id = await create('Cache Created')));
    expect(listed.map((p) => p.property_name)).toContain('Cache Created');

    listed = await expectFreshAfter(async () => {
      const body = form(propertyFields({ property_name: 'Cache Edited' }));
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}`,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(listed.find((p) => p.id === id)?.property_name).toBe('Cache Edited');

    listed = await expectFreshAfter(async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/properties/${id}/order?display_order=50`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(listed[0]).toMatchObject({ id, display_order: 50 });

    listed = await expectFreshAfter(async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/properties/${id}`, headers: auth });
      expect(res.statusCode).toBe(204);
    });
    expect(listed.map((p) => p.id)).not.toContain(id);
  });

  it('answers a detail from its cache, and shows an edit, a move and a deletion at once', async () => {
    const id = await create('Detail Cached');
    const detail = () => t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: auth });
    const first = await detail();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await detail()).body).toBe(first.body);
    expect(first.json()).toMatchObject({ id, property_name: 'Detail Cached' });

    const body = form(propertyFields({ property_name: 'Detail Edited', distress_price: '777000' }));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(edited.statusCode).toBe(200);
    expect((await detail()).json()).toMatchObject({ property_name: 'Detail Edited', distress_price: 777000 });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${id}/order?display_order=9`,
      headers: auth,
    });
    expect((await detail()).json()).toMatchObject({ display_order: 9 });

    await t.app.inject({ method: 'DELETE', url: `/api/admin/properties/${id}`, headers: auth });
    const gone = await detail();
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ detail: 'Property not found' });
  });

  it('shows a Quick Add listing at once', async () => {
    let id = '';
    const listed = await expectFreshAfter(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/parse-telegram-ad',
        payload: { telegram_text: adText(1, { name: 'Quick Cache Tower' }) },
        headers: auth,
      });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(listed.map((p) => p.id)).toContain(id);
  });

  it('shows Bulk Add listings at once', async () => {
    const chat = chatExport('Cache Deals', 1780000001, [
      message(1, { at: 10, text: adText(2, { name: 'Bulk Cache Tower' }) }),
    ]);
    const listed = await expectFreshAfter(async () => {
      const res = await postExport(t, auth, chat);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ properties_created: 1 });
    });
    expect(listed.map((p) => p.property_name)).toContain('Bulk Cache Tower');
  });

  it('shows an empty list after deleting every listing', async () => {
    const listed = await expectFreshAfter(async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/properties-all', headers: auth });
      expect(res.statusCode).toBe(200);
    });
    expect(listed).toEqual([]);
  });

  it('builds once for concurrent first requests after a write', async () => {
    await t.app.ctx.listingCache.invalidate();
    const before = t.app.ctx.listingCache.stats.builds;
    const answers = await Promise.all(Array.from({ length: 8 }, () => list()));
    expect(t.app.ctx.listingCache.stats.builds).toBe(before + 1);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  });

  it('keeps filtered and paged requests off the listing cache (no ETag) and documents 200 and 304', async () => {
    const paged = await t.app.inject({ method: 'GET', url: '/api/properties?limit=1' });
    expect(paged.statusCode).toBe(200);
    expect(paged.headers.etag).toBeUndefined();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const responses = doc.paths['/api/properties'].get.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '304', '400']));
    expect(responses['200'].content['application/json'].schema.type).toBe('array');
  });
});
