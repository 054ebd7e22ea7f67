import { DEFAULT_CONTACTS } from '@dd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, visitorSession } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

// SQLite only (test/test-db.ts): one settings row read and written whole.
describe.each(sqliteOnly)('contacts admin API on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  const valid = {
    phone: '+971 4 123 4567',
    email: 'sales@example.com',
    whatsapp: '+971 50 123 4567',
    address: 'Office 1204, Marina Plaza, Dubai',
  };
  const put = (payload: object, token: string | undefined = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/contacts', payload, headers: bearer(token) });
  const publicContacts = async () => (await t.app.inject({ method: 'GET', url: '/api/contacts' })).json();

  it('saves trimmed contacts with the WhatsApp number as digits, and GET reflects them at once', async () => {
    expect(await publicContacts()).toEqual(DEFAULT_CONTACTS);
    const res = await put({
      phone: '  +971 4 123 4567 ',
      email: ' Sales@Example.COM ',
      whatsapp: ' +971 50 123 4567 ',
      address: '  Office 1204, Marina Plaza, Dubai  ',
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      phone: '+971 4 123 4567',
      email: 'sales@example.com',
      whatsapp: '971501234567',
      address: 'Office 1204, Marina Plaza, Dubai',
    };
    expect(res.json()).toEqual(saved);
    expect(await publicContacts()).toEqual(saved);
  });

  it('gives a local 9-digit WhatsApp number the 971 prefix and replaces the saved row', async () => {
    const res = await put({ ...valid, whatsapp: '50 123 4567', phone: '+971 4 765 4321' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ whatsapp: '971501234567', phone: '+971 4 765 4321' });
    expect(await publicContacts()).toMatchObject({ whatsapp: '971501234567', phone: '+971 4 765 4321' });
    const rows = await t.db.handle.db.selectFrom('contacts').select('id').execute();
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('stores a blank or missing WhatsApp number and address as null', async () => {
    const blank = await put({ ...valid, whatsapp: '   ', address: '' });
    expect(blank.json()).toMatchObject({ whatsapp: null, address: null });
    const missing = await put({ phone: valid.phone, email: valid.email });
    expect(missing.statusCode).toBe(200);
    expect(await publicContacts()).toEqual({
      phone: valid.phone,
      email: valid.email,
      whatsapp: null,
      address: null,
    });
  });

  it('names the field of every invalid value and keeps the saved contacts', async () => {
    await put(valid);
    const cases: [object, string, string][] = [
      [{ phone: undefined }, 'phone', 'is required'],
      [{ phone: '  ' }, 'phone', 'is required'],
      [{ phone: 'call the office' }, 'phone', 'must be a phone number, e.g. +971 50 123 4567'],
      [{ phone: '+971 4 123 4567 000 000 000 000 0' }, 'phone', 'must be at most 30 characters'],
      [{ email: undefined }, 'email', 'is required'],
      [{ email: 'sales.example.com' }, 'email', 'must be a valid email address'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'must be at most 254 characters'],
      [{ whatsapp: 'ask at the desk' }, 'whatsapp', 'must be a phone number, e.g. +971 50 123 4567'],
      [{ whatsapp: '12345' }, 'whatsapp', 'must be a phone number, e.g. +971 50 123 4567'],
      [{ whatsapp: '+971 50 123 4567 / +971 50 765 4321' }, 'whatsapp', 'must be at most 30 characters'],
      [{ address: 'x'.repeat(301) }, 'address', 'must be at most 300 characters'],
      [{ address: 42 }, 'address', 'must be text'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await put({ ...valid, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(overrides)).toEqual([message]);
      expect(res.json().detail).toContain(`${field}: ${message}`);
    }
    expect(await publicContacts()).toEqual({ ...valid, whatsapp: '971501234567' });
  });

  it('needs an admin token: 401 without or with a bad one, 403 for a visitor', async () => {
    expect((await put(valid, '')).statusCode).toBe(401);
    expect((await put(valid, 'not-a-token')).statusCode).toBe(401);
    const visitor = await visitorSession(t);
    const forbidden = await put(valid, visitor.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBeTruthy();
  });
});
