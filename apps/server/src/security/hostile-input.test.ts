/**
 * Hostile input to every route: generated bodies (JSON, broken JSON, text, urlencoded, multipart with
 * random text and file parts, odd content types), query strings, headers (Authorization garbage,
 * Accept-Encoding, Range, If-None-Match…) and path params with odd characters, anonymous and with a
 * valid admin or visitor token. Never a 5xx, every 4xx is JSON `{detail}`, and the app keeps answering;
 * over the whole run (at least 10,000 requests) not one line is logged at error level, and the run
 * prints its counts.
 * Content-Length mismatches cannot be sent through inject(): slow-and-oversized-bodies.test.ts sends
 * them over a real socket. A failure prints fast-check's seed and the shrunk request; what it found
 * so far (malformed multipart, NUL characters) is pinned down in malformed-bodies.test.ts.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { hostileRequest, type KnownGood } from '../../test/hostile-requests.ts';
import { pngImage } from '../../test/images.ts';
import { type RouteEntry, routeTable, routeVocabulary } from '../../test/route-table.ts';
import { adminToken, visitorSession } from '../../test/sessions.ts';
import { captureLog } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';

const RUNS_PER_ROUTE = 150;
/** The run is a red-team pass in itself (issue 42): at least this many requests, none a 5xx. */
const AT_LEAST_REQUESTS = 10_000;

const describeRequest = (request: InjectOptions) => {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
  return `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${payload}`;
};

function expectCleanAnswer(request: InjectOptions, res: LightMyRequestResponse) {
  const about = `${res.statusCode} ${res.body.slice(0, 300)} for ${describeRequest(request)}`;
  expect(res.statusCode, about).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], about).toMatch(/^application\/json/);
    expect(res.json(), about).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  }
}

// Read before the tests are declared, so each route gets a test of its own.
const routes = await routeList();

// SQLite only (test/test-db.ts): generated requests test the routes' validation and error answers; what needs
// PostgreSQL (NUL characters) is pinned on both engines in malformed-bodies.test.ts.
describe.each(sqliteOnly)('every route under hostile input on %s', (engine) => {
  let t: TestApp;
  let known: KnownGood;
  let vocabularyOf: ReturnType<typeof routeVocabulary>;

  // Warnings and errors only: what a stranger's requests can make the server write at error level.
  const log = captureLog('warn');
  const sent = { requests: 0, serverErrors: 0 };
  const send = async (request: InjectOptions) => {
    const res = await t.app.inject(request);
    sent.requests++;
    if (res.statusCode >= 500) sent.serverErrors++;
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, undefined, { logger: log.logger });
    vocabularyOf = routeVocabulary(t.app);
    known = {
      adminToken: await adminToken(t),
      visitorToken: (await visitorSession(t)).token,
      ids: [],
      image: await pngImage(60, 40),
    };
  });
  // Fresh listings for each route: an earlier route may have deleted them all.
  beforeEach(async () => {
    const db = t.db.handle.db;
    known.ids = [await insertProperty(db, { images: 1 }), await insertProperty(db)];
  });
  afterAll(() => t?.close());

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: never a 5xx, every 4xx is {detail}',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route, vocabularyOf(route), known), async (request) => {
          expectCleanAnswer(request, await send(request));
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    60_000,
  );

  // After every route's run (tests run in order).
  it(`sent at least ${AT_LEAST_REQUESTS} hostile requests: no 5xx, no error-level log line`, () => {
    const errors = log.errors();
    console.log(
      `hostile requests: ${sent.requests} to ${routes.length} routes; 5xx: ${sent.serverErrors}; ` +
        `error-level log lines: ${errors.length}`,
    );
    expect(sent.requests).toBeGreaterThanOrEqual(AT_LEAST_REQUESTS);
    expect(sent.serverErrors).toBe(0);
    expect(errors.map((line) => line.msg)).toEqual([]);
  });

  // The route tree is read from printed text: a change in its format must not shrink the suite.
  it('finds the public, admin and upload routes in the router', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/properties',
        'PUT /api/admin/properties/:id',
        'POST /api/admin/bulk-add',
        'POST /api/inquiries',
        'GET /api/properties/:id',
      ]),
    );
  });
});

/** The app's routes, read from a throwaway instance (the describe body cannot wait for beforeAll). */
async function routeList(): Promise<RouteEntry[]> {
  const probe = await createTestApp('sqlite');
  try {
    return routeTable(probe.app);
  } finally {
    await probe.close();
  }
}
