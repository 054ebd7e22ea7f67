import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertVisitor } from '../../../test/fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { captureLog, LEVEL } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';

// An admin's username reads SPEC §8's words; a visitor's e-mail, words of its own (a visitor has no username).
const USERNAME_ANSWER = { message: 'If the username exists, a password reset email will be sent.' };
const ANSWER = { message: 'If an account with this e-mail exists, a password reset email will be sent.' };
const VISITOR_PASSWORD = 'Visitor@123'; // test/fixtures.ts insertVisitor

// SQLite only (test/test-db.ts): the tokens' rules live in the app; the accounts' queries run on both engines
// in users.routes.test.ts and admin-auth.routes.test.ts.
describe.each(sqliteOnly)('password reset for visitors and admins on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let propertyId: string;
  const log = captureLog();
  let clock = new Date('2026-11-22T10:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let ip = 0;
  const from = () => `10.2.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      engine,
      { smtpUrl: smtp.url, adminEmail: 'owner@example.com', appUrl: 'https://deals.example' },
      () => clock,
      { logger: log.logger },
    );
    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
    propertyId = await insertProperty(t.db.handle.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: from() });
  const forgot = (username: string) => post('/api/auth/forgot-password', { username });
  const reset = (token: string, new_password: string) =>
    post('/api/auth/reset-password', { token, new_password });
  const visitorLogin = (email: string, password: string) => post('/api/auth/user-login', { email, password });
  const openDetail = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}`,
      headers: { authorization: `Bearer ${token}` },
    });
  /** The e-mails queued for `to` (the outbox row is written with the request, before it answers). */
  const queuedFor = (to: string) =>
    t.db.handle.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', to).execute();
  /** The token of the newest reset e-mail to `to` that arrived through SMTP after `after` mails. */
  const linkFor = async (to: string, after: number) => {
    const mail = await smtp.waitFor(
      (m) => m.to.includes(to) && smtp.messages.indexOf(m) >= after && /reset-password/.test(m.text),
    );
    const link = /https:\/\/deals\.example\/reset-password\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    return { mail, token: decodeURIComponent(link![1]!) };
  };
  const newVisitor = async (options: { verified?: boolean } = {}) => {
    const email = `visitor-${++ip}@example.com`;
    await insertVisitor(t.db.handle.db, { email, ...options });
    return email;
  };

  it('answers alike for an unknown username and an admin, and for an unknown e-mail and a visitor', async () => {
    const visitor = await newVisitor();
    const answersTo = async (identifiers: string[]) => {
      const answers = [];
      for (const identifier of identifiers) answers.push(await forgot(identifier));
      return answers;
    };
    const byUsername = await answersTo(['nobody', 'admin']);
    const byEmail = await answersTo(['nobody@example.com', 'not-an-email@', visitor, visitor.toUpperCase()]);
    for (const [answers, words] of [
      [byUsername, USERNAME_ANSWER],
      [byEmail, ANSWER],
    ] as const) {
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(words);
        expect(res.body).toBe(answers[0]!.body);
        expect(res.headers['content-type']).toBe(answers[0]!.headers['content-type']);
      }
    }
    // A visitor's answer speaks of the e-mail, never of a username.
    expect(byEmail[2]!.json().message).not.toMatch(/username/i);
    // Only the two known accounts were mailed: the admin at its address, the visitor twice (any case).
    expect(await queuedFor('owner@example.com')).toHaveLength(1);
    expect(await queuedFor(visitor)).toHaveLength(2);
    expect(await queuedFor('nobody@example.com')).toHaveLength(0);
    expect(await queuedFor('not-an-email@')).toHaveLength(0);
    // The old field still takes a username of up to 100 characters, and now e-mails up to 254.
    expect((await forgot(`${'a'.repeat(240)}@example.com`)).json()).toEqual(ANSWER);
    expect((await forgot('')).statusCode).toBe(400);
  });

  it("resets a visitor's password by the mailed link: old tokens die, the new password logs in", async () => {
    advance(15 * 60_000); // past the per-account mail window of the test before
    const email = await newVisitor();
    const before = (await visitorLogin(email, VISITOR_PASSWORD)).json().token as string;
    expect((await openDetail(before)).statusCode).toBe(200); // remembered as valid (SQLite)

    const count = smtp.messages.length;
    expect((await forgot(email)).json()).toEqual(ANSWER);
    const { mail, token } = await linkFor(email, count);
    expect(mail.subject).toBe('Reset your Dubai Distress Deals password');
    expect(mail.text).toContain('Hello Aisha Khan,');
    expect(mail.text).toContain(`account (${email})`);
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).not.toContain('admin');

    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(400);
    const ok = await reset(token, 'Visitor#New2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password reset successful!', account: 'visitor' });

    expect((await openDetail(before)).statusCode).toBe(401);
    expect((await visitorLogin(email, VISITOR_PASSWORD)).statusCode).toBe(401);
    const after = await visitorLogin(email, 'Visitor#New2');
    expect(after.statusCode).toBe(200);
    expect((await openDetail(after.json().token as string)).statusCode).toBe(200);
    // The link worked once.
    const again = await reset(token, 'Visitor#New3');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid or has expired/);
    expect((await visitorLogin(email, 'Visitor#New2')).statusCode).toBe(200);
  });

  it("a visitor's link expires after 10 minutes; a newer link leaves the older ones working", async () => {
    const email = await newVisitor();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const count = smtp.messages.length;
      await forgot(email);
      tokens.push((await linkFor(email, count)).token);
    }
    // A stranger's later requests do not void the link the owner is about to open.
    expect((await reset(tokens[0]!, 'Older#Pass4')).statusCode).toBe(200);
    expect((await visitorLogin(email, 'Older#Pass4')).statusCode).toBe(200);
    // Once one link has set a password, the account's other links end with it.
    const other = await reset(tokens[1]!, 'Other#Pass4');
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toMatch(/invalid or has expired/);

    let count = smtp.messages.length;
    await forgot(email);
    const late = (await linkFor(email, count)).token;
    advance(10 * 60_000 + 1_000);
    expect((await reset(late, 'Late#Pass5x')).statusCode).toBe(400);
    expect((await visitorLogin(email, 'Older#Pass4')).statusCode).toBe(200);

    count = smtp.messages.length;
    await forgot(email);
    const { token } = await linkFor(email, count);
    advance(9 * 60_000 + 59_000);
    expect((await reset(token, 'InTime#Pass6')).statusCode).toBe(200);
    expect((await visitorLogin(email, 'InTime#Pass6')).statusCode).toBe(200);
  });

  it("mails 3 links per account and address per 15 minutes and 10 an hour per account: a stranger cannot use up the owner's", async () => {
    const email = await newVisitor();
    const forgotFrom = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: email },
        remoteAddress,
      });
    for (let i = 0; i < 4; i++) expect((await forgotFrom('198.51.100.7')).json()).toEqual(ANSWER);
    expect(await queuedFor(email)).toHaveLength(3);
    // The owner, from her own address, still gets her link.
    expect((await forgotFrom('203.0.113.9')).json()).toEqual(ANSWER);
    expect(await queuedFor(email)).toHaveLength(4);
    // From many addresses, 10 an hour at most in all.
    for (let i = 0; i < 10; i++) expect((await forgotFrom(`192.0.2.${i + 1}`)).json()).toEqual(ANSWER);
    expect(await queuedFor(email)).toHaveLength(10);
    advance(60 * 60_000);
    await forgotFrom('203.0.113.9');
    expect(await queuedFor(email)).toHaveLength(11);
  });

  it('logs a reached mail limit as a plain info line: strangers cannot write error lines', async () => {
    const email = await newVisitor();
    const from = log.lines.length;
    for (let i = 0; i < 4; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: email },
        remoteAddress: '198.51.100.99',
      });
    }
    const lines = log.lines.slice(from);
    const limit = lines.filter((line) => line.msg === 'password reset e-mail limit reached');
    expect(limit).toHaveLength(1);
    expect(limit[0]!.level).toBe(LEVEL.info);
    expect(limit[0]!.err).toBeUndefined();
    expect(lines.filter((line) => line.level >= LEVEL.warn)).toEqual([]);
  });

  it('resets an unverified visitor too, without verifying the e-mail', async () => {
    const email = await newVisitor({ verified: false });
    const count = smtp.messages.length;
    expect((await forgot(email)).json()).toEqual(ANSWER);
    const { token } = await linkFor(email, count);
    expect((await reset(token, 'Unverified#1')).json().account).toBe('visitor');
    const login = await visitorLogin(email, 'Unverified#1');
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toBe('Please verify your email first');
  });

  it("says an admin's link was an admin's, and leaves visitors' links alone", async () => {
    advance(15 * 60_000);
    const email = await newVisitor();
    let count = smtp.messages.length;
    await forgot(email);
    const visitorLink = (await linkFor(email, count)).token;
    count = smtp.messages.length;
    await forgot('admin');
    const adminLink = (await linkFor('owner@example.com', count)).token;

    const ok = await reset(adminLink, 'Admin#Reset9');
    expect(ok.json()).toEqual({ message: 'Password reset successful!', account: 'admin' });
    const admin = await post('/api/auth/login', { username: 'admin', password: 'Admin#Reset9' });
    expect(admin.statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { username: 'admin', password: DEFAULT_ADMIN_PASSWORD })).statusCode,
    ).toBe(401);
    // The admin's reset did not touch the visitor's pending link nor their password.
    expect((await reset(visitorLink, 'Visitor#Own7')).json().account).toBe('visitor');
    expect((await visitorLogin(email, 'Visitor#Own7')).statusCode).toBe(200);
  });

  it('documents the identifier rule and the account kind in the API docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/auth/forgot-password'].post.description).toMatch(
      /the visitor and the admin with that e-mail each get a link/,
    );
    expect(doc.paths['/api/auth/reset-password'].post.description).toMatch(/\/login/);
    expect(doc.components.schemas.PasswordReset.properties.account.enum).toEqual(['admin', 'visitor']);
  });

  it("lifts a scanner's lock on the admin account for new addresses once the owner resets the password", async () => {
    const login = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password },
        remoteAddress,
      });
    const after = smtp.messages.length;
    expect((await forgot('admin')).statusCode).toBe(200);
    const { token } = await linkFor('owner@example.com', after);
    expect((await reset(token, 'Owner#Pass1')).statusCode).toBe(200);
    // The owner logs in from the office once; then a scan from 30 addresses.
    expect((await login('Owner#Pass1', '203.0.113.50')).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login(`Wrong@${i}abc`, `198.51.100.${i + 1}`)).statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
    // From a phone on the road (a new address): refused; from the office: in.
    expect((await login('Owner#Pass1', '192.0.2.77')).statusCode).toBe(429);
    expect((await login('Owner#Pass1', '203.0.113.50')).statusCode).toBe(200);
    // A completed reset, from the phone, lifts the lock for new addresses.
    const again = smtp.messages.length;
    expect((await forgot('admin')).statusCode).toBe(200);
    const second = await linkFor('owner@example.com', again);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: second.token, new_password: 'Owner#Pass2' },
      remoteAddress: '192.0.2.77',
    });
    expect(done.statusCode).toBe(200);
    expect((await login('Owner#Pass2', '192.0.2.77')).statusCode).toBe(200);
    expect((await login('Owner#Pass2', '192.0.2.78')).statusCode).toBe(200);
  });
});
