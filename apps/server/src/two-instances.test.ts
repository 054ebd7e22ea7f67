import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pngImage } from '../test/images.ts';
import { multipart, propertyFields } from '../test/multipart.ts';
import { createTestDb, engines, type TestDb } from '../test/test-db.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { hashPassword } from './lib/passwords.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from './modules/admin-auth/admin-bootstrap.ts';
import { insertAdmin } from './modules/admin-auth/admins.repository.ts';
import { SIGN_IN_LINK_OFFERED } from './modules/login-guard/login-guard.ts';

const redisUrl = inject('redisUrl');

/**
 * Two instances of the server, as behind a load balancer: each with its own connection pool and
 * caches, sharing one PostgreSQL schema, one Redis and one signing secret.
 */
describe.skipIf(!engines.includes('postgres') || !redisUrl)(
  'two instances on one PostgreSQL and Redis',
  () => {
    let db: TestDb;
    let secondHandle: DbHandle;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let uploadDir: string;
    let secondDataDir: string;
    // A fresh key prefix: the counters of other runs sharing this Redis stay out of the way.
    const redisPrefix = `test:${randomUUID().slice(0, 8)}:`;

    beforeAll(async () => {
      db = await createTestDb('postgres');
      secondHandle = db.connectAgain();
      // Each its own DATA_DIR, one shared UPLOAD_DIR (a network file system in production).
      uploadDir = mkdtempSync(join(tmpdir(), 'dd-shared-uploads-'));
      secondDataDir = mkdtempSync(join(tmpdir(), 'dd-second-'));
      const config = (dataDir: string) => ({
        ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'silent' }),
        redisUrl,
        redisPrefix,
      });
      const secret = `test-secret-${randomUUID()}`;
      a = await buildApp(config(db.dataDir), { db: db.handle, secret });
      b = await buildApp(config(secondDataDir), { db: secondHandle, secret });
      await Promise.all([a.ready(), b.ready()]);
      await ensureDefaultAdmin(db.handle.db, { initialPassword: undefined, email: undefined });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await secondHandle?.close();
      await db?.dispose();
      for (const dir of [uploadDir, secondDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const login = (app: FastifyInstance, password: string, remoteAddress = '203.0.113.1') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password },
        remoteAddress,
      });
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const names = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/properties' }))
        .json()
        .map((p: { property_name: string }) => p.property_name);

    /** Polls until `check` holds; a notice between instances takes milliseconds, so 1 s is ample. */
    async function eventually(check: () => Promise<boolean>): Promise<number> {
      const started = Date.now();
      while (!(await check())) {
        if (Date.now() - started > 1000) throw new Error('not seen within 1 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - started;
    }

    it('accepts a token issued by one instance on the other', async () => {
      const session = await login(a, DEFAULT_ADMIN_PASSWORD);
      expect(session.statusCode).toBe(200);
      const inquiries = await b.inject({
        method: 'GET',
        url: '/api/admin/inquiries',
        headers: auth(session.json().token),
      });
      expect(inquiries.statusCode).toBe(200);
    });

    it("shows a listing created on one instance in the other's cached list", async () => {
      const { token } = (await login(a, DEFAULT_ADMIN_PASSWORD)).json();
      expect(await names(b)).not.toContain('Twin Tower One'); // b's cache is now warm
      const photo = {
        field: 'images',
        filename: 'tower.png',
        contentType: 'image/png',
        data: await pngImage(),
      };
      const form = multipart(propertyFields({ property_name: 'Twin Tower One' }), [photo]);
      const created = await a.inject({
        method: 'POST',
        url: '/api/admin/properties',
        payload: form.payload,
        headers: { ...form.headers, ...auth(token) },
      });
      expect(created.statusCode).toBe(201);
      await eventually(async () => (await names(b)).includes('Twin Tower One'));
      // Its photo, stored by one instance, is served by the other.
      const { images } = created.json() as { images: { url: string }[] };
      const photoAnswer = await b.inject({ method: 'GET', url: images[0]!.url });
      expect(photoAnswer.statusCode).toBe(200);
      expect(photoAnswer.headers['content-type']).toBe('image/webp');

      // And a deletion on the other one, back the other way; the detail cache follows too.
      const id = created.json().id as string;
      expect(
        (await a.inject({ method: 'GET', url: `/api/properties/${id}`, headers: auth(token) })).statusCode,
      ).toBe(200);
      const deleted = await b.inject({
        method: 'DELETE',
        url: `/api/admin/properties/${id}`,
        headers: auth(token),
      });
      expect(deleted.statusCode).toBe(204);
      await eventually(async () => !(await names(a)).includes('Twin Tower One'));
      expect(
        (await a.inject({ method: 'GET', url: `/api/properties/${id}`, headers: auth(token) })).statusCode,
      ).toBe(404);
    });

    it('revokes tokens on both instances when the password changes on one', async () => {
      const old = (await login(a, DEFAULT_ADMIN_PASSWORD)).json().token as string;
      expect(
        (await b.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth(old) })).statusCode,
      ).toBe(200);
      const changed = await a.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        payload: { current_password: DEFAULT_ADMIN_PASSWORD, new_password: 'Harbour@2027' },
        headers: auth(old),
      });
      expect(changed.statusCode).toBe(200);
      for (const app of [a, b]) {
        const res = await app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth(old) });
        expect(res.statusCode).toBe(401);
      }
      const fresh = changed.json().token as string;
      expect(
        (await b.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth(fresh) })).statusCode,
      ).toBe(200);
    });

    it('keeps 1,000 failed logins from other addresses from locking the owner out, on both instances', async () => {
      // A scanner tries `admin` from a thousand addresses, spread over both instances.
      const codes = new Map<number, number>();
      for (let i = 0; i < 1_000; i++) {
        const res = await login(
          i % 2 ? a : b,
          `Wrong@${i}abc`,
          `198.51.${100 + Math.floor(i / 250)}.${i % 250}`,
        );
        codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
      }
      // Ten wrong passwords are checked; then every new address is refused before its password is.
      expect(Object.fromEntries(codes)).toEqual({ 401: 10, 429: 990 });
      for (const app of [a, b]) {
        // The owner, from the address they have logged in from before: in at once.
        expect((await login(app, 'Harbour@2027')).statusCode).toBe(200);
        // A new address stays refused while the scan lasts.
        const res = await login(app, 'Harbour@2027', '192.0.2.99');
        expect(res.statusCode).toBe(429);
        // Locked for new addresses: the owner is offered an e-mailed sign-in link (ADR 0049).
        expect(res.json().detail).toBe(SIGN_IN_LINK_OFFERED);
      }
    });

    it("applies an owner's role change, lock clearing and deactivation of an editor on both instances at once", async () => {
      await insertAdmin(db.handle.db, {
        id: 'editor-two',
        username: 'editor',
        passwordHash: await hashPassword('Editor#Pass1'),
        email: 'editor@example.com',
        role: 'editor',
      });
      const owner = (await login(a, 'Harbour@2027')).json().token as string;
      const as = (username: string, password: string, app: FastifyInstance, remoteAddress = '203.0.113.7') =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password },
          remoteAddress,
        });
      const patch = (app: FastifyInstance, change: object) =>
        app.inject({
          method: 'PATCH',
          url: '/api/admin/team/editor-two',
          payload: change,
          headers: auth(owner),
        });
      const team = (app: FastifyInstance, token: string) =>
        app.inject({ method: 'GET', url: '/api/admin/team', headers: auth(token) });

      // A guesser locks the editor out of new addresses; an owner on the other instance lifts it.
      for (let i = 0; i < 10; i++) await as('editor', `Wrong@${i}abc`, i % 2 ? a : b, `198.51.110.${i}`);
      expect((await as('editor', 'Editor#Pass1', b, '192.0.2.150')).statusCode).toBe(429);
      const cleared = await a.inject({
        method: 'POST',
        url: '/api/admin/team/editor-two/clear-lock',
        headers: auth(owner),
      });
      expect(cleared.statusCode).toBe(200);
      const session = await as('editor', 'Editor#Pass1', b, '192.0.2.150');
      expect(session.statusCode).toBe(200);
      const editor = session.json().token as string;

      expect((await team(a, editor)).statusCode).toBe(403);
      expect((await patch(b, { role: 'owner' })).statusCode).toBe(200);
      for (const app of [a, b]) expect((await team(app, editor)).statusCode).toBe(200);
      expect((await patch(a, { role: 'editor' })).statusCode).toBe(200);
      for (const app of [a, b]) expect((await team(app, editor)).statusCode).toBe(403);

      expect((await patch(b, { active: false })).statusCode).toBe(200);
      for (const app of [a, b]) {
        const res = await app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth(editor) });
        expect(res.statusCode).toBe(401);
        expect((await as('editor', 'Editor#Pass1', app)).statusCode).toBe(403);
      }
    });

    it('counts per-address request limits across both instances', async () => {
      // At most 10 inquiries per address per 15 minutes, whichever instance answers.
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: {
            property_id: randomUUID(),
            name: 'Aisha Khan',
            email: 'aisha@example.com',
            phone: '+971 50 123 4567',
            message: 'Still available?',
          },
          remoteAddress: '192.0.2.200',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((code) => code === 404)).toBe(true); // no such listing, but counted
      expect(codes[10]).toBe(429);
    });
  },
);
