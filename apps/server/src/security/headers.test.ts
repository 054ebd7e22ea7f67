import type { LightMyRequestResponse } from 'fastify';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';
import type { Config } from '../config.ts';
import type { Engine } from '../db/client.ts';

const WEB_INDEX = join(import.meta.dirname, '../../../web/index.html');

/** The directives of a Content-Security-Policy header, each with its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** An app serving the real web page template and one uploaded image, with config overrides. */
async function startApp(engine: Engine, overrides: Partial<Config> = {}) {
  const webDist = mkdtempSync(join(tmpdir(), 'dd-web-'));
  copyFileSync(WEB_INDEX, join(webDist, 'index.html'));
  const t = await createTestApp(engine, { webDist, ...overrides });
  mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(t.config.dataDir, 'uploads', 'abc.webp'), 'RIFF');
  return {
    t,
    close: async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

// SQLite only (test/test-db.ts): the headers and CORS answers come from the HTTP layer, the same over either
// engine.
describe.each(sqliteOnly)('security headers on %s', (engine) => {
  let plain: Awaited<ReturnType<typeof startApp>>;
  let secure: Awaited<ReturnType<typeof startApp>>;
  let listingId: string;

  beforeAll(async () => {
    plain = await startApp(engine);
    secure = await startApp(engine, { appUrl: 'https://deals.example', appUrlConfigured: true });
    listingId = await insertProperty(plain.t.db.handle.db, { images: 1 });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  // The page, a JSON answer, an error answer and an uploaded image.
  const answers = (t: TestApp) =>
    Promise.all(
      ['/', `/property/${listingId}`, '/api/contacts', '/api/admin/inquiries', '/uploads/abc.webp'].map(
        async (url) => ({ url, res: await t.app.inject({ method: 'GET', url }) }),
      ),
    );

  it('sends a strict Content-Security-Policy: no inline or foreign script, never framed', async () => {
    for (const { url, res } of await answers(plain.t)) {
      const policy = csp(res);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      const scripts = policy.get('script-src') ?? policy.get('default-src');
      expect(scripts, url).toEqual(["'self'"]);
      expect(policy.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps the API docs page unframeable and on the scheme it was opened with', async () => {
    const res = await plain.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('needs no inline script: every script of the served page is a file', async () => {
    for (const url of ['/', `/property/${listingId}`]) {
      const res = await plain.t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const scripts = res.body.match(/<script\b[^>]*>/gi) ?? [];
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toMatch(/\ssrc=/i);
      expect(res.body, url).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  it('forbids content sniffing and leaking the address in the Referer', async () => {
    for (const { url, res } of await answers(plain.t)) {
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(
        ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
        url,
      ).toContain(res.headers['referrer-policy']);
    }
  });

  it('sends HSTS only when the public address (APP_URL) is https', async () => {
    for (const { url, res } of await answers(plain.t)) {
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    for (const { url, res } of await answers(secure.t)) {
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), url).toBeGreaterThanOrEqual(180 * 24 * 3600);
    }
  });
});

// SQLite only (test/test-db.ts): the headers and CORS answers come from the HTTP layer, the same over either
// engine.
describe.each(sqliteOnly)('cross-origin requests on %s', (engine) => {
  const APP = 'https://app.example';
  const EVIL = 'https://evil.example';
  let closed: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    closed = await createTestApp(engine);
    open = await createTestApp(engine, { corsOrigins: [APP] });
  });
  afterAll(async () => {
    await closed?.close();
    await open?.close();
  });

  const get = (t: TestApp, origin: string) =>
    t.app.inject({ method: 'GET', url: '/api/contacts', headers: { origin } });
  const preflight = (t: TestApp, origin: string, method = 'PUT') =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/contacts',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('allows no other origin while CORS_ORIGINS is unset', async () => {
    for (const origin of [APP, EVIL, 'null']) {
      const res = await get(closed, origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const pre = await preflight(closed, origin);
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
  });

  it('allows exactly the listed origins, for every method the admin panel uses', async () => {
    const allowed = await get(open, APP);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP);
    expect(String(allowed.headers.vary)).toMatch(/origin/i);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const pre = await preflight(open, APP, method);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(APP);
      expect(String(pre.headers['access-control-allow-methods'])).toContain(method);
      expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    }
    for (const origin of [EVIL, `${APP}.evil.example`, 'http://app.example', 'null']) {
      expect((await get(open, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
      expect((await preflight(open, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
