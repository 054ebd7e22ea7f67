/**
 * Requests that answered 500 until hostile-input.test.ts generated them, pinned down one by one: a
 * multipart body the parser cannot read, text with a NUL character (PostgreSQL refuses to store it),
 * and bodies nested or wide enough to exhaust a recursive walk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, propertyFields } from '../../test/multipart.ts';
import { adminToken, bearer } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-db.ts';
import { insertProperty } from '../../test/fixtures.ts';

const NUL = 'Text must not contain NUL characters';

describe.each(engines)('malformed bodies on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let listingId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    auth = bearer(await adminToken(t));
    listingId = await insertProperty(t.db.handle.db);
  });
  afterAll(() => t.close());

  const count = async (table: 'inquiries' | 'properties' | 'users') =>
    Number(
      (
        await t.db.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const inquiry = (overrides: Record<string, string> = {}) => ({
    property_id: listingId,
    name: 'Hassan Qureshi',
    email: 'hassan@example.com',
    phone: '+971 50 987 6543',
    message: 'Can we view it on Saturday?',
    ...overrides,
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'name=x'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    [
      'a boundary over 256 characters',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      `--${'b'.repeat(300)}\r\n`,
    ],
    [
      'a body cut short',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nHas',
    ],
  ])('answers a multipart form with %s with 400 {detail}', async (_case, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload,
      headers: { ...auth, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: 'The form data is malformed', code: 'bad_request' });
  });

  it('answers a multipart form to a route that takes no files with 415 {detail}, storing nothing', async () => {
    const before = await count('inquiries');
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=abc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: `--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nHassan\r\n--abc--\r\n`,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ detail: 'Unsupported content type' });
    }
    expect(await count('inquiries')).toBe(before);
  });

  it('refuses text with a NUL character anywhere in the request, storing nothing', async () => {
    const before = await Promise.all([count('inquiries'), count('properties'), count('users')]);
    const form = multipart(propertyFields({ property_name: 'Onyx\u0000Tower' }));
    const requests = [
      { method: 'GET', url: '/api/properties?q=%00' },
      { method: 'GET', url: '/api/properties?location=Marina%00' },
      { method: 'POST', url: '/api/inquiries', payload: inquiry({ message: 'hello\u0000' }) },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          // In the password: a NUL in the name is already refused by the name's own rule.
          name: 'Nul Tester',
          email: 'nul@example.com',
          phone: '+971 50 123 4567',
          password: 'Strong#Pass\u00002026',
        },
      },
      { method: 'POST', url: '/api/auth/login', payload: { username: 'admin\u0000', password: 'x' } },
      {
        method: 'PUT',
        url: '/api/admin/contacts',
        headers: auth,
        payload: { phone: '+971 50 123 4567', email: 'a@example.com', address: 'Marina\u0000' },
      },
      {
        method: 'POST',
        url: '/api/admin/properties',
        payload: form.payload,
        headers: { ...form.headers, ...auth },
      },
      { method: 'DELETE', url: `/api/admin/properties/${listingId}%00`, headers: auth },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(400);
      expect(res.json().detail).toBe(NUL);
    }
    expect(await Promise.all([count('inquiries'), count('properties'), count('users')])).toEqual(before);
    const clean = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry() });
    expect(clean.statusCode).toBe(201);
  });

  it('walks a body nested 150 000 levels deep or 400 000 items wide without failing', async () => {
    const deep = `${'{"a":'.repeat(150_000)}"\\u0000"${'}'.repeat(150_000)}`;
    const wide = `[${'1,'.repeat(400_000)}"\\u0000"]`;
    for (const payload of [deep, wide]) {
      expect(payload.length).toBeLessThan(1024 * 1024);
      // A route that reads no body: what arrives reaches the hooks as parsed.
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/properties/no-such-listing',
        payload,
        headers: { ...auth, 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe(NUL);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
