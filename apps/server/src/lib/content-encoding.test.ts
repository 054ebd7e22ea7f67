import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ContentEncoding, pickEncoding } from './content-encoding.ts';

/** Accept-Encoding values (undefined: no header) and the encoding every answer must pick for them. */
const CASES: [header: string | undefined, expected: ContentEncoding | null][] = [
  [undefined, null],
  ['', null],
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0.2', 'gzip'],
  ['br;q=0.5, gzip;q=0.5', 'br'],
  ['gzip;q=1.0, br;q=0.999', 'gzip'],
  ['br;q=0, gzip;q=0.5', 'gzip'],
  ['gzip;q=0', null],
  ['gzip;q=0, br', 'br'],
  ['br;q=0, gzip;q=0', null],
  ['*', 'gzip'],
  ['*;q=0', null],
  ['*;q=0, br', 'br'],
  ['br;q=0, *', 'gzip'],
  ['br;q=0.1, *;q=0.5', 'gzip'],
  ['identity', null],
  ['identity;q=0', null],
  ['identity, br;q=0', null],
  ['identity;q=0, br;q=0.3', 'br'],
  ['BR', 'br'],
  ['GZIP;Q=0.5, BR;Q=0.4', 'gzip'],
  ['  gzip ,   br  ', 'br'],
  ['br ; q=0.5 , gzip ; q=0.6', 'gzip'],
  ['br;q=0.5,gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['deflate', null],
  ['compress, zstd', null],
  ['x;q=abc', null],
];

describe('pickEncoding', () => {
  it('prefers br, then gzip, honouring q values and q=0', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('BR;Q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.1, gzip;q=0.8')).toBe('gzip');
    // `*` is gzip to @fastify/compress, so it is here.
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
  });

  it.each(CASES)('reads %j as %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

/**
 * The same headers sent to a route @fastify/compress compresses (the list with a query), to the
 * cached list (compressed ahead), to the HTML page (compressed by the SPA fallback) and to a built
 * file that has .br and .gz beside it (@fastify/static): each answer is in the same encoding.
 */
describe('one encoding for every answer', () => {
  let t: TestApp;
  let webDist: string;
  const FILE = 'console.log("the app");\n'.repeat(10);

  beforeAll(async () => {
    webDist = join(mkdtempSync(join(tmpdir(), 'dd-encoding-web-')), 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Deals</title></head></html>',
    );
    writeFileSync(join(webDist, 'assets', 'app-1.js'), FILE);
    writeFileSync(join(webDist, 'assets', 'app-1.js.br'), brotliCompressSync(FILE));
    writeFileSync(join(webDist, 'assets', 'app-1.js.gz'), gzipSync(FILE));
    t = await createTestApp('sqlite', { webDist });
    // Over the compression threshold (1 KiB), so the plugin and the list compress.
    for (let i = 0; i < 5; i++)
      await insertProperty(t.db.handle.db, { property_name: `Encoding Tower ${i}` });
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(webDist, '..'), { recursive: true, force: true });
  });

  it.each(CASES)('%j: the plugin, the list, the page and a built file agree', async (header, expected) => {
    const headers = header === undefined ? {} : { 'accept-encoding': header };
    const encodingOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      return res.headers['content-encoding'] ?? null;
    };
    const plugin = await encodingOf('/api/properties?q=');
    expect(plugin, 'the route @fastify/compress compresses').toBe(expected);
    expect({
      ours: pickEncoding(header),
      list: await encodingOf('/api/properties'),
      page: await encodingOf('/'),
      file: await encodingOf('/assets/app-1.js'),
    }).toEqual({ ours: plugin, list: plugin, page: plugin, file: plugin });
  });
});
