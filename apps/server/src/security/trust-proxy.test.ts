import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';

/** POST /api/auth/forgot-password allows 5 requests per client address per 15 minutes. */
const LIMIT = 5;

// SQLite only (test/test-db.ts): which client address the app sees is decided before any query.
describe.each(sqliteOnly)('client addresses behind a proxy on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (trustProxy: Config['trustProxy']) => (t = await createTestApp(engine, { trustProxy }));
  /** The status of each of LIMIT + 1 requests from `remoteAddress`, claiming to forward `forwardedFor(i)`. */
  const burst = async (app: TestApp, remoteAddress: string, forwardedFor: (i: number) => string) => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: 'nobody' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };
  const limited = [...Array<number>(LIMIT).fill(200), 429];
  const unlimited = Array<number>(LIMIT + 1).fill(200);

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot dodge the per-IP limits', async () => {
    const app = await start(false);
    expect(await burst(app, '203.0.113.9', (i) => `198.51.100.${i}`)).toEqual(limited);
  });

  it('keys the limits on the forwarded client address behind a trusted proxy', async () => {
    const app = await start(true);
    expect(await burst(app, '127.0.0.1', (i) => `198.51.100.${i}`)).toEqual(unlimited);
    expect(await burst(app, '127.0.0.1', () => '198.51.100.77')).toEqual(limited);
  });

  it('believes X-Forwarded-For only from the listed proxy addresses', async () => {
    const app = await start(['127.0.0.1', '10.0.0.0/8']);
    expect(await burst(app, '10.1.2.3', (i) => `198.51.100.${i}`)).toEqual(unlimited);
    expect(await burst(app, '203.0.113.9', (i) => `198.51.100.${i + 20}`)).toEqual(limited);
  });
});
