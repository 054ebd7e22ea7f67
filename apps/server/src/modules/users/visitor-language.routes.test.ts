import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertVisitor } from '../../../test/fixtures.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { dispatchAlerts } from '../alerts/alert-dispatcher.ts';

const MINUTE = 60_000;

// SQLite only (test/test-db.ts): a column of the accounts, whose queries run on both engines in
// users.routes.test.ts.
describe.each(sqliteOnly)("a visitor's language on %s", (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock = Date.parse('2026-12-01T06:00:00.000Z');
  const tick = (minutes: number) => (clock += minutes * MINUTE);
  let n = 0;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(engine, { smtpUrl: smtp.url }, () => new Date(clock), { alertPollMs: 3_600_000 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  let ip = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
    });
  const putLanguage = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/me/language', headers, payload: payload as object });
  const newEmail = (who: string) => `${who}${++n}-${engine}@example.com`;
  const register = (email: string, language?: unknown) =>
    post('/api/auth/register', {
      name: 'Ольга Петрова',
      email,
      phone: '+971 50 123 4567',
      password: 'Dubai@2026',
      ...(language === undefined ? {} : { language }),
    });
  const mailTo = (email: string, after = 0) =>
    smtp.waitFor((m: CapturedMail) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 10_000);
  const codeOf = (mail: CapturedMail) => /\b(\d{6})\b/.exec(mail.subject)![1]!;
  const login = async (email: string, password = 'Dubai@2026') => {
    const res = await post('/api/auth/user-login', { email, password });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string; user: { language: string } }>();
  };

  it('registers in Russian: the code arrives in Russian, and login answers the language', async () => {
    const email = newEmail('olga');
    expect((await register(email, 'ru')).statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Ваш код подтверждения: \d{6}$/);
    expect(mail.text).toContain('Здравствуйте, Ольга Петрова!');
    expect(mail.text).toContain('Код действует 10 минут;');
    expect(mail.headers['content-language']).toBe('ru');
    expect(mail.html).toContain('<html lang="ru" dir="ltr">');

    const verified = await post('/api/auth/verify-email', { email, code: codeOf(mail) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, language: 'ru' });
    expect((await login(email)).user.language).toBe('ru');
  });

  it('registers in Arabic: the code arrives right to left', async () => {
    const email = newEmail('aisha');
    expect((await register(email, 'ar')).statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^رمز التحقق الخاص بك: \d{6}$/);
    expect(mail.headers['content-language']).toBe('ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('خلال 10 دقائق');
  });

  it('without a language the account and its e-mail are English, as before', async () => {
    const email = newEmail('omar');
    expect((await register(email)).statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(mail.text).toContain('Hello Ольга Петрова,');
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    const verified = await post('/api/auth/verify-email', { email, code: codeOf(mail) });
    expect(verified.json().user.language).toBe('en');
  });

  it('refuses a language it does not have, with a clear 400', async () => {
    for (const language of ['de', 'RU', '', null, 7]) {
      const res = await register(newEmail('bad'), language);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('language: must be one of en, ru, ar');
    }
  });

  it('resends the code in the language asked for, else in the account’s', async () => {
    const email = newEmail('resend');
    await register(email, 'ru');
    await mailTo(email);
    tick(2);
    let after = smtp.messages.length;
    expect((await post('/api/auth/resend-code', { email, language: 'ar' })).statusCode).toBe(200);
    expect((await mailTo(email, after)).subject).toMatch(/^رمز التحقق/);
    tick(2);
    after = smtp.messages.length;
    expect((await post('/api/auth/resend-code', { email })).statusCode).toBe(200);
    expect((await mailTo(email, after)).subject).toMatch(/^Ваш код подтверждения/);
    expect((await post('/api/auth/resend-code', { email, language: 'fr' })).statusCode).toBe(400);
  });

  it('PUT /api/me/language keeps the choice; the password reset then comes in it', async () => {
    const email = newEmail('switch');
    const visitor = await insertVisitor(t.db.handle.db, { email });
    const auth = bearer(await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv }));
    expect((await login(email, 'Visitor@123')).user.language).toBe('en');

    const res = await putLanguage(auth, { language: 'ru' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await login(email, 'Visitor@123')).user.language).toBe('ru');

    const after = smtp.messages.length;
    expect((await post('/api/auth/forgot-password', { username: email })).statusCode).toBe(200);
    const reset = await mailTo(email, after);
    expect(reset.subject).toBe('Сброс пароля на Dubai Distress Deals');
    expect(reset.text).toContain('Ссылка действует 10 минут');
    expect(reset.headers['content-language']).toBe('ru');

    expect((await putLanguage(auth, { language: 'ar' })).statusCode).toBe(204);
    expect((await putLanguage(auth, { language: 'en' })).statusCode).toBe(204);
    expect((await login(email, 'Visitor@123')).user.language).toBe('en');
  });

  it('PUT /api/me/language: a bad language is a 400; only a verified visitor may set one', async () => {
    const visitor = await insertVisitor(t.db.handle.db);
    const auth = bearer(await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv }));
    for (const payload of [{ language: 'de' }, { language: '' }, {}, { language: ['ru'] }]) {
      const res = await putLanguage(auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^language: /);
    }
    const unverified = await insertVisitor(t.db.handle.db, { verified: false });
    const unverifiedToken = await t.tokens.issue({ sub: unverified.id, role: 'visitor', tv: unverified.tv });
    for (const { headers, status } of [
      { headers: bearer(await adminToken(t)), status: 403 },
      { headers: {}, status: 401 },
      { headers: bearer('not.a.token'), status: 401 },
      { headers: bearer(unverifiedToken), status: 401 },
    ]) {
      const res = await putLanguage(headers, { language: 'ru' });
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const row = await t.db.handle.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', unverified.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
  });

  /** A verified visitor in `language` with an instant alert on the word `q`. */
  async function alertIn(language: string, q: string) {
    const email = newEmail(q);
    const visitor = await insertVisitor(t.db.handle.db, { email });
    const auth = bearer(await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv }));
    expect((await putLanguage(auth, { language })).statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: auth,
      payload: { q, frequency: 'instant' },
    });
    expect(res.statusCode).toBe(201);
    tick(1);
    return email;
  }
  const round = () => dispatchAlerts(t.app.ctx, () => t.app.ctx.mailer.worker.kick());
  const listings = async (word: string, count: number) => {
    for (let i = 0; i < count; i++)
      await insertProperty(t.db.handle.db, {
        property_name: `${word} Tower ${i}`,
        original_price: 2_400_000,
        distress_price: 1_900_000,
        created_at: new Date(clock + 1 + i).toISOString(),
      });
    tick(1);
  };

  it('an alert e-mail to a Russian visitor is in Russian, with the right plural', async () => {
    const five = await alertIn('ru', 'fivefold');
    const one = await alertIn('ru', 'single');
    await listings('Fivefold', 5);
    await listings('Single', 1);
    await round();
    const mail = await mailTo(five);
    expect(mail.subject).toBe('5 новых объектов по запросу «"fivefold"»');
    expect(mail.headers['content-language']).toBe('ru');
    expect(mail.html).toContain('<html lang="ru" dir="ltr">');
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('5 новых объектов по вашему оповещению');
    expect(text).toContain('Fivefold Tower 0 (СКИДКА 21 %)');
    expect(text).toContain('1 900 000 AED (было 2 400 000 AED)');
    expect(text).toMatch(/Отписаться от этого оповещения: http\S+\/unsubscribe\?token=/);
    expect(mail.headers['list-unsubscribe']).toMatch(/\/api\/alerts\/unsubscribe\?token=/);
    const single = await mailTo(one);
    expect(single.subject).toBe('Новый объект по запросу «"single"»: Single Tower 0');
  });

  it('an alert e-mail to an Arabic visitor is right to left; an English one is unchanged', async () => {
    const arabic = await alertIn('ar', 'threefold');
    const english = await alertIn('en', 'threefold');
    await listings('Threefold', 3);
    await round();
    const ar = await mailTo(arabic);
    expect(ar.subject).toBe('3 صفقات جديدة لبحث «"threefold"»');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('إلغاء الاشتراك في هذا التنبيه');
    expect(ar.headers['content-language']).toBe('ar');
    const en = await mailTo(english);
    expect(en.subject).toBe('3 new deals for ""threefold""');
    expect(en.text.replace(/\u00a0/g, ' ')).toContain('AED 1,900,000 (was AED 2,400,000)');
    expect(en.html).toContain('<html lang="en" dir="ltr">');
  });
});
