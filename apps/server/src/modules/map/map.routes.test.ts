import { type StyleSpecification, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FetchSource, PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pmtilesArchive } from '../../../test/pmtiles-archive.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The map's routes read no database: one engine is enough.

interface Style extends StyleSpecification {
  metadata: Record<string, unknown>;
}

/** The style's problems as MapLibre's own validator reports them (none for a good style). */
const problems = (style: Style) => validateStyleMin(style).map((error) => error.message);

/** What every style the server answers has: a valid style, no text, the communities to label. */
function expectMapStyle(style: Style) {
  expect(problems(style)).toEqual([]);
  expect(style.glyphs).toBeUndefined();
  expect(style.sprite).toBeUndefined();
  expect(style.layers.filter((layer) => layer.type === 'symbol')).toEqual([]);
  expect(style.metadata).toEqual({ 'dd:community-labels': true });
  const communities = style.sources.communities;
  expect(communities?.type).toBe('geojson');
  const data = (communities as { data: { features: { properties: Record<string, string> }[] } }).data;
  expect(data.features.find((f) => f.properties.name === 'Palm Jumeirah')?.properties).toEqual({
    name: 'Palm Jumeirah',
    name_ru: 'Пальма Джумейра',
    name_ar: 'نخلة جميرا',
  });
  expect(style.layers.at(-1)).toMatchObject({ id: 'communities', type: 'circle', source: 'communities' });
}

describe('GET /api/map/style.json without MAP_STYLE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('answers the offline basemap: land, water and roads from GeoJSON, valid for MapLibre', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/style.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const style = res.json<Style>();
    expectMapStyle(style);
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'sea',
      'land',
      'water',
      'roads-casing',
      'roads',
      'communities',
    ]);
    expect(style.sources.basemap).toMatchObject({
      type: 'geojson',
      attribution: 'Basemap: Dubai Distress Deals, approximate',
    });
  });

  it('carries a strong ETag and answers 304 to a client that has the same style', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/map/style.json' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/map/style.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/map/style.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(etag);
  });

  it('serves no archive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/basemap.pmtiles' });
    expect(res.statusCode).toBe(404);
  });
});

describe('MAP_STYLE_URL naming a style', () => {
  it("redirects to a provider's style", async () => {
    const url = 'https://tiles.example.com/styles/light/style.json?key=abc';
    const t = await createTestApp('sqlite', { mapStyle: { kind: 'style-url', url } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/map/style.json' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(url);
    } finally {
      await t.close();
    }
  });

  it("points a PMTiles archive served elsewhere at its own URL, with Protomaps' light layers", async () => {
    const url = 'https://cdn.example.com/maps/dubai.pmtiles';
    const t = await createTestApp('sqlite', { mapStyle: { kind: 'pmtiles-url', url } });
    try {
      const style = (await t.app.inject({ method: 'GET', url: '/api/map/style.json' })).json<Style>();
      expectMapStyle(style);
      expect(style.sources.protomaps).toMatchObject({ type: 'vector', url: `pmtiles://${url}` });
      const ids = style.layers.map((layer) => layer.id);
      expect(ids).toEqual(expect.arrayContaining(['background', 'earth', 'water', 'roads_highway']));
      // Protomaps' labels need glyphs this server does not serve.
      expect(ids).not.toContain('places_locality');
    } finally {
      await t.close();
    }
  });
});

describe('MAP_STYLE_URL naming a PMTiles file on the server', () => {
  const tile = Buffer.from('a vector tile of the whole world at zoom 0');
  const archive = pmtilesArchive(tile);
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dd-basemap-'));
    writeFileSync(join(dir, 'dubai.pmtiles'), archive);
    t = await createTestApp('sqlite', {
      mapStyle: { kind: 'pmtiles-file', path: join(dir, 'dubai.pmtiles') },
      appUrl: 'https://deals.example',
      appUrlConfigured: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a style whose tiles come from the app's own URL of the file", async () => {
    const style = (await t.app.inject({ method: 'GET', url: '/api/map/style.json' })).json<Style>();
    expectMapStyle(style);
    expect(style.sources.protomaps).toMatchObject({
      type: 'vector',
      url: 'pmtiles://https://deals.example/api/map/basemap.pmtiles',
    });
  });

  it('serves the file whole, and a range of it with 206', async () => {
    const whole = await t.app.inject({ method: 'GET', url: '/api/map/basemap.pmtiles' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(archive)).toBe(true);

    const range = await t.app.inject({
      method: 'GET',
      url: '/api/map/basemap.pmtiles',
      headers: { range: 'bytes=0-6' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-6/${archive.length}`);
    expect(range.headers['content-length']).toBe('7');
    expect(range.body).toBe('PMTiles');

    const tail = await t.app.inject({
      method: 'GET',
      url: '/api/map/basemap.pmtiles',
      headers: { range: `bytes=-${tile.length}` },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(tile)).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/map/basemap.pmtiles',
      headers: { range: `bytes=${archive.length + 10}-${archive.length + 20}` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${archive.length}`);
    expect(res.json()).toEqual({ detail: 'The requested range is not inside the basemap file' });
  });

  it('is read back by the pmtiles library, header and tile, over HTTP', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const tiles = new PMTiles(new FetchSource(`http://127.0.0.1:${port}/api/map/basemap.pmtiles`));
    const header = await tiles.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 0, numAddressedTiles: 1 });
    expect(header.centerLon).toBeCloseTo(55.27);
    expect(await tiles.getMetadata()).toEqual({ name: 'test basemap' });
    const read = await tiles.getZxy(0, 0, 0);
    expect(Buffer.from(read!.data).equals(tile)).toBe(true);
    expect(await tiles.getZxy(1, 0, 0)).toBeUndefined();
  });
});

describe('MAP_STYLE_URL naming a PMTiles file that is not there', () => {
  it('shows the offline basemap rather than an empty map', async () => {
    const t = await createTestApp('sqlite', {
      mapStyle: { kind: 'pmtiles-file', path: join(tmpdir(), 'no-such-dir-dd', 'dubai.pmtiles') },
    });
    try {
      const style = (await t.app.inject({ method: 'GET', url: '/api/map/style.json' })).json<Style>();
      expect(style.sources.basemap).toMatchObject({ type: 'geojson' });
      expect(style.sources).not.toHaveProperty('protomaps');
      expect((await t.app.inject({ method: 'GET', url: '/api/map/basemap.pmtiles' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
