import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';

// The SMTP server is not running at all (connection refused), not merely refusing mail with a 451:
// mail-worker-retry.test.ts and users.routes.test.ts cover that one.
// SQLite only (test/test-db.ts): the fault is the SMTP server's; the outbox that keeps the mail runs on both
// engines in outbox-queue.test.ts and mail-worker.test.ts.
describe.each(sqliteOnly)('registering while the SMTP server is stopped (%s)', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture | undefined;
  let port: number;
  let clock = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    // Take a free port, then stop the server: nothing listens there until the test starts it again.
    const first = await startSmtpCapture();
    port = Number(new URL(first.url).port);
    await first.stop();
    t = await createTestApp(engine, { smtpUrl: `smtp://127.0.0.1:${port}` }, () => clock);
  });
  afterAll(async () => {
    await t.close();
    await smtp?.stop();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.1.2.3' });

  it('registers at once, and the code arrives and works once SMTP is back on the same port', async () => {
    const email = 'smtp-outage@example.com';
    const res = await post('/api/auth/register', {
      name: 'Omar Haddad',
      email,
      phone: '+971 50 123 4567',
      password: 'Dubai@2026',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Registration successful! Check your email for verification code.',
      email,
    });

    // The worker tried, failed to connect, and kept the message for a retry.
    await t.app.ctx.mailer.worker.drain();
    const queued = await t.db.handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });

    smtp = await startSmtpCapture(port);
    clock = new Date(clock.getTime() + 15_000); // past the first retry delay (10 s)
    t.app.ctx.mailer.worker.kick();
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(code).toBeDefined();
    const verified = await post('/api/auth/verify-email', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe(email);
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
