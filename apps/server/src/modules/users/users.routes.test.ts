import { PASSWORD_MESSAGES } from '@dd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_ADDRESS_DELAY_MS } from '../login-guard/login-guard.ts';
import { insertProperty } from '../../../test/fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

describe.each(engines)('visitor accounts on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let propertyId: string;
  let clock = new Date('2026-11-22T10:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(engine, { smtpUrl: smtp.url }, () => clock);
    propertyId = await insertProperty(t.db.handle.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  // Each request from its own address unless one is given, so the per-IP limits stay out of the way.
  let ip = 0;
  const post = (url: string, payload: object, remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const register = (email: string, overrides: object = {}, remoteAddress?: string) =>
    post(
      '/api/auth/register',
      {
        name: 'Omar Haddad',
        email,
        phone: '+971 50 123 4567',
        password: 'Dubai@2026',
        ...overrides,
      },
      remoteAddress,
    );
  const codeFor = async (email: string, after = 0) => {
    const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(mail.text).toContain(code);
    return code!;
  };

  it('registers, mails a code, verifies and the token opens a property', async () => {
    const res = await register('  Omar@Example.COM ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Registration successful! Check your email for verification code.',
      email: 'omar@example.com',
    });
    const code = await codeFor('omar@example.com');

    const early = await post('/api/auth/user-login', { email: 'omar@example.com', password: 'Dubai@2026' });
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe('Please verify your email first');

    const verified = await post('/api/auth/verify-email', { email: 'OMAR@example.com', code });
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session.user).toEqual({
      id: expect.any(String),
      name: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '+971 50 123 4567',
      language: 'en',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(detail.statusCode).toBe(200);

    const again = await post('/api/auth/verify-email', { email: 'omar@example.com', code });
    expect(again.statusCode).toBe(400);

    const login = await post('/api/auth/user-login', { email: 'omar@example.com', password: 'Dubai@2026' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('omar@example.com');

    const wrong = await post('/api/auth/user-login', { email: 'omar@example.com', password: 'Wrong@2026' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid credentials');
    const unknown = await post('/api/auth/user-login', {
      email: 'nobody@example.com',
      password: 'Dubai@2026',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe('Invalid credentials');
  });

  it('still registers while SMTP is down, and the code arrives once it is back', async () => {
    smtp.setDown(true);
    const res = await register('outage@example.com');
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.some((m) => m.to.includes('outage@example.com'))).toBe(false);
    smtp.setDown(false);
    advance(15_000); // past the first retry delay (10 s), well within the code's 10 minutes
    t.app.ctx.mailer.worker.kick();
    const code = await codeFor('outage@example.com');
    expect((await post('/api/auth/verify-email', { email: 'outage@example.com', code })).statusCode).toBe(
      200,
    );
    expect(smtp.messages.filter((m) => m.to.includes('outage@example.com'))).toHaveLength(1);
  });

  it('refuses a second account for a verified e-mail with 409', async () => {
    const res = await register('omar@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/already exists/);
  });

  const login = (email: string, password: string) => post('/api/auth/user-login', { email, password });

  it("keeps the first registration's code when a stranger registers the address again", async () => {
    await register('lina@example.com', { name: 'Lina', password: 'Owner#2026' });
    const first = await codeFor('lina@example.com');
    advance(61_000);
    const before = smtp.messages.length;
    const stranger = await register('lina@example.com', {
      name: 'URGENT call us',
      phone: '+971 55 000 0000',
      password: 'Stranger#2026',
    });
    expect(stranger.statusCode).toBe(201);
    await codeFor('lina@example.com', before);
    const notice = smtp.messages.at(-1)!;
    expect(notice.text).toContain('registered on Dubai Distress Deals again with this address');
    expect(notice.text).toContain('a code sent earlier still works');

    const ok = await post('/api/auth/verify-email', { email: 'lina@example.com', code: first });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ name: 'Lina', phone: '+971 50 123 4567' });
    expect((await login('lina@example.com', 'Owner#2026')).statusCode).toBe(200);
    expect((await login('lina@example.com', 'Stranger#2026')).statusCode).toBe(401);
  });

  it('opens the account only with the password the mailbox owner typed, whoever registered first', async () => {
    await register('rana@example.com', { name: 'Not Rana', password: 'Stranger#2026' });
    const strangers = await codeFor('rana@example.com');
    advance(61_000);
    const before = smtp.messages.length;
    await register('rana@example.com', { name: 'Rana', password: 'Owner#2026' });
    await codeFor('rana@example.com', before);

    // Rana enters the code that came first (the stranger's) with the password she just typed: her
    // password, and the name and phone she registered with.
    const ok = await post('/api/auth/verify-email', {
      email: 'rana@example.com',
      code: strangers,
      password: 'Owner#2026',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Rana');
    expect((await login('rana@example.com', 'Owner#2026')).statusCode).toBe(200);
    expect((await login('rana@example.com', 'Stranger#2026')).statusCode).toBe(401);

    // Without a password, the code's own registration is verified: the owner's, with her password.
    await register('noor@example.com', { name: 'Not Noor', password: 'Stranger#2026' });
    await codeFor('noor@example.com');
    advance(61_000);
    const mark = smtp.messages.length;
    await register('noor@example.com', { name: 'Noor', password: 'Owner#2026' });
    const noors = await codeFor('noor@example.com', mark);
    const verified = await post('/api/auth/verify-email', { email: 'noor@example.com', code: noors });
    expect(verified.json().user.name).toBe('Noor');
    expect((await login('noor@example.com', 'Owner#2026')).statusCode).toBe(200);
    expect((await login('noor@example.com', 'Stranger#2026')).statusCode).toBe(401);
  });

  it('answers 403 before verification to the password of any pending registration', async () => {
    await register('twice@example.com', { password: 'First#2026' });
    advance(61_000);
    await register('twice@example.com', { password: 'Second#2026' });
    expect((await login('twice@example.com', 'First#2026')).statusCode).toBe(403);
    expect((await login('twice@example.com', 'Second#2026')).statusCode).toBe(403);
    expect((await login('twice@example.com', 'Third#2026')).statusCode).toBe(401);
  });

  it('mails one code a minute and ten a day to an address, registrations and resends together', async () => {
    expect((await register('bomb@example.com')).statusCode).toBe(201);
    const soon = await register('bomb@example.com');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toMatch(/Too many attempts/);
    for (let sent = 1; sent < 10; sent++) {
      advance(61_000);
      const res =
        sent % 2 === 0
          ? await register('bomb@example.com')
          : await post('/api/auth/resend-code', { email: 'bomb@example.com' });
      expect(res.statusCode).toBeLessThan(300);
    }
    advance(61_000);
    expect((await register('bomb@example.com')).statusCode).toBe(429);
    expect((await post('/api/auth/resend-code', { email: 'bomb@example.com' })).statusCode).toBe(429);
    await smtp.waitFor(() => smtp.messages.filter((m) => m.to.includes('bomb@example.com')).length >= 10);
    expect(smtp.messages.filter((m) => m.to.includes('bomb@example.com'))).toHaveLength(10);
    advance(24 * 60 * 60_000);
    expect((await register('bomb@example.com')).statusCode).toBe(201);
  });

  it('refuses a name that is not a name, so no stranger writes into the greeting we sign', async () => {
    const before = smtp.messages.length;
    for (const name of ['URGENT: your account is suspended, call 0501234567', 'Visit evil.example now']) {
      const res = await register('greeting@example.com', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'name: must be a name: letters, with spaces, hyphens or apostrophes between them',
      );
    }
    expect(
      await t.db.handle.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'greeting@example.com')
        .execute(),
    ).toEqual([]);
    expect(smtp.messages.length).toBe(before);
  });

  it('expires a code after 10 minutes', async () => {
    await register('late@example.com');
    const code = await codeFor('late@example.com');
    advance(10 * 60_000 + 1_000);
    const res = await post('/api/auth/verify-email', { email: 'late@example.com', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/expired/);
  });

  it('kills a code after 5 wrong tries, even when the 6th is right', async () => {
    await register('guess@example.com');
    const code = await codeFor('guess@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/verify-email', { email: 'guess@example.com', code: wrongCode });
      expect(res.statusCode).toBe(400);
    }
    const right = await post('/api/auth/verify-email', { email: 'guess@example.com', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().detail).toMatch(/request a new code/);
  });

  it('resends at most once a minute per e-mail, answering alike for unknown e-mails', async () => {
    await register('resend@example.com');
    await codeFor('resend@example.com');
    const tooSoon = await post('/api/auth/resend-code', { email: 'resend@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    expect(tooSoon.json().detail).toMatch(/try again in \d+ (seconds?|minutes?)/);
    advance(61_000);
    const before = smtp.messages.length;
    const ok = await post('/api/auth/resend-code', { email: 'resend@example.com' });
    const unknown = await post('/api/auth/resend-code', { email: 'ghost@example.com' });
    expect(ok.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(ok.json());
    const code = await codeFor('resend@example.com', before);
    expect((await post('/api/auth/verify-email', { email: 'resend@example.com', code })).statusCode).toBe(
      200,
    );
  });

  it('enforces every password rule with the SPEC message', async () => {
    const cases: [string, string][] = [
      ['Ab1!', PASSWORD_MESSAGES.length],
      ['abcdefg1!', PASSWORD_MESSAGES.uppercase],
      ['Abcdefgh!', PASSWORD_MESSAGES.number],
      ['Abcdefgh1', PASSWORD_MESSAGES.special],
    ];
    for (const [password, message] of cases) {
      const res = await register('rules@example.com', { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().detail).toBe(message);
      expect(res.json().fields.password).toEqual([message]);
    }
  });

  it('names the field of any other invalid input', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ name: undefined }, 'name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await register('fields@example.com', overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(field);
    }
    const badCode = await post('/api/auth/verify-email', { email: 'a@example.com', code: '12ab' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().detail).toContain('code');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().detail).toBe('The request body is not valid JSON');
  });

  it('keeps a guesser out without locking the owner out of the addresses they log in from', async () => {
    const from = smtp.messages.length;
    expect((await register('lockout@example.com')).statusCode).toBe(201);
    const code = await codeFor('lockout@example.com', from);
    const verified = await post('/api/auth/verify-email', { email: 'lockout@example.com', code });
    expect(verified.statusCode).toBe(200);
    const login = (password: string, address?: string) =>
      post('/api/auth/user-login', { email: 'lockout@example.com', password }, address);
    // The owner has logged in from home before.
    expect((await login('Dubai@2026', '203.0.113.5')).statusCode).toBe(200);

    // Five failures from one address: that address is refused, even the right password.
    for (let i = 0; i < 5; i++) expect((await login(`Wrong@${i}abc`, '198.51.100.7')).statusCode).toBe(401);
    const locked = await login('Dubai@2026', '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many attempts/);
    // Ten failures from all addresses: a new address is refused; home is not.
    for (let i = 0; i < 5; i++) expect((await login(`Wrong@${i}abc`)).statusCode).toBe(401);
    expect((await login('Dubai@2026', '192.0.2.8')).statusCode).toBe(429);
    expect((await login('Dubai@2026', '203.0.113.5')).statusCode).toBe(200);
    // Another account is not affected.
    expect(
      (await post('/api/auth/user-login', { email: 'omar@example.com', password: 'Dubai@2026' })).statusCode,
    ).toBe(200);
    advance(15 * 60_000 + 1_000);
    expect((await login('Dubai@2026', '192.0.2.8')).statusCode).toBe(200);
    // At home, five typos are not a lock: the right password gets in, a little later.
    for (let i = 0; i < 5; i++) expect((await login(`Typo@${i}abc`, '203.0.113.5')).statusCode).toBe(401);
    const started = Date.now();
    expect((await login('Dubai@2026', '203.0.113.5')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(KNOWN_ADDRESS_DELAY_MS - 50);
  });

  it('counts the address that verified the e-mail as hers: a stranger cannot lock her out of it', async () => {
    const from = smtp.messages.length;
    await register('fresh@example.com', {}, '203.0.113.60');
    const code = await codeFor('fresh@example.com', from);
    const verify = await post('/api/auth/verify-email', { email: 'fresh@example.com', code }, '203.0.113.60');
    expect(verify.statusCode).toBe(200);
    // She never used the login form; a stranger fails ten times from ten addresses.
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/auth/user-login', {
        email: 'fresh@example.com',
        password: `Wrong@${i}abc`,
      });
      expect(res.statusCode).toBe(401);
    }
    const elsewhere = await post('/api/auth/user-login', {
      email: 'fresh@example.com',
      password: 'Dubai@2026',
    });
    expect(elsewhere.statusCode).toBe(429);
    const home = { email: 'fresh@example.com', password: 'Dubai@2026' };
    expect((await post('/api/auth/user-login', home, '203.0.113.60')).statusCode).toBe(200);
  });

  it('refuses an address that failed 20 times, whichever accounts it tried', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (
          await post(
            '/api/auth/user-login',
            { email: `nobody${i}@example.com`, password: 'Wrong@1abc' },
            '198.51.100.44',
          )
        ).statusCode,
      ).toBe(401);
    const res = await post(
      '/api/auth/user-login',
      { email: 'omar@example.com', password: 'Dubai@2026' },
      '198.51.100.44',
    );
    expect(res.statusCode).toBe(429);
    expect(
      (
        await post(
          '/api/auth/user-login',
          { email: 'omar@example.com', password: 'Dubai@2026' },
          '198.51.100.45',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits registrations per IP address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await register(`flood${i}@example.com`, {}, '198.51.100.9')).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
