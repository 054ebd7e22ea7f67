import { formatAed } from '@dd/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso } from '../../db/values.ts';
import { insertProperty } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dubai Distress Deals | Discounted Property Deals in Dubai</title>
    <meta
      name="description"
      content="Exclusive distressed property deals in Dubai."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const HOME_TITLE = 'Dubai Distress Deals | Discounted Property Deals in Dubai';
const HOME_DESCRIPTION = 'Exclusive distressed property deals in Dubai.';
const NASTY = `Tower <script>&"'`;

/** The unescaped content of a meta tag, by name or property. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The build manifest: the entry and the two screens that get preload hints, sharing a chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_cards-c1.js', 'index.html'] },
  'src/app/routes/property.tsx': { file: 'assets/property-p1.js', imports: ['_cards-c1.js', '_react-r1.js'] },
  '_cards-c1.js': { file: 'assets/cards-c1.js' },
};

function makeWebDist(): string {
  const webDist = join(mkdtempSync(join(tmpdir(), 'dd-seo-web-')), 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return webDist;
}

/** The <link rel="preload" | "modulepreload"> tags of a page, each as written. */
const preloads = (html: string) => html.match(/<link rel="(?:preload|modulepreload)"[^>]*>/g) ?? [];

// SQLite only (test/test-db.ts): link previews and crawl files render listings the repository reads, and its
// queries run on both engines in the list's route tests.
describe.each(sqliteOnly)('link previews and crawl files on %s', (engine) => {
  let t: TestApp;
  let webDist: string;
  const ids: Record<string, string> = {};
  const base = 'http://localhost:80';

  beforeAll(async () => {
    webDist = makeWebDist();
    t = await createTestApp(engine, { webDist });
    const db = t.db.handle.db;
    ids.pinnedNoImage = await insertProperty(db, { display_order: 5 });
    ids.withImages = await insertProperty(db, { display_order: 3, images: 2 });
    ids.nasty = await insertProperty(db, {
      property_name: NASTY,
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '2BR',
      handover_date: 'Q4 2026',
      original_price: 1_600_000,
      distress_price: 1_200_000,
      images: 1,
    });
    mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'uploads', 'abc.webp'), 'RIFF');
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(webDist, '..'), { recursive: true, force: true });
  });

  it('describes a listing page for link previews, every value escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/property/${ids.nasty}?utm_source=whatsapp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const headline = '2BR in Dubai Marina — 25% OFF';
    const description =
      `Not enough sales to compare · ${formatAed(1_200_000)} instead of ${formatAed(1_600_000)} · Save ${formatAed(400_000)} · ` +
      `${NASTY} by Select Group. Handover Q4 2026.`;
    expect(title(html)).toBe(`${headline} | Dubai Distress Deals`);
    expect(meta(html, 'og:title')).toBe(headline);
    expect(meta(html, 'twitter:title')).toBe(headline);
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'twitter:description')).toBe(description);
    expect(meta(html, 'og:image')).toBe(`${base}/uploads/${ids.nasty}-0.webp`);
    expect(meta(html, 'twitter:image')).toBe(`${base}/uploads/${ids.nasty}-0.webp`);
    expect(meta(html, 'og:url')).toBe(`${base}/property/${ids.nasty}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:site_name')).toBe('Dubai Distress Deals');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The admin's text never reaches the page unescaped; the built page's own tags are kept.
    expect(html).not.toContain('<script>&');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('uses a small card for a listing without images', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/property/${ids.pinnedNoImage}` })).body;
    expect(meta(html, 'og:title')).toBe('2BR in Dubai Marina — 16% OFF');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).not.toContain('og:image');
  });

  it('gives the home page the site text and the first listing image', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(title(res.body), url).toBe(HOME_TITLE);
      expect(meta(res.body, 'og:title'), url).toBe(HOME_TITLE);
      expect(meta(res.body, 'description'), url).toBe(HOME_DESCRIPTION);
      expect(meta(res.body, 'og:url'), url).toBe(`${base}/`);
      expect(meta(res.body, 'og:image'), url).toBe(`${base}/uploads/${ids.withImages}-0.webp`);
      expect(meta(res.body, 'twitter:card'), url).toBe('summary_large_image');
    }
  });

  it('answers an unknown or malformed listing id with the home tags and the web app', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '%3Cscript%3E', `${ids.nasty}x`]) {
      const res = await t.app.inject({ method: 'GET', url: `/property/${id}` });
      expect(res.statusCode, id).toBe(200);
      expect(res.body, id).toContain('<div id="root"></div>');
      expect(title(res.body), id).toBe(HOME_TITLE);
      expect(meta(res.body, 'og:title'), id).toBe(HOME_TITLE);
      expect(meta(res.body, 'og:url'), id).toBe(`${base}/`);
    }
  });

  it('gives other screens the site tags without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reset-password?token=secret' });
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:url')).toBe(`${base}/reset-password`);
    expect(meta(res.body, 'twitter:card')).toBe('summary');
    expect(res.body).not.toContain('secret');
  });

  it("starts a listing page's scripts and its first photo with the page", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/property/${ids.nasty}` })).body;
    const card = `/uploads/${ids.nasty}-0-card.webp`;
    const full = `/uploads/${ids.nasty}-0.webp`;
    expect(preloads(html)).toEqual([
      `<link rel="preload" as="image" href="${card}" media="(max-width: 47.99rem)" fetchpriority="high" />`,
      `<link rel="preload" as="image" href="${full}" imagesrcset="${card} 640w, ${full} 1600w" ` +
        'imagesizes="(min-width: 80rem) 710px, (min-width: 64rem) calc(60vw - 3.6rem), calc(100vw - 2rem)" ' +
        'media="(min-width: 48rem)" fetchpriority="high" />',
      '<link rel="modulepreload" crossorigin href="/assets/property-p1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/cards-c1.js" />',
    ]);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));

    const noPhoto = (await t.app.inject({ method: 'GET', url: `/property/${ids.pinnedNoImage}` })).body;
    const unknown = (await t.app.inject({ method: 'GET', url: '/property/abc' })).body;
    for (const page of [noPhoto, unknown]) {
      expect(preloads(page)).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/property-p1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/cards-c1.js" />',
      ]);
    }
  });

  it("starts the home page's scripts, and the first card's photo unless a filter picks other cards", async () => {
    const scripts = [
      '<link rel="modulepreload" crossorigin href="/assets/home-h1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/cards-c1.js" />',
    ];
    const home = (await t.app.inject({ method: 'GET', url: '/?utm_source=whatsapp' })).body;
    expect(preloads(home)).toEqual([
      `<link rel="preload" as="image" href="/uploads/${ids.withImages}-0-card.webp" media="(min-width: 48rem)" />`,
      ...scripts,
    ]);
    for (const url of [
      '/?q=marina',
      '/?sort=price_asc',
      '/?location=Dubai%20Marina',
      '/?view=map&bbox=55.1,25.05,55.2,25.12',
    ]) {
      expect(preloads((await t.app.inject({ method: 'GET', url })).body), url).toEqual(scripts);
    }
    const other = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(preloads(other)).toEqual([]);
  });

  it("writes the visitor's language into every page's html tag, Arabic right to left, English for link previews", async () => {
    const english = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(english).toContain('<html lang="en" dir="ltr">');
    for (const url of ['/', `/property/${ids.nasty}`, '/login']) {
      const arabic = await t.app.inject({ method: 'GET', url, headers: { cookie: 'theme=x; lang=ar' } });
      expect(arabic.body, url).toContain('<html lang="ar" dir="rtl">');
      expect(String(arabic.headers.vary), url).toMatch(/cookie/i);
      const russian = (await t.app.inject({ method: 'GET', url, headers: { cookie: 'lang=ru' } })).body;
      expect(russian, url).toContain('<html lang="ru" dir="ltr">');
    }
    const unknown = (await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=xx' } })).body;
    expect(unknown).toContain('<html lang="en" dir="ltr">');
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const cases: [string, 'br' | 'gzip'][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString('utf8'), accept).toBe(plain.body);
    }
    const identity = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity, br;q=0' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('ignores forwarded headers unless a proxy is trusted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(meta(res.body, 'og:url')).toBe(`${base}/`);
  });

  it('lists the home page and every listing in sitemap.xml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const rows = await t.db.handle.db.selectFrom('properties').select(['id', 'updated_at']).execute();
    expect(rows).toHaveLength(3);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).toContain(`<url><loc>${base}/</loc>`);
    for (const row of rows) {
      expect(res.body).toContain(
        `<url><loc>${base}/property/${row.id}</loc><lastmod>${toIso(row.updated_at)}</lastmod></url>`,
      );
    }
    expect(res.body.match(/<url>/g)).toHaveLength(4);
  });

  it('serves robots.txt that keeps crawlers out of the admin and the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
    );
  });

  it('leaves the API, uploads and hashed assets as they were', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    const unknownApi = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toEqual({ detail: 'Not found' });
    const image = await t.app.inject({ method: 'GET', url: '/uploads/abc.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    const missingImage = await t.app.inject({ method: 'GET', url: '/uploads/missing.webp' });
    expect(missingImage.statusCode).toBe(404);
    expect(missingImage.headers['content-type']).toContain('application/json');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths)).not.toContain('/sitemap.xml');
  });

  it('still serves the page, with its built tags, when the database is gone', async () => {
    await t.db.handle.close();
    const res = await t.app.inject({ method: 'GET', url: `/property/${ids.nasty}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });
});

