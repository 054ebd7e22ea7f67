import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sqliteOnly } from '../test/test-db.ts';

// SQLite only (test/test-db.ts): the app's wiring (plugins, static files, errors); the engines' own paths are
// tested by the repository and route tests on both.
describe.each(sqliteOnly)('the app on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    // A tiny built web app and one uploaded image, as the real server would serve them.
    const base = join(
      process.env.TMPDIR ?? '/tmp',
      `dd-web-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    const webDist = join(base, 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(webDist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    t = await createTestApp(engine, { webDist });
    mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'uploads', 'abc.webp'), 'RIFF');
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable', engine });
  });

  it('serves the OpenAPI document with every public route, and Swagger UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/properties', '/api/properties/{id}', '/api/contacts']),
    );
    expect(doc.paths['/api/properties'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'location', 'type', 'min_price', 'max_price', 'limit', 'cursor']),
    );
    expect(doc.components.schemas).toHaveProperty('Property');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers a malformed path with a JSON 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The address is not valid' });
  });

  it('says what is wrong when a field has the wrong type, not that it is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email: 'a@example.com', code: 123456 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('code: must be text');
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
    const missingImage = await t.app.inject({ method: 'GET', url: '/uploads/missing.webp' });
    expect(missingImage.statusCode).toBe(404);
    expect(missingImage.json().detail).toBeTruthy();
  });

  it('serves the web app for deep links, with hashed assets cached forever', async () => {
    for (const url of ['/', '/property/abc', '/admin/dashboard?tab=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('serves uploaded images with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/abc.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers contacts with defaults before an admin edits them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: expect.any(String), email: expect.stringContaining('@') });
  });

  it('reports 503 once the database is gone', async () => {
    await t.db.handle.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ database: 'unreachable', detail: expect.any(String) });
    const list = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(list.statusCode).toBe(500);
    expect(list.json()).toEqual({ detail: expect.any(String) });
    expect(list.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
