import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Over a real socket: the fast path sits in front of Fastify, where inject() does not go.
// The answer does not depend on the engine, so SQLite alone is enough.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers of the answer itself: not the date or the connection's, which differ per request anyway. */
function answerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

const requestListener = (t: TestApp) => t.app.server.listeners('request').map((listener) => listener.name);

describe('the public list answered before Fastify', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // Over the compression threshold, so that br and gzip are both in play.
    for (let i = 0; i < 12; i++)
      await insertProperty(t.db.handle.db, { property_name: `Creek Rise Tower ${i}`, images: 2 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers exactly what the route answers: same status, headers and bytes for every encoding and a 304', async () => {
    expect(requestListener(t)).toEqual(['answerFirst']);
    // The first request builds the list through Fastify; later ones find it built.
    const first = await get(port, '/api/properties', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const cases: Record<string, string>[] = [
      { 'accept-encoding': 'br, gzip' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'identity' },
      {},
      { 'accept-encoding': 'br', 'if-none-match': etag },
      { 'accept-encoding': 'gzip', 'if-none-match': '"other"' },
    ];
    for (const headers of cases) {
      const fast = await get(port, '/api/properties', headers);
      // Any query string, even an empty one, goes through Fastify and the route's own answer.
      const routed = await get(port, '/api/properties?', headers);
      const label = JSON.stringify(headers);
      expect(fast.status, label).toBe(routed.status);
      expect(answerHeaders(fast.headers), label).toEqual(answerHeaders(routed.headers));
      expect(fast.body.equals(routed.body), label).toBe(true);
    }
    const listed = JSON.parse(brotliDecompressSync(first.body).toString()) as { property_name: string }[];
    expect(listed).toHaveLength(12);
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('leaves HEAD, other addresses and queries to Fastify', async () => {
    const head = await get(port, '/api/properties', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const filtered = await get(port, '/api/properties?q=tower%203', {});
    expect((JSON.parse(filtered.body.toString()) as unknown[]).length).toBe(1);
    expect((await get(port, '/api/properties/not-an-id', {})).status).toBe(401);
  });

  it('shows a new listing at once: after a write the list is rebuilt, not answered stale', async () => {
    const before = await get(port, '/api/properties', { 'accept-encoding': 'identity' });
    const id = await insertProperty(t.db.handle.db, { property_name: 'Sobha One' });
    await t.app.ctx.listingCache.invalidate();
    const after = await get(port, '/api/properties', { 'accept-encoding': 'identity' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((JSON.parse(after.body.toString()) as { id: string }[]).map((p) => p.id)).toContain(id);
  });
});

describe('when Fastify has more to do for the list', () => {
  it('stays out of the way when every answer is logged or CORS is configured', async () => {
    for (const overrides of [{ logLevel: 'info' }, { corsOrigins: ['https://partner.example'] }]) {
      const t = await createTestApp('sqlite', overrides);
      try {
        expect(requestListener(t), JSON.stringify(overrides)).not.toContain('answerFirst');
      } finally {
        await t.close();
      }
    }
  });
});
