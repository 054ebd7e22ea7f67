import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertProperty, insertVisitor } from '../../test/fixtures.ts';
import { type CutMode, startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DATABASE_UNAVAILABLE } from '../plugins/errors.ts';

/** A request the public site makes, and the status it gets while the database is there. */
interface Probe {
  name: string;
  okStatus: number;
  send(): Promise<Response>;
}

interface Answer {
  probe: string;
  ok: boolean;
  status: number;
  started: number;
  ended: number;
  retryAfter: string | null;
  etag: string | null;
  body: unknown;
}

// PostgreSQL is taken away through a proxy: the server itself keeps running for the other tests.
describe.skipIf(!engines.includes('postgres'))('PostgreSQL goes away under load', () => {
  let proxy: TcpProxy;
  let db: TestDb;
  let app: FastifyInstance;
  let base: string;
  let probes: Probe[];
  // What would have crashed the process (an error event nobody listens to) or gone unnoticed.
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    process.on('uncaughtException', recordUnhandled);
    const server = new URL(inject('postgresUrl'));
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    db = await createTestDb('postgres', { throughPort: proxy.port });
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' }),
      // Each probe comes from its own address, so the per-IP limits stay out of the way.
      trustProxy: true,
    };
    app = await buildApp(config, { db: db.handle, secret: `test-secret-${randomUUID()}`, mailPollMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const propertyId = await insertProperty(db.handle.db, { location: 'Dubai Marina' });
    const visitor = await insertVisitor(db.handle.db);
    const email = `${visitor.id}@example.com`;
    const token = await app.ctx.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv });
    let ip = 0;
    const send = (path: string, init: { method?: string; token?: string; body?: object } = {}) =>
      fetch(base + path, {
        method: init.method ?? 'GET',
        headers: {
          'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    probes = [
      // A query not asked before each time: an answered query is kept and served without the database.
      {
        name: 'filtered list',
        okStatus: 200,
        send: () => send(`/api/properties?location=marina&min_price=${ip}`),
      },
      { name: 'detail', okStatus: 200, send: () => send(`/api/properties/${propertyId}`, { token }) },
      {
        name: 'inquiry',
        okStatus: 201,
        send: () =>
          send('/api/inquiries', {
            method: 'POST',
            body: {
              property_id: propertyId,
              name: 'Aisha Khan',
              email: 'aisha@example.com',
              phone: '+971 50 123 4567',
              message: 'Is it still available?',
            },
          }),
      },
      {
        name: 'login',
        okStatus: 200,
        send: () =>
          send('/api/auth/user-login', { method: 'POST', body: { email, password: 'Visitor@123' } }),
      },
    ];
  });

  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    process.off('uncaughtException', recordUnhandled);
    await proxy?.restore();
    await app?.close();
    await db?.dispose();
    await proxy?.close();
  });

  const list = () => fetch(`${base}/api/properties`);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** 50 visitors, each sending one request after the other (the public list and the probes in turn). */
  function startLoad() {
    const answers: Answer[] = [];
    let running = true;
    const kinds: Probe[] = [...probes, { name: 'list', okStatus: 200, send: list }];
    const visitor = async (n: number) => {
      for (let i = n; running; i++) {
        const probe = kinds[i % kinds.length]!;
        const started = performance.now();
        const res = await probe.send();
        const body = (await res.json()) as Answer['body'];
        answers.push({
          probe: probe.name,
          ok: res.status === probe.okStatus,
          status: res.status,
          started,
          ended: performance.now(),
          retryAfter: res.headers.get('retry-after'),
          etag: res.headers.get('etag'),
          body,
        });
        await sleep(10);
      }
    };
    const visitors = Array.from({ length: 50 }, (_, n) => visitor(n));
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(visitors);
      },
    };
  }

  it.each<CutMode>(['refuse', 'reset', 'stall'])(
    'database %s under load: 503 within 3 s where it is needed, the cached list still served, back within 5 s',
    async (mode) => {
      unhandled.length = 0;
      const warm = await list();
      expect(warm.status).toBe(200);
      const cachedEtag = warm.headers.get('etag');
      await warm.arrayBuffer();
      const load = startLoad();
      await sleep(300);

      await proxy.cut(mode);
      const cut = performance.now();
      await sleep(500);
      expect((await fetch(`${base}/api/health`)).status).toBe(503);
      await sleep(2500);
      await proxy.restore();
      const restored = performance.now();

      // Back once every kind of request started after the restore has succeeded; then one more second.
      let recovered: number | undefined;
      while (recovered === undefined && performance.now() - restored < 6000) {
        await sleep(20);
        const okAfter = (name: string) =>
          load.answers.find((a) => a.probe === name && a.ok && a.started >= restored);
        if (probes.every((p) => okAfter(p.name))) {
          recovered = Math.max(...probes.map((p) => okAfter(p.name)!.ended));
        }
      }
      await sleep(1000);
      await load.stop();

      const answers = load.answers;
      // Requests in flight when the database went away either finished or got the 503; never a 500.
      for (const a of answers) expect([a.probe, a.ok || a.status === 503]).toEqual([a.probe, true]);
      const during = answers.filter((a) => a.started >= cut && a.ended <= restored);
      const needingDb = during.filter((a) => a.probe !== 'list');
      expect(needingDb.length).toBeGreaterThan(50);
      for (const a of needingDb) {
        expect({ probe: a.probe, status: a.status, body: a.body, retryAfter: a.retryAfter }).toEqual({
          probe: a.probe,
          status: 503,
          body: { detail: DATABASE_UNAVAILABLE, code: 'service_unavailable' },
          retryAfter: '5',
        });
      }
      expect(Math.max(...needingDb.map((a) => a.ended - a.started))).toBeLessThan(3000);
      // The unfiltered list comes from memory: visitors keep seeing the listings.
      const lists = during.filter((a) => a.probe === 'list');
      expect(lists.length).toBeGreaterThan(0);
      for (const a of lists) expect([a.status, a.etag]).toEqual([200, cachedEtag]);

      expect(recovered).toBeDefined();
      expect(recovered! - restored).toBeLessThan(5000);
      const afterwards = answers.filter((a) => a.started > recovered!);
      expect(afterwards.length).toBeGreaterThan(50);
      expect(afterwards.filter((a) => !a.ok)).toEqual([]);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(unhandled).toEqual([]);
    },
  );
});