// SQLite only (test/test-db.ts): link previews and crawl files render listings the repository reads, and its
// queries run on both engines in the list's route tests.
describe.each(sqliteOnly)('site address of previews and crawl files on %s', (engine) => {
  it('uses APP_URL when it is configured, and keeps the API-only behaviour without a built web app', async () => {
    const t = await createTestApp(engine, { appUrl: 'https://deals.example', appUrlConfigured: true });
    try {
      const id = await insertProperty(t.db.handle.db);
      const robots = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'other:3000' },
      });
      expect(robots.body).toContain('Sitemap: https://deals.example/sitemap.xml\n');
      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`<loc>https://deals.example/property/${id}</loc>`);
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(404);
      expect(home.json()).toEqual({ detail: 'Page not found' });
    } finally {
      await t.close();
    }
  });

  /** Stands in for the web build's page renderer (apps/web/src/entry-server.tsx), counting its renders. */
  const FAKE_RENDERER = `export async function renderPage(url, server) {
    globalThis.__ddRenders = (globalThis.__ddRenders ?? 0) + 1;
    const { pathname, search } = new URL(url);
    if (pathname === '/') {
      const first = await server.api('/properties?limit=12' + search.replace('?', '&'));
      const facets = await server.api('/properties/facets');
      return {
        html: '<main data-listings="' + first.body.length + '" data-total="' + first.headers['x-total-count'] +
          '" data-of="' + facets.body.total + '" data-search="' + search + '"></main>',
        data: { now: 1, queries: [[['first-screen'], first.body.map((l) => l.property_name)]] },
        screens: ['routes/home'],
      };
    }
    if (server.listing.property_name === 'Broken') throw new Error('render failed');
    return {
      html: '<article data-card="' + encodeURIComponent(JSON.stringify(server.listing)) + '"></article>',
      data: { now: 1, queries: [[['card'], '</script><script>alert(1)</script>&\u2028']] },
      screens: ['routes/property'],
    };
  }`;
  const renders = () => (globalThis as { __ddRenders?: number }).__ddRenders ?? 0;

  /** The page's data script: its attributes and its JSON, parsed. */
  function pageData(html: string): { modules: string | undefined; data: unknown } | undefined {
    const match =
      /<script type="application\/json" id="page-data"(?: data-modules="([^"]*)")?>([^<]*)<\/script>/.exec(
        html,
      );
    return match ? { modules: match[1], data: JSON.parse(match[2]!) as unknown } : undefined;
  }

  it('renders the home page from the API once per version of the list and minute, with its data and no script hints', async () => {
    const webDist = makeWebDist();
    mkdirSync(join(webDist, '.ssr'));
    writeFileSync(join(webDist, '.ssr', 'entry-server.js'), FAKE_RENDERER);
    let clock = new Date();
    const t = await createTestApp(engine, { webDist }, () => clock);
    try {
      const db = t.db.handle.db;
      await insertProperty(db, { property_name: 'Marina Gate', images: 1 });
      const before = renders();
      for (const url of ['/', '/index.html', '/', '/?q=marina']) {
        const html = (await t.app.inject({ method: 'GET', url })).body;
        const search = url.includes('?') ? '?q=marina' : '';
        // The page's data as the browser would get it from the API: the view's first page, its count and
        // the facets.
        expect(html, url).toContain(
          `<div id="root"><main data-listings="1" data-total="1" data-of="1" data-search="${search}"></main></div><script type="application/json"`,
        );
        // The screen's chunks beyond the entry, for the entry to preload once the page has painted.
        expect(pageData(html), url).toEqual({
          modules: 'home-h1 cards-c1',
          data: { now: 1, queries: [[['first-screen'], ['Marina Gate']]] },
        });
        expect(
          preloads(html).filter((tag) => tag.includes('modulepreload')),
          url,
        ).toEqual([]);
        expect(html.match(/<script type="module"/g), url).toHaveLength(1);
      }
      // Rendered once for '/' (and '/index.html') and once for the filtered view.
      expect(renders() - before).toBe(2);
      // A change of the list renders the page again.
      await insertProperty(db, { property_name: 'Palm Tower', images: 1 });
      await t.app.ctx.listingCache.invalidate();
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      expect(html).toContain('<main data-listings="2" data-total="2" data-of="2" data-search="">');
      expect(renders() - before).toBe(3);
      await t.app.inject({ method: 'GET', url: '/' });
      expect(renders() - before).toBe(3);
      // Without a write, a minute later: "Listed … ago" is written again.
      clock = new Date(clock.getTime() + 61_000);
      await t.app.inject({ method: 'GET', url: '/' });
      expect(renders() - before).toBe(4);
      // The renderer is the server's to run, not a file of the site.
      const raw = await t.app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
      expect(raw.body).not.toContain('renderPage');
    } finally {
      await t.close();
      rmSync(join(webDist, '..'), { recursive: true, force: true });
    }
  });

  it("renders a listing's page from its public card, its data safe inside the page", async () => {
    const webDist = makeWebDist();
    mkdirSync(join(webDist, '.ssr'));
    writeFileSync(join(webDist, '.ssr', 'entry-server.js'), FAKE_RENDERER);
    const t = await createTestApp(engine, { webDist });
    try {
      const db = t.db.handle.db;
      const id = await insertProperty(db, { property_name: 'Palm Villa', images: 2 });
      const broken = await insertProperty(db, { property_name: 'Broken', images: 1 });
      const html = (await t.app.inject({ method: 'GET', url: `/property/${id}` })).body;
      const painted = /<div id="root"><article data-card="([^"]*)"><\/article><\/div>/.exec(html);
      const card = JSON.parse(decodeURIComponent(painted?.[1] ?? '{}')) as Record<string, unknown>;
      // The public card only: what the list shows anyone, never the details behind the login.
      expect(card).toMatchObject({ id, property_name: 'Palm Villa' });
      expect(card.images).toHaveLength(2);
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('payment_plan');
      // The data cannot end its script element: read back as it was given.
      expect(html).not.toContain('</script><script>alert(1)');
      expect(pageData(html)).toEqual({
        modules: 'property-p1 cards-c1',
        data: { now: 1, queries: [[['card'], '</script><script>alert(1)</script>&\u2028']] },
      });
      // The photo is still preloaded; the scripts start after the paint.
      expect(preloads(html).some((tag) => tag.includes('rel="preload" as="image"'))).toBe(true);
      expect(preloads(html).filter((tag) => tag.includes('modulepreload'))).toEqual([]);

      // A renderer that fails, an unknown listing, a page without a listing: the app alone, as before.
      for (const url of [`/property/${broken}`, '/property/abc', '/login']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(pageData(res.body), url).toBeUndefined();
      }
      expect(preloads((await t.app.inject({ method: 'GET', url: `/property/${broken}` })).body)).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/property-p1.js" />',
      );
    } finally {
      await t.close();
      rmSync(join(webDist, '..'), { recursive: true, force: true });
    }
  });

  it('sends the pages without their markup when the build has no renderer', async () => {
    const webDist = makeWebDist();
    const t = await createTestApp(engine, { webDist });
    try {
      await insertProperty(t.db.handle.db, { images: 1 });
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      expect(html).toContain('<div id="root"></div>');
      expect(pageData(html)).toBeUndefined();
      expect(preloads(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/home-h1.js" />');
    } finally {
      await t.close();
      rmSync(join(webDist, '..'), { recursive: true, force: true });
    }
  });

  it('uses the forwarded protocol and host behind a trusted proxy', async () => {
    const webDist = makeWebDist();
    const t = await createTestApp(engine, { webDist, trustProxy: true });
    try {
      const id = await insertProperty(t.db.handle.db, { images: 1 });
      const headers = { 'x-forwarded-host': 'deals.example', 'x-forwarded-proto': 'https' };
      const page = await t.app.inject({ method: 'GET', url: `/property/${id}`, headers });
      expect(meta(page.body, 'og:url')).toBe(`https://deals.example/property/${id}`);
      expect(meta(page.body, 'og:image')).toBe(`https://deals.example/uploads/${id}-0.webp`);
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.body).toContain('Sitemap: https://deals.example/sitemap.xml\n');
    } finally {
      await t.close();
      rmSync(join(webDist, '..'), { recursive: true, force: true });
    }
  });
});
