import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { propertyFields } from '../../test/multipart.ts';
import { adminToken, bearer, visitorSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';

/** Ids as an attacker edits them in a URL: not ids, negative, huge, SQL, paths, encodings. */
const TAMPERED_IN_PATH = [
  'abc',
  '0',
  '-1',
  '9'.repeat(40),
  '1e309',
  'NaN',
  'null',
  'x'.repeat(101),
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20properties',
  '..%2F..%2Fapp.db',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%F0%9F%8F%A0',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** The same in a JSON body, plus values of the wrong type. */
const TAMPERED_IN_BODY: unknown[] = [
  ...TAMPERED_IN_PATH.map((id) => decodeURIComponent(id)),
  "1' OR '1'='1",
  '../../app.db',
  123,
  -1,
  1e308,
  true,
  null,
  ['6f1c2b9e-2d4a-4c7e-9a51-0b8e3f7d2c10'],
  { $ne: null },
];

const expectClientError = (res: { statusCode: number; json(): unknown }, what: string) => {
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.json(), what).toMatchObject({ detail: expect.stringMatching(/\S/) });
};

// SQLite only (test/test-db.ts): ids are text on both engines, and a tampered one is refused or not found the
// same way.
describe.each(sqliteOnly)('tampered ids on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  let deleted: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = bearer(await adminToken(t));
    visitor = bearer((await visitorSession(t)).token);
    await insertProperty(t.db.handle.db);
    // Another deal's id, deleted through the admin API as the owner would.
    deleted = await insertProperty(t.db.handle.db);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${deleted}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(204);
  });
  afterAll(() => t.close());

  const inquiryCount = async () =>
    (await t.db.handle.db.selectFrom('inquiries').select('id').execute()).length;

  it('answers the listing detail with a 4xx {detail} for every tampered or deleted id', async () => {
    for (const id of [...TAMPERED_IN_PATH, deleted]) {
      for (const headers of [visitor, admin]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers });
        expectClientError(res, `GET /api/properties/${id}`);
      }
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${deleted}`, headers: visitor });
    expect(res.statusCode).toBe(404);
  });

  it('answers the admin edit, delete, order and import-job routes likewise', async () => {
    for (const id of [...TAMPERED_IN_PATH, deleted]) {
      for (const [method, url, payload] of [
        ['PUT', `/api/admin/properties/${id}`, propertyFields()],
        ['DELETE', `/api/admin/properties/${id}`, undefined],
        ['PATCH', `/api/admin/properties/${id}/order?display_order=3`, undefined],
        ['GET', `/api/admin/bulk-add/${id}`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
        expectClientError(res, `${method} ${url}`);
      }
    }
  });

  it('refuses an inquiry about a tampered or deleted listing and stores nothing', async () => {
    const before = await inquiryCount();
    let ip = 0;
    const inquire = (property_id: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        remoteAddress: `10.7.${Math.floor(++ip / 250)}.${ip % 250}`,
        payload: {
          property_id,
          name: 'Omar Khalid',
          email: 'omar@example.com',
          phone: '+971 50 765 4321',
          message: 'Is it still available?',
        },
      });
    for (const property_id of TAMPERED_IN_BODY) {
      expectClientError(await inquire(property_id), `property_id ${JSON.stringify(property_id)}`);
    }
    const aboutDeleted = await inquire(deleted);
    expect(aboutDeleted.statusCode).toBe(404);
    expect(aboutDeleted.json().detail).toBe('Property not found');
    expect(await inquiryCount()).toBe(before);
  });
});
