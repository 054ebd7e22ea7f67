import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The web build `npm run build` makes (`npm test` builds it before these tests run). */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const RENDERER = `${WEB_DIST}/.ssr/entry-server.js`;

// The engine does not matter here: what is tested is the renderer and the docs in one process.
describe('the API docs after pages were rendered with the real web build', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(RENDERER)) {
      throw new Error(`${RENDERER} is missing: build the web app first (npm run build)`);
    }
    t = await createTestApp('sqlite', { webDist: WEB_DIST });
  });
  afterAll(() => t?.close());

  it('answers /api/openapi.json and /api/docs once the home page and a listing page were rendered', async () => {
    // Written before the first page: the public list is built on its first read.
    const name = 'Marina Docs Tower';
    const id = await insertProperty(t.db.handle.db, { property_name: name });

    // As in production: the pages are rendered (and the renderer loaded) before anyone reads the docs.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(name);
    const detail = await t.app.inject({ method: 'GET', url: `/property/${id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(name);

    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().components.schemas).toHaveProperty('PropertySummary');
    expect(Object.keys(doc.json().paths)).toContain('/api/properties');

    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    // Twice: the first answer is not the only good one.
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});
