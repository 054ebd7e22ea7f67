import { FAVORITES_LIMIT, FAVORITES_LIMIT_REACHED } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertVisitor } from '../../../test/fixtures.ts';
import { adminToken, bearer, visitorSession } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

interface FavoriteAnswer {
  property_id: string;
  property_name: string;
  location: string;
  favorited_at: string;
  removed: boolean;
  property: { id: string; property_name: string; status: string; image_url: string | null } | null;
}

describe.each(engines)('a visitor’s favourites on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  // Every reading of the clock is a second later, so favourites saved one after another are ordered.
  let clock = Date.parse('2026-11-26T08:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, () => new Date((clock += 1000)));
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const db = () => t.db.handle.db;
  const newVisitor = async () => bearer((await visitorSession(t)).token);
  const put = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/me/favorites/${id}`, headers });
  const remove = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/me/favorites/${id}`, headers });
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/favorites', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FavoriteAnswer[];
  };

  it('saves a deal, lists it as the public list shows it, and takes it out again', async () => {
    const visitor = await newVisitor();
    const id = await insertProperty(db(), { property_name: 'Fav Marina Gate', images: 2 });
    expect(await list(visitor)).toEqual([]);

    const saved = await put(id, visitor);
    expect(saved.statusCode).toBe(204);
    expect(saved.body).toBe('');

    const [entry, ...rest] = await list(visitor);
    expect(rest).toEqual([]);
    const publicCard = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}/card` })).json();
    expect(entry).toEqual({
      property_id: id,
      property_name: 'Fav Marina Gate',
      location: 'Dubai Marina',
      favorited_at: expect.stringMatching(/^2026-11-26T08:/),
      removed: false,
      property: publicCard,
    });

    expect((await remove(id, visitor)).statusCode).toBe(204);
    expect(await list(visitor)).toEqual([]);
  });

  it('saves the same deal once however often it is put, keeping the first time', async () => {
    const visitor = await newVisitor();
    const id = await insertProperty(db(), { property_name: 'Fav Twice' });
    expect((await put(id, visitor)).statusCode).toBe(204);
    const [first] = await list(visitor);
    expect((await put(id, visitor)).statusCode).toBe(204);
    expect((await put(id, visitor)).statusCode).toBe(204);
    const again = await list(visitor);
    expect(again).toHaveLength(1);
    expect(again[0]!.favorited_at).toBe(first!.favorited_at);
    // Taking out one that is not there is fine too.
    expect((await remove(id, visitor)).statusCode).toBe(204);
    expect((await remove(id, visitor)).statusCode).toBe(204);
  });

  it('lists the newest favourite first, whatever the order of the listings', async () => {
    const visitor = await newVisitor();
    const older = await insertProperty(db(), { property_name: 'Fav Listed First' });
    const newer = await insertProperty(db(), { property_name: 'Fav Listed Second' });
    const third = await insertProperty(db(), { property_name: 'Fav Listed Third' });
    for (const id of [newer, third, older]) expect((await put(id, visitor)).statusCode).toBe(204);
    expect((await list(visitor)).map((f) => f.property_name)).toEqual([
      'Fav Listed First',
      'Fav Listed Third',
      'Fav Listed Second',
    ]);
  });

  it('answers 404 {detail} for a listing that does not exist, a malformed id or one never saved', async () => {
    const visitor = await newVisitor();
    for (const id of [randomUUID(), 'not-a-uuid', '..%2F..%2Fetc', 'x'.repeat(100)]) {
      for (const res of [await put(id, visitor), await remove(id, visitor)]) {
        expect(res.statusCode, `${res.body} for ${id}`).toBe(404);
        expect(res.json()).toEqual(expect.objectContaining({ detail: 'Property not found' }));
      }
    }
    const tooLong = await put('x'.repeat(101), visitor);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toMatch(/\S/);
    expect(await list(visitor)).toEqual([]);
  });

  it(`keeps at most ${FAVORITES_LIMIT} favourites and says so past it`, async () => {
    const visitor = await visitorSession(t);
    const headers = bearer(visitor.token);
    const saved = await insertProperty(db(), { property_name: 'Fav At The Limit' });
    const more = await insertProperty(db(), { property_name: 'Fav One Too Many' });
    // Favourites of listings deleted since count too.
    const rows = Array.from({ length: FAVORITES_LIMIT - 1 }, (_, i) => ({
      user_id: visitor.id,
      property_id: randomUUID(),
      property_name: `Gone ${i}`,
      location: 'Dubai Marina',
      created_at: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await db()
        .insertInto('favorites')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    expect((await put(saved, headers)).statusCode).toBe(204);
    const refused = await put(more, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(FAVORITES_LIMIT_REACHED);
    // Saving one already there is still fine, and after taking one out there is room again.
    expect((await put(saved, headers)).statusCode).toBe(204);
    expect((await remove(saved, headers)).statusCode).toBe(204);
    expect((await put(more, headers)).statusCode).toBe(204);
    const all = await list(headers);
    expect(all).toHaveLength(FAVORITES_LIMIT);
    expect(all[0]!.property_name).toBe('Fav One Too Many');
  });

  it('shows a sold or reserved deal with its status, and a deleted one as removed under its saved name', async () => {
    const visitor = await newVisitor();
    const sold = await insertProperty(db(), { property_name: 'Fav Sold Later', images: 1 });
    const reserved = await insertProperty(db(), { property_name: 'Fav Reserved Later' });
    const deleted = await insertProperty(db(), { property_name: 'Fav Deleted Later', location: 'JVC' });
    for (const id of [sold, reserved, deleted]) expect((await put(id, visitor)).statusCode).toBe(204);

    for (const [id, status] of [
      [sold, 'sold'],
      [reserved, 'reserved'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/properties/${id}/status`,
        payload: { status },
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${deleted}`,
      headers: admin,
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);

    const favorites = await list(visitor);
    expect(favorites.map((f) => [f.property_name, f.removed, f.property?.status ?? null])).toEqual([
      ['Fav Deleted Later', true, null],
      ['Fav Reserved Later', false, 'reserved'],
      ['Fav Sold Later', false, 'sold'],
    ]);
    expect(favorites[0]).toMatchObject({ property_id: deleted, location: 'JVC', property: null });
    expect(favorites[2]!.property?.image_url).toMatch(/^\/uploads\//);

    // A deal sold over a week ago leaves the public list but stays among the favourites.
    await db()
      .updateTable('properties')
      .set({ status_changed_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', sold)
      .execute();
    expect((await list(visitor)).map((f) => f.property_name)).toContain('Fav Sold Later');

    // A deleted deal can still be taken out of the favourites; after that its id is unknown.
    expect((await remove(deleted, visitor)).statusCode).toBe(204);
    expect((await list(visitor)).map((f) => f.property_id)).not.toContain(deleted);
    expect((await remove(deleted, visitor)).statusCode).toBe(404);
    expect((await put(deleted, visitor)).statusCode).toBe(404);
  });

  it("keeps each visitor's favourites to themselves", async () => {
    const aisha = await newVisitor();
    const omar = await newVisitor();
    const hers = await insertProperty(db(), { property_name: 'Fav Of Aisha' });
    const his = await insertProperty(db(), { property_name: 'Fav Of Omar' });
    expect((await put(hers, aisha)).statusCode).toBe(204);
    expect((await put(his, omar)).statusCode).toBe(204);
    expect((await list(aisha)).map((f) => f.property_name)).toEqual(['Fav Of Aisha']);
    expect((await list(omar)).map((f) => f.property_name)).toEqual(['Fav Of Omar']);
    // Omar taking "her" listing out touches only his own (empty) favourites.
    expect((await remove(hers, omar)).statusCode).toBe(204);
    expect((await list(aisha)).map((f) => f.property_name)).toEqual(['Fav Of Aisha']);
  });

  it('refuses an admin token with 403, and no token or a bad one with 401, each with {detail}', async () => {
    const id = await insertProperty(db(), { property_name: 'Fav Guarded' });
    const unverified = await insertVisitor(db(), { verified: false });
    const unverifiedToken = await t.tokens.issue({ sub: unverified.id, role: 'visitor', tv: unverified.tv });
    const cases = [
      { headers: admin, status: 403 },
      { headers: {}, status: 401 },
      { headers: bearer('not.a.token'), status: 401 },
      { headers: bearer(unverifiedToken), status: 401 },
    ];
    for (const { headers, status } of cases) {
      for (const request of [
        { method: 'GET' as const, url: '/api/me/favorites' },
        { method: 'PUT' as const, url: `/api/me/favorites/${id}` },
        { method: 'DELETE' as const, url: `/api/me/favorites/${id}` },
      ]) {
        const res = await t.app.inject({ ...request, headers });
        const what = `${request.method} ${request.url} ${JSON.stringify(headers)}`;
        expect(res.statusCode, what).toBe(status);
        expect(res.json(), what).toEqual(expect.objectContaining({ detail: expect.stringMatching(/\S/) }));
      }
    }
    expect(await db().selectFrom('favorites').where('property_id', '=', id).selectAll().execute()).toEqual(
      [],
    );
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/me/favorites/{property_id}'])).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(doc.paths['/api/me/favorites'].get.responses['200']).toBeDefined();
    expect(doc.components.schemas.Favorite.properties).toHaveProperty('removed');
  });
});
