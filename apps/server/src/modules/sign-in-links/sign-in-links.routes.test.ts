import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVisitor } from '../../../test/fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { SIGN_IN_LINK_OFFERED } from '../login-guard/login-guard.ts';

const VISITOR_PASSWORD = 'Visitor@123'; // test/fixtures.ts insertVisitor

// SQLite only (test/test-db.ts): the links are one-time codes, whose queries run on both engines in
// the password-reset and account tests.
describe.each(sqliteOnly)('a sign-in link for an account locked for new addresses, on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock = new Date('2026-12-02T10:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let ip = 0;
  const stranger = () => `198.51.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      engine,
      { smtpUrl: smtp.url, adminEmail: 'owner@example.com', appUrl: 'https://deals.example' },
      () => clock,
    );
    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const visitorLogin = (email: string, password: string, from: string) =>
    post('/api/auth/user-login', { email, password }, from);
  const adminLogin = (password: string, from: string) =>
    post('/api/auth/login', { username: 'admin', password }, from);
  const linkFor = async (to: string, after: number) => {
    const mail = await smtp.waitFor(
      (m) => m.to.includes(to) && smtp.messages.indexOf(m) >= after && m.text.includes('/sign-in?token='),
    );
    return decodeURIComponent(/sign-in\?token=([\w%-]+)/.exec(mail.text)![1]!);
  };
  const sentTo = (to: string) =>
    smtp.messages.filter((m) => m.to.includes(to) && m.text.includes('/sign-in?token='));

  it('e-mails the owner a link that signs her in from her new phone, and that address is hers from then on', async () => {
    const email = 'layla.lock@example.com';
    await insertVisitor(t.db.handle.db, { email });
    // A scan: ten failures from ten addresses lock the account for new addresses.
    for (let i = 0; i < 10; i++)
      expect((await visitorLogin(email, `Wrong@${i}abc`, stranger())).statusCode).toBe(401);

    const before = smtp.messages.length;
    const refused = await visitorLogin(email, VISITOR_PASSWORD, '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: SIGN_IN_LINK_OFFERED, code: 'sign_in_link_sent' });
    const token = await linkFor(email, before);

    const signedIn = await post('/api/auth/sign-in-link', { token }, '203.0.113.77');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account: 'visitor', token: expect.any(String), user: { email } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me/favorites',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    // Once: the same link again is refused.
    const again = await post('/api/auth/sign-in-link', { token }, '203.0.113.77');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid, used or expired/);
    // Her phone's address is hers now: the lock for new addresses no longer refuses it.
    expect((await visitorLogin(email, VISITOR_PASSWORD, '203.0.113.77')).statusCode).toBe(200);
    expect((await visitorLogin(email, VISITOR_PASSWORD, '203.0.113.78')).statusCode).toBe(429);
  });

  it('answers alike whatever the password and whether the account exists, and mails at most 3 links per 15 minutes', async () => {
    const email = 'omar.lock@example.com';
    await insertVisitor(t.db.handle.db, { email });
    for (let i = 0; i < 10; i++) await visitorLogin(email, `Wrong@${i}abc`, stranger());
    for (let i = 0; i < 10; i++) await visitorLogin('nobody.lock@example.com', `Wrong@${i}abc`, stranger());
    const answers = [
      await visitorLogin(email, VISITOR_PASSWORD, stranger()),
      await visitorLogin(email, 'Wrong@guess1', stranger()),
      await visitorLogin('nobody.lock@example.com', 'Wrong@guess1', stranger()),
      await visitorLogin(email, 'Wrong@guess2', stranger()),
      await visitorLogin(email, 'Wrong@guess3', stranger()),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json().detail).toBe(SIGN_IN_LINK_OFFERED);
    }
    await smtp.waitFor(() => sentTo(email).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(email)).toHaveLength(3);
    expect(sentTo('nobody.lock@example.com')).toHaveLength(0);
  });

  it("signs an admin in the same way, to the admin's address, and logs it", async () => {
    for (let i = 0; i < 10; i++) await adminLogin(`Wrong@${i}abc`, stranger());
    const before = smtp.messages.length;
    expect((await adminLogin(DEFAULT_ADMIN_PASSWORD, '192.0.2.200')).json().detail).toBe(
      SIGN_IN_LINK_OFFERED,
    );
    const token = await linkFor('owner@example.com', before);
    advance(15 * 60_000 + 1_000);
    expect((await post('/api/auth/sign-in-link', { token }, '192.0.2.200')).statusCode).toBe(400);
    advance(-(15 * 60_000 + 1_000));

    const mark = smtp.messages.length;
    await adminLogin(DEFAULT_ADMIN_PASSWORD, '192.0.2.201');
    const fresh = await linkFor('owner@example.com', mark);
    const signedIn = await post('/api/auth/sign-in-link', { token: fresh }, '192.0.2.201');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account: 'admin', username: 'admin' });
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=1',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(log.json()[0]).toMatchObject({
      action: 'login',
      summary: 'admin signed in with an e-mailed link',
    });
  });
});
