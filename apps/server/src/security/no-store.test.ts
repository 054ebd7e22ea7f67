import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { adminToken, visitorSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';

// SQLite only (test/test-db.ts): a header of the HTTP layer, whatever the engine.
describe.each(sqliteOnly)('what an account sees is never cached, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let visitor: { id: string; token: string };
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    visitor = await visitorSession(t);
    propertyId = await insertProperty(t.db.handle.db);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers every authenticated request with Cache-Control: no-store, the inquiries CSV included', async () => {
    for (const [url, token] of [
      ['/api/admin/inquiries.csv', admin],
      ['/api/admin/inquiries', admin],
      ['/api/admin/properties', admin],
      [`/api/properties/${propertyId}`, visitor.token],
      ['/api/me/favorites', visitor.token],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('says no-store on the answers that hand out a login', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-login',
      // test/fixtures.ts insertVisitor: the address and password of every visitor it makes.
      payload: { email: `${visitor.id}@example.com`, password: 'Visitor@123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public list to its own caching', async () => {
    const res = await get('/api/properties');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
