import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '@dd/core';
import { adminToken, bearer, visitorSession } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

describe.each(engines)('saved searches API on %s', (engine) => {
  let t: TestApp;
  let aisha: Record<string, string>;
  let omar: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, undefined, { alertPollMs: 3_600_000 });
    aisha = bearer((await visitorSession(t)).token);
    omar = bearer((await visitorSession(t)).token);
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers = aisha,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('saves a search with its filters and frequency, names it from them, and lists it', async () => {
    const res = await call('POST', '/api/me/saved-searches', aisha, {
      location: 'Dubai Marina',
      property_type: '2BR',
      max_price: 2_000_000,
      min_discount: 20,
      frequency: 'instant',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedSearch>();
    expect(saved).toMatchObject({
      id: expect.any(String),
      name: '2BR in Dubai Marina, under AED 2M, 20%+ off',
      location: 'Dubai Marina',
      q: null,
      min_price: null,
      max_price: 2_000_000,
      min_discount: 20,
      frequency: 'instant',
      active: true,
      search_path: '/?location=Dubai+Marina&type=2BR&price=-2000000&min_discount=20',
    });
    const named = await call('POST', '/api/me/saved-searches', aisha, {
      name: 'Cheap JVC',
      q: 'jvc',
      frequency: 'daily',
    });
    expect(named.json()).toMatchObject({ name: 'Cheap JVC', frequency: 'daily' });
    const list = (await call('GET', '/api/me/saved-searches')).json<SavedSearch[]>();
    expect(list.map((s) => s.name)).toEqual(['Cheap JVC', '2BR in Dubai Marina, under AED 2M, 20%+ off']);
  });

  it('keeps a minimum rent yield, shows it in the home page link and clears it', async () => {
    const res = await call('POST', '/api/me/saved-searches', aisha, {
      location: 'JVC',
      min_yield: 7,
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedSearch>();
    expect(saved).toMatchObject({
      name: 'JVC, 7%+ yield',
      min_yield: 7,
      min_below_market: null,
      search_path: '/?location=JVC&min_yield=7',
    });
    const listed = (await call('GET', '/api/me/saved-searches')).json<SavedSearch[]>();
    expect(listed.find((s) => s.id === saved.id)).toMatchObject({ min_yield: 7 });
    // The same place with another yield is another search; the same yield again is the same one.
    const again = await call('POST', '/api/me/saved-searches', aisha, {
      location: 'jvc',
      min_yield: 7,
      frequency: 'instant',
    });
    expect(again.statusCode).toBe(409);
    const changed = await call('PATCH', `/api/me/saved-searches/${saved.id}`, aisha, { min_yield: 5 });
    expect(changed.json()).toMatchObject({ min_yield: 5, search_path: '/?location=JVC&min_yield=5' });
    const cleared = await call('PATCH', `/api/me/saved-searches/${saved.id}`, aisha, { min_yield: null });
    expect(cleared.json()).toMatchObject({ min_yield: null, search_path: '/?location=JVC' });
    expect((await call('DELETE', `/api/me/saved-searches/${saved.id}`)).statusCode).toBe(204);
  });

  it('renames, changes and turns an alert off, and deletes it', async () => {
    const { id } = (
      await call('POST', '/api/me/saved-searches', aisha, { frequency: 'instant' })
    ).json<SavedSearch>();
    const renamed = await call('PATCH', `/api/me/saved-searches/${id}`, aisha, {
      name: 'Anything cheap',
      frequency: 'daily',
      min_price: 500_000,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Anything cheap', frequency: 'daily', min_price: 500_000 });
    expect(
      (await call('PATCH', `/api/me/saved-searches/${id}`, aisha, { active: false })).json(),
    ).toMatchObject({
      active: false,
      name: 'Anything cheap',
    });
    const cleared = await call('PATCH', `/api/me/saved-searches/${id}`, aisha, { min_price: null, name: '' });
    expect(cleared.json()).toMatchObject({ min_price: null, name: 'All deals' });
    expect((await call('DELETE', `/api/me/saved-searches/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/me/saved-searches/${id}`)).json()).toMatchObject({
      detail: 'Alert not found',
    });
  });

  it("answers another visitor's alert as not found, and keeps it", async () => {
    const { id } = (
      await call('POST', '/api/me/saved-searches', aisha, { frequency: 'instant' })
    ).json<SavedSearch>();
    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/me/saved-searches/${id}`, omar, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Alert not found' });
    }
    expect((await call('GET', '/api/me/saved-searches', omar)).json()).toEqual([]);
    expect((await call('GET', '/api/me/saved-searches')).json<SavedSearch[]>().some((s) => s.id === id)).toBe(
      true,
    );
  });

  it('refuses an admin token and a missing one with a reason', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/saved-searches'],
      ['POST', '/api/me/saved-searches'],
      ['DELETE', '/api/me/saved-searches/x'],
    ] as const) {
      const asAdmin = await call(method, url, admin, method === 'POST' ? { frequency: 'daily' } : undefined);
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json().detail).toEqual(expect.any(String));
      const anonymous = await call(method, url, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().detail).toEqual(expect.any(String));
    }
  });

  it('answers bad input with 400 and the field, never a 500', async () => {
    const bodies: [unknown, string][] = [
      [{}, 'frequency'],
      [{ frequency: 'weekly' }, 'frequency'],
      [{ frequency: 'daily', min_discount: 100 }, 'min_discount'],
      [{ frequency: 'daily', min_yield: 51 }, 'min_yield'],
      [{ frequency: 'daily', min_yield: 6.5 }, 'min_yield'],
      [{ frequency: 'daily', min_yield: '6' }, 'min_yield'],
      [{ frequency: 'daily', min_price: -1 }, 'min_price'],
      [{ frequency: 'daily', min_price: 3, max_price: 2 }, 'min_price'],
      [{ frequency: 'daily', name: 'x'.repeat(81) }, 'name'],
      [{ frequency: 'daily', q: 42 }, 'q'],
    ];
    for (const [payload, field] of bodies) {
      const res = await call('POST', '/api/me/saved-searches', aisha, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(field);
    }
    const { id } = (await call('GET', '/api/me/saved-searches')).json<SavedSearch[]>()[0]!;
    const patch = await call('PATCH', `/api/me/saved-searches/${id}`, aisha, { max_price: 1, min_price: 2 });
    expect(patch.statusCode).toBe(400);
    const existing = await call('PATCH', `/api/me/saved-searches/${id}`, aisha, { min_price: 999_999_999 });
    expect(existing.statusCode).toBe(200);
    const above = await call('PATCH', `/api/me/saved-searches/${id}`, aisha, { max_price: 5 });
    expect(above.statusCode).toBe(400);
    expect(above.json().detail).toContain('min_price');
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} alerts per visitor`, async () => {
    const fresh = bearer((await visitorSession(t)).token);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      expect(
        (
          await call('POST', '/api/me/saved-searches', fresh, {
            frequency: 'daily',
            name: `#${i}`,
            min_price: (i + 1) * 100_000,
          })
        ).statusCode,
      ).toBe(201);
    const over = await call('POST', '/api/me/saved-searches', fresh, { frequency: 'daily' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toBe('You can keep at most 20 alerts. Delete one to add another.');
    // Someone else still may.
    expect((await call('POST', '/api/me/saved-searches', omar, { frequency: 'daily' })).statusCode).toBe(201);
  });

  describe('one alert per search', () => {
    const search = {
      q: 'sea view',
      location: 'Dubai Marina',
      property_type: '2BR',
      max_price: 2_000_000,
      min_discount: 20,
    };
    const ALREADY = { detail: 'You already have an alert for this search.', code: 'conflict' };

    it('answers a second save of the same search with 409 and the alert kept, however it is written', async () => {
      const visitor = bearer((await visitorSession(t)).token);
      const first = await call('POST', '/api/me/saved-searches', visitor, {
        ...search,
        frequency: 'instant',
      });
      expect(first.statusCode).toBe(201);
      const { id } = first.json<SavedSearch>();

      const again = await call('POST', '/api/me/saved-searches', visitor, {
        ...search,
        frequency: 'instant',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ ...ALREADY, id });
      // The same filters in another order, case and spacing, empty ones as null, another name and
      // frequency: the same search.
      const rewritten = await call('POST', '/api/me/saved-searches', visitor, {
        min_discount: 20,
        max_price: 2_000_000,
        property_type: '2br',
        location: '  dubai   MARINA ',
        q: 'Sea View',
        min_price: null,
        min_below_market: null,
        name: 'Another name',
        frequency: 'daily',
      });
      expect(rewritten.statusCode).toBe(409);
      expect(rewritten.json()).toEqual({ ...ALREADY, id });
      expect((await call('GET', '/api/me/saved-searches', visitor)).json<SavedSearch[]>()).toHaveLength(1);

      // Another filter is another search; another visitor may keep the same one.
      const cheaper = await call('POST', '/api/me/saved-searches', visitor, {
        ...search,
        max_price: 1_500_000,
        frequency: 'instant',
      });
      expect(cheaper.statusCode).toBe(201);
      const someoneElse = bearer((await visitorSession(t)).token);
      expect(
        (await call('POST', '/api/me/saved-searches', someoneElse, { ...search, frequency: 'instant' }))
          .statusCode,
      ).toBe(201);

      // Changing the other alert's filters into this search is refused with this one's id, and
      // leaves it as it was; changing its name or frequency alone is fine.
      const other = cheaper.json<SavedSearch>().id;
      const into = await call('PATCH', `/api/me/saved-searches/${other}`, visitor, { max_price: 2_000_000 });
      expect(into.statusCode).toBe(409);
      expect(into.json()).toEqual({ ...ALREADY, id });
      const mine = (await call('GET', '/api/me/saved-searches', visitor)).json<SavedSearch[]>();
      expect(mine.find((s) => s.id === other)?.max_price).toBe(1_500_000);
      const renamed = await call('PATCH', `/api/me/saved-searches/${id}`, visitor, {
        name: 'Marina',
        frequency: 'daily',
        location: 'DUBAI MARINA',
      });
      expect(renamed.statusCode).toBe(200);
      // Deleted, the search may be saved again.
      expect((await call('DELETE', `/api/me/saved-searches/${id}`, visitor)).statusCode).toBe(204);
      expect(
        (await call('POST', '/api/me/saved-searches', visitor, { ...search, frequency: 'instant' }))
          .statusCode,
      ).toBe(201);
    });

    it('says a visitor at the limit already has the search rather than that the limit is reached', async () => {
      const full = bearer((await visitorSession(t)).token);
      for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
        await call('POST', '/api/me/saved-searches', full, { frequency: 'daily', min_price: i * 1000 });
      const again = await call('POST', '/api/me/saved-searches', full, { frequency: 'daily', min_price: 0 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ ...ALREADY, id: expect.any(String) });
    });

    it('of two saves of the same search at the same moment, keeps one and answers the other 409', async () => {
      for (let round = 0; round < 3; round++) {
        const visitor = bearer((await visitorSession(t)).token);
        const answers = await Promise.all(
          [0, 1, 2].map(() =>
            call('POST', '/api/me/saved-searches', visitor, { ...search, frequency: 'instant' }),
          ),
        );
        const statuses = answers.map((a) => a.statusCode).sort();
        expect(statuses).toEqual([201, 409, 409]);
        const kept = answers.find((a) => a.statusCode === 201)!.json<SavedSearch>().id;
        for (const refused of answers.filter((a) => a.statusCode === 409))
          expect(refused.json()).toEqual({ ...ALREADY, id: kept });
        const list = (await call('GET', '/api/me/saved-searches', visitor)).json<SavedSearch[]>();
        expect(list.map((s) => s.id)).toEqual([kept]);
      }
    });
  });

  it("turns an alert off with its link's token, by JSON or by a mail client's one-click form post", async () => {
    const { id, name } = (
      await call('POST', '/api/me/saved-searches', aisha, {
        frequency: 'instant',
        name: 'To stop',
        q: 'to stop',
      })
    ).json<SavedSearch>();
    // The link of the e-mails sent before the alert was ever turned off and on again.
    const token = unsubscribeToken(t.app.ctx.hasher, { id, unsubscribe_generation: 0 });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ name, active: false });
    const mine = (await call('GET', '/api/me/saved-searches')).json<SavedSearch[]>();
    expect(mine.find((s) => s.id === id)?.active).toBe(false);
    // Again (the page after the header's click): the same answer.
    const again = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(again.json()).toEqual({ name, active: false });

    const forged = `${id}.${'0'.repeat(64)}`;
    for (const bad of [forged, 'nonsense', `${token}x`, `other.${token.split('.')[1]}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/alerts/unsubscribe',
        payload: { token: bad },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/not valid/);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: {} });
    expect(none.statusCode).toBe(400);
  });

  it('turned on again, an alert no longer answers the unsubscribe links of the e-mails sent before', async () => {
    const { id } = (
      await call('POST', '/api/me/saved-searches', aisha, {
        frequency: 'instant',
        name: 'Back on',
        q: 'back on',
      })
    ).json<SavedSearch>();
    const unsubscribe = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    const before = unsubscribeToken(t.app.ctx.hasher, { id, unsubscribe_generation: 0 });
    expect((await unsubscribe(before)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/me/saved-searches/${id}`, undefined, { active: true })).statusCode,
    ).toBe(200);

    const stale = await unsubscribe(before);
    expect(stale.statusCode).toBe(404);
    const mine = (await call('GET', '/api/me/saved-searches')).json<SavedSearch[]>();
    expect(mine.find((s) => s.id === id)?.active).toBe(true);
    // The links of the e-mails sent from now on work.
    const fresh = unsubscribeToken(t.app.ctx.hasher, { id, unsubscribe_generation: 1 });
    expect((await unsubscribe(fresh)).statusCode).toBe(200);
    // Changing its name while on, or off again, raises nothing.
    expect(
      (await call('PATCH', `/api/me/saved-searches/${id}`, undefined, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect((await unsubscribe(fresh)).statusCode).toBe(200);
  });
});
