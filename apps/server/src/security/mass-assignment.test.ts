import { decodeJwt } from 'jose';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertVisitor } from '../../test/fixtures.ts';
import { pngImage } from '../../test/images.ts';
import { multipart, propertyFields } from '../../test/multipart.ts';
import { adminToken, bearer } from '../../test/sessions.ts';
import { adText, chatExport, message } from '../../test/telegram-export.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';
import { toIso } from '../db/values.ts';

const LONG_AGO = '2001-01-01T00:00:00.000Z';
const STORED_PATH = /^\/uploads\/[0-9a-f]{32}\.webp$/;

/** Fields no client may set: identity, ordering, timestamps, roles, image paths, account state. */
const EXTRA = {
  id: 'chosen-by-client',
  display_order: 99,
  created_at: LONG_AGO,
  updated_at: LONG_AGO,
  role: 'admin',
  token_version: 41,
  email_verified_at: LONG_AGO,
  user_id: 'chosen-by-client',
  source_chat: 'chat-of-client',
  source_message_id: '7',
  path: '/uploads/../app.db',
  card_path: 'https://evil.example/card.webp',
  image_urls: ['https://evil.example/a.webp'],
  status: 'sold',
  status_changed_at: LONG_AGO,
};

/** What a stored image looks like, as a JSON body or a text part could try to hand it in. */
const FORGED_IMAGE = {
  path: 'https://evil.example/a.webp',
  card_path: '/uploads/../../etc/passwd',
  width: 1,
  height: 1,
};

