import { PASSWORD_MESSAGES } from '@dd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertVisitor } from '../../../test/fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from './admin-bootstrap.ts';

describe.each(engines)('admin accounts on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock = new Date('2026-11-22T10:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let ip = 0;
  const from = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      engine,
      { smtpUrl: smtp.url, adminEmail: 'owner@example.com', appUrl: 'https://deals.example' },
      () => clock,
    );
    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
    await insertProperty(t.db.handle.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: from(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const login = async (password: string) => post('/api/auth/login', { username: 'admin', password });
  const adminSetup = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/admin-setup',
      headers: { authorization: `Bearer ${token}` },
    });
  const canUse = async (token: string) => {
    const res = await post(
      '/api/admin/change-password',
      { current_password: 'x', new_password: 'Valid#Pass1' },
      token,
    );
    return res.statusCode !== 401 || res.json().detail === 'Current password is incorrect';
  };

  it('shows the default credentials while they work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/admin-setup' });
    expect(res.json()).toEqual({
      default_credentials_active: true,
      username: 'admin',
      password: DEFAULT_ADMIN_PASSWORD,
    });
  });

  it('logs the admin in and rejects wrong credentials with 401', async () => {
    const ok = await login(DEFAULT_ADMIN_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: expect.any(String), username: 'admin' });
    for (const res of [
      await login('Wrong@123'),
      await post('/api/auth/login', { username: 'root', password: 'x' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Invalid credentials');
    }
    const missing = await post('/api/auth/login', { username: '', password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/username/);
  });

  it('keeps admin routes for admins: 401 without a token, 403 for a visitor', async () => {
    const body = { current_password: DEFAULT_ADMIN_PASSWORD, new_password: 'Other#Pass1' };
    expect((await post('/api/admin/change-password', body)).statusCode).toBe(401);
    expect((await post('/api/admin/change-password', body, 'not-a-token')).statusCode).toBe(401);
    const visitor = await insertVisitor(t.db.handle.db);
    const visitorToken = await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: 0 });
    const forbidden = await post('/api/admin/change-password', body, visitorToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBeTruthy();
  });

  it('changes the password: rules enforced, wrong current is 401, old tokens die, new token works', async () => {
    const old = (await login(DEFAULT_ADMIN_PASSWORD)).json().token as string;
    const wrong = await post(
      '/api/admin/change-password',
      { current_password: 'Nope@1234', new_password: 'Fresh#Pass1' },
      old,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    for (const [pw, message] of [
      ['Ab1!', PASSWORD_MESSAGES.length],
      ['abcdefg1!', PASSWORD_MESSAGES.uppercase],
      ['Abcdefgh!', PASSWORD_MESSAGES.number],
      ['Abcdefgh1', PASSWORD_MESSAGES.special],
    ]) {
      const res = await post(
        '/api/admin/change-password',
        { current_password: DEFAULT_ADMIN_PASSWORD, new_password: pw },
        old,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(message);
    }
    const changed = await post(
      '/api/admin/change-password',
      { current_password: DEFAULT_ADMIN_PASSWORD, new_password: 'Fresh#Pass1' },
      old,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password changed successfully!');
    const fresh = changed.json().token as string;
    expect(await canUse(old)).toBe(false);
    expect(await canUse(fresh)).toBe(true);
    expect((await login(DEFAULT_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login('Fresh#Pass1')).statusCode).toBe(200);
    expect((await adminSetup(fresh)).json().default_credentials_active).toBe(false);
  });

  it('resets a forgotten password by a single-use e-mailed link', async () => {
    const before = (await login('Fresh#Pass1')).json().token as string;
    expect(await canUse(before)).toBe(true); // the account's state is now remembered (SQLite)
    const unknown = await post('/api/auth/forgot-password', { username: 'nobody' });
    const known = await post('/api/auth/forgot-password', { username: 'admin' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If the username exists, a password reset email will be sent.');

    const mail = await smtp.waitFor((m) => m.to.includes('owner@example.com'));
    const link = /https:\/\/deals\.example\/reset-password\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const weak = await post('/api/auth/reset-password', { token, new_password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const ok = await post('/api/auth/reset-password', { token, new_password: 'Reset#Pass2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password reset successful!');
    expect((await post('/api/auth/reset-password', { token, new_password: 'Again#Pass3' })).statusCode).toBe(
      400,
    );
    expect((await login('Reset#Pass2')).statusCode).toBe(200);
    expect(await canUse(before)).toBe(false);
  });

  it('keeps older links until one is used, expires links after 10 minutes and rejects made-up tokens', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const count = smtp.messages.length;
      await post('/api/auth/forgot-password', { username: 'admin' });
      const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= count && m.subject.length > 0);
      tokens.push(decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]!));
    }
    // The first link still works after a newer request; once used, the account's other links end.
    const first = await post('/api/auth/reset-password', { token: tokens[0]!, new_password: 'First#Pass4' });
    expect(first.statusCode).toBe(200);
    const stale = await post('/api/auth/reset-password', { token: tokens[2]!, new_password: 'Older#Pass4' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toMatch(/invalid or has expired/);
    const count = smtp.messages.length;
    await post('/api/auth/forgot-password', { username: 'admin' });
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= count && m.subject.length > 0);
    tokens[1] = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]!);
    advance(10 * 60_000 + 1_000);
    expect(
      (await post('/api/auth/reset-password', { token: tokens[1]!, new_password: 'Late#Pass5x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/reset-password', { token: 'made-up', new_password: 'Made#Up123' })).statusCode,
    ).toBe(400);
  });
});
