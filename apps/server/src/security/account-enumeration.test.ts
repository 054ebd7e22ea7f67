import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVisitor } from '../../test/fixtures.ts';
import { adminToken } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A login with a wrong password must not tell whether the account exists: the same status and
 * text, and about the same time (the password hash is checked against a stand-in when there is
 * no account; without that, an unknown account answers some 50 times faster).
 */
describe('logins answer alike for known and unknown accounts', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await adminToken(t); // creates the admin account
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${++address}` });

  async function timed(request: () => Promise<{ statusCode: number; body: string }>) {
    const started = performance.now();
    const res = await request();
    return { ms: performance.now() - started, status: res.statusCode, body: res.body };
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  /** Interleaves the two kinds of attempt so that machine load affects both alike. */
  type Attempt = () => Promise<{ statusCode: number; body: string }>;
  async function compare(rounds: number, known: (i: number) => Attempt, unknown: (i: number) => Attempt) {
    const a: { ms: number; status: number; body: string }[] = [];
    const b: typeof a = [];
    for (let i = 0; i < rounds; i++) {
      a.push(await timed(known(i)));
      b.push(await timed(unknown(i)));
    }
    return { known: a, unknown: b };
  }

  it('visitor login: same answer and similar time for a known and an unknown e-mail', async () => {
    // Each known account is tried once, so the per-account lockout stays out of the way.
    const emails: string[] = [];
    for (let i = 0; i < 9; i++) {
      const email = `known${i}@example.com`;
      await insertVisitor(t.db.handle.db, { email });
      emails.push(email);
    }
    const { known, unknown } = await compare(
      9,
      (i) => () => post('/api/auth/user-login', { email: emails[i], password: 'Wrong@2026' }),
      (i) => () => post('/api/auth/user-login', { email: `ghost${i}@example.com`, password: 'Wrong@2026' }),
    );
    for (const res of [...known, ...unknown]) {
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).detail).toBe('Invalid credentials');
    }
    const ratio = median(known.map((r) => r.ms)) / median(unknown.map((r) => r.ms));
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('admin login: same answer and similar time for a known and an unknown username', async () => {
    // Four failures: the fifth would lock the account (and answer 429 at once).
    const { known, unknown } = await compare(
      4,
      () => () => post('/api/auth/login', { username: 'admin', password: 'Wrong@2026' }),
      (i) => () => post('/api/auth/login', { username: `nobody${i}`, password: 'Wrong@2026' }),
    );
    for (const res of [...known, ...unknown]) {
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).detail).toBe('Invalid credentials');
    }
    const ratio = median(known.map((r) => r.ms)) / median(unknown.map((r) => r.ms));
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
