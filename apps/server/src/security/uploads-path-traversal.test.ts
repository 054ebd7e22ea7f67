import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, rawHttp } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Over a real socket: inject() and HTTP clients resolve `..` before sending, an attacker does not.
// Files are served from disk the same way on every engine, so SQLite alone is enough.
const SECRET = 'TOP-SECRET-NEXT-TO-THE-UPLOADS';

describe('paths that try to leave the uploads folder', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    const webDist = join(process.env.TMPDIR ?? '/tmp', `dd-web-traversal-${Date.now()}`);
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp('sqlite', { webDist });
    // The data folder holds the database and, here, a secret beside the uploads folder.
    mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'uploads', 'abc.webp'), 'RIFF-image');
    writeFileSync(join(t.config.dataDir, 'secret.txt'), SECRET);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string) => rawHttp(port, rawGet(path), { giveUpMs: 5000 });
  const leaked = (body: string) =>
    body.includes(SECRET) ||
    body.includes('SQLite format') ||
    /root:.*:0:0:/.test(body) ||
    body.includes('"workspaces"');

  it('serves a real upload, as the control', async () => {
    const res = await get('/uploads/abc.webp');
    expect(res.status).toBe(200);
    expect(res.body).toBe('RIFF-image');
  });

  it.each([
    '/uploads/../secret.txt',
    '/uploads/../app.db',
    '/uploads/../../../../../../etc/passwd',
    '/uploads/../../../../package.json',
    '/uploads/%2e%2e/secret.txt',
    '/uploads/%2E%2E/app.db',
    '/uploads/..%2fsecret.txt',
    '/uploads/%2e%2e%2fsecret.txt',
    '/uploads/..%5csecret.txt',
    '/uploads/..\\secret.txt',
    '/uploads/%252e%252e%252fsecret.txt',
    '/uploads/%c0%ae%c0%ae/secret.txt',
    '/uploads/....//secret.txt',
    '/uploads/.%2e/secret.txt',
    '/uploads//etc/passwd',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/abc.webp%00.txt',
    '/uploads/abc.webp/../../secret.txt',
  ])('%s: 4xx {detail}, never a file outside the uploads folder', async (path) => {
    const res = await get(path);
    expect(leaked(res.body), res.body).toBe(false);
    expect(res.status, res.body).toBeGreaterThanOrEqual(400);
    expect(res.status, res.body).toBeLessThan(500);
    expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e/app.db',
  ])('%s: the web app or a 4xx, never a file outside the built app', async (path) => {
    const res = await get(path);
    expect(leaked(res.body), res.body).toBe(false);
    expect(res.status).not.toBeNull();
    expect(res.status!).toBeLessThan(500);
  });
});
