import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dubai Distress Deals</title>
    <meta name="description" content="Exclusive distressed property deals in Dubai." />
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('the pages routes', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'dd-pages-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp('sqlite', { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the home page and a listing page from their own GET and HEAD routes', async () => {
    for (const url of ['/', '/index.html', '/property/:id', '/property/:id/'])
      for (const method of ['GET', 'HEAD'] as const) expect(t.app.hasRoute({ method, url })).toBe(true);
    // Every other screen of the web app is the SPA fallback's.
    expect(t.app.hasRoute({ method: 'GET', url: '/login' })).toBe(false);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const id = await insertProperty(t.db.handle.db, { property_name: 'Marina Gate Tower 1' });
    for (const url of ['/', `/property/${id}`]) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-length', 'cache-control', 'vary'])
        expect(head.headers[name]).toBe(get.headers[name]);
    }
    expect((await t.app.inject({ url: `/property/${id}` })).body).toContain('Marina Gate Tower 1');
  });

  it('leaves the pages to the 404 handler without a built web app', async () => {
    const bare = await createTestApp('sqlite');
    try {
      expect(bare.app.hasRoute({ method: 'GET', url: '/' })).toBe(false);
      const res = await bare.app.inject({ url: '/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Page not found' });
    } finally {
      await bare.close();
    }
  });
});