// SQLite only (test/test-db.ts): which fields a write takes is decided by the route's schema; the writes
// themselves run on both engines in the listings', accounts' and inquiries' route tests.
describe.each(sqliteOnly)('writes ignore fields the server chooses, on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let clock = new Date('2026-11-22T10:00:00Z');
  const tick = () => (clock = new Date(clock.getTime() + 60_000));
  let ip = 0;
  const from = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, () => clock);
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const db = () => t.db.handle.db;
  const json = (method: 'POST' | 'PUT', url: string, payload: object, headers = auth) => {
    tick();
    return t.app.inject({ method, url, payload, headers, remoteAddress: from() });
  };
  const form = async (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipart>[0]) => {
    tick();
    const body = multipart(fields, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', data: await pngImage() },
    ]);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
  };
  const listing = (id: string) =>
    db().selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const imagesOf = (id: string) =>
    db()
      .selectFrom('property_images')
      .select(['path', 'card_path'])
      .where('property_id', '=', id)
      .orderBy('position')
      .execute();
  const countListings = async () => (await db().selectFrom('properties').select('id').execute()).length;

  it('creates a listing (JSON) with its own id, order, timestamps and no images', async () => {
    const res = await json('POST', '/api/admin/properties', { ...propertyFields(), ...EXTRA });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect(id).not.toBe(EXTRA.id);
    const row = await listing(id);
    expect(row).toMatchObject({
      display_order: 0,
      source_chat: null,
      source_message_id: null,
      status: 'available',
      status_changed_at: null,
    });
    expect(toIso(row.created_at)).toBe(clock.toISOString());
    expect(await imagesOf(id)).toEqual([]);
  });

  it('creates a listing (multipart) whose image paths are the stored upload, not the form text', async () => {
    const res = await form('POST', '/api/admin/properties', {
      ...propertyFields(),
      ...EXTRA,
      image_urls: EXTRA.image_urls.join(','),
    });
    expect(res.statusCode).toBe(201);
    const images = await imagesOf(res.json().id);
    expect(images).toHaveLength(1);
    expect(images[0]!.path).toMatch(STORED_PATH);
    expect(images[0]!.card_path).toMatch(STORED_PATH);
    expect((await listing(res.json().id)).display_order).toBe(0);
  });

  it('refuses an image handed in as data instead of a file, and stores nothing', async () => {
    const before = await countListings();
    for (const extra of [
      { image: FORGED_IMAGE },
      { images: [FORGED_IMAGE] },
      { images: FORGED_IMAGE },
      { image: '/uploads/0123456789abcdef0123456789abcdef.webp' },
    ]) {
      const res = await json('POST', '/api/admin/properties', { ...propertyFields(), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().detail).toMatch(/^images?: must be (an image file|image files)$/);
    }
    const quick = await json('POST', '/api/admin/parse-telegram-ad', {
      telegram_text: adText(1),
      images: [FORGED_IMAGE],
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().detail).toBe('images: must be image files');
    expect(await countListings()).toBe(before);
    expect(
      await db().selectFrom('property_images').select('path').where('path', 'like', '%evil%').execute(),
    ).toEqual([]);
  });

  it('edits a listing without touching its id, order, creation time or images', async () => {
    const created = await form('POST', '/api/admin/properties', propertyFields());
    const id = created.json().id as string;
    tick();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${id}/order?display_order=7`,
      headers: auth,
    });
    const before = { row: await listing(id), images: await imagesOf(id) };

    const forged = await json('PUT', `/api/admin/properties/${id}`, {
      ...propertyFields({ property_name: 'Forged' }),
      images: [FORGED_IMAGE],
    });
    expect(forged.statusCode).toBe(400);
    expect((await listing(id)).property_name).toBe(before.row.property_name);

    const res = await json('PUT', `/api/admin/properties/${id}`, {
      ...propertyFields({ property_name: 'Renamed Tower' }),
      ...EXTRA,
      display_order: 0,
    });
    expect(res.statusCode).toBe(200);
    const after = await listing(id);
    expect(after).toMatchObject({ id, property_name: 'Renamed Tower', display_order: 7, source_chat: null });
    expect(toIso(after.created_at)).toBe(toIso(before.row.created_at));
    expect(toIso(after.updated_at)).toBe(clock.toISOString());
    expect(await imagesOf(id)).toEqual(before.images);
  });

  it('creates a Quick Add listing with server-chosen id, order and source', async () => {
    const res = await json('POST', '/api/admin/parse-telegram-ad', { telegram_text: adText(2), ...EXTRA });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(EXTRA.id);
    expect(await listing(res.json().id)).toMatchObject({
      display_order: 0,
      source_chat: null,
      source_message_id: null,
    });
  });

  it('never reads a server file named in a JSON body as the bulk export', async () => {
    // A valid export on the server's disk: were the forged "upload" believed, it would be imported.
    const dir = mkdtempSync(join(tmpdir(), 'dd-forged-'));
    try {
      const path = join(dir, 'result.json');
      const chat = chatExport('Forged Deals', 1790000001, [message(1, { text: adText(3) })]);
      writeFileSync(path, JSON.stringify(chat));
      const before = await countListings();
      const res = await json('POST', '/api/admin/bulk-add?wait_ms=5000', {
        file: { kind: 'json', path, dir, size: 1, filename: 'result.json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Please select a JSON file');
      expect(await countListings()).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the one contacts row and stamps it with the server clock', async () => {
    const res = await json('PUT', '/api/admin/contacts', {
      phone: '+971 4 123 4567',
      email: 'sales@example.com',
      ...EXTRA,
      id: 2,
    });
    expect(res.statusCode).toBe(200);
    const rows = await db().selectFrom('contacts').select(['id', 'updated_at']).execute();
    expect(rows.map((r) => ({ id: r.id, updated_at: toIso(r.updated_at) }))).toEqual([
      { id: 1, updated_at: clock.toISOString() },
    ]);
  });

  it("stores an inquiry with the server's id, time and (absent) account", async () => {
    const propertyId = await insertProperty(db());
    const res = await json(
      'POST',
      '/api/inquiries',
      {
        property_id: propertyId,
        name: 'Omar Khalid',
        email: 'omar@example.com',
        phone: '+971 50 765 4321',
        message: 'Is the price negotiable?',
        ...EXTRA,
        property_name: 'Another Tower',
        property_deleted: true,
      },
      {},
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ property_name: 'Marina Gate 2', property_deleted: false });
    const row = await db()
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe(EXTRA.id);
    expect(row.user_id).toBeNull();
    expect(toIso(row.created_at)).toBe(clock.toISOString());
  });

  it('registers an unverified visitor however the body dresses it up', async () => {
    const email = 'dressed.up@example.com';
    const res = await json(
      'POST',
      '/api/auth/register',
      { name: 'Aisha Khan', email, phone: '+971 50 123 4567', password: 'Dubai@2026', ...EXTRA },
      {},
    );
    expect(res.statusCode).toBe(201);
    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email_verified_at: null, token_version: 0 });
    expect(row.id).not.toBe(EXTRA.id);
    expect(toIso(row.created_at)).toBe(clock.toISOString());
    const login = await json('POST', '/api/auth/user-login', { email, password: 'Dubai@2026' }, {});
    expect(login.statusCode).toBe(403);
  });

  it("logs a visitor in as a visitor even when the body asks for the admin's role", async () => {
    const visitor = await insertVisitor(db(), { email: 'plain.visitor@example.com' });
    const res = await json(
      'POST',
      '/api/auth/user-login',
      { email: 'plain.visitor@example.com', password: 'Visitor@123', ...EXTRA },
      {},
    );
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(decodeJwt(token)).toMatchObject({ sub: visitor.id, role: 'visitor', tv: 0 });
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) });
    expect(admin.statusCode).toBe(403);
  });

  it("changes the admin's password but nothing else the body names", async () => {
    const before = await db().selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    const res = await json('POST', '/api/admin/change-password', {
      current_password: 'Admin@123',
      new_password: 'Fresh#Pass1',
      ...EXTRA,
      username: 'root',
      email: 'attacker@example.com',
      token_version: before.token_version,
    });
    expect(res.statusCode).toBe(200);
    const after = await db()
      .selectFrom('admins')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      username: 'admin',
      email: before.email,
      token_version: before.token_version + 1,
    });
    expect(toIso(after.created_at)).toBe(toIso(before.created_at));
  });
});
