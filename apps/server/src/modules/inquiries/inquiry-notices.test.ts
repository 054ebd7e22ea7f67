import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { insertProperty } from '../../../test/fixtures.ts';
import { captureLog } from '../../../test/log-capture.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { insertAdmin } from '../admin-auth/admins.repository.ts';

// The notice goes to the contacts e-mail, else ADMIN_EMAIL, else every active owner's own e-mail
// (DESIGN §5, issue 43); nowhere while none is known.
// SQLite only (test/test-db.ts): which e-mails an inquiry sends; the inquiries' writes run on both engines in
// inquiries.routes.test.ts.
describe.each(sqliteOnly)('inquiry notices without ADMIN_EMAIL on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let propertyId: string;
  const log = captureLog();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(engine, { smtpUrl: smtp.url, adminEmail: undefined }, undefined, {
      logger: log.logger,
    });
    propertyId = await insertProperty(t.db.handle.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        property_id: propertyId,
        name: 'Lina',
        email: 'lina@example.com',
        phone: '0501234567',
        message,
      },
    });
  const outbox = () => t.db.handle.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).execute();

  it('stores the inquiry without a notice while no address is known, and says so in the log', async () => {
    const from = log.lines.length;
    expect((await post('First one')).statusCode).toBe(201);
    expect(await outbox()).toEqual([]);
    expect(log.lines.slice(from).map((line) => line.msg)).toContain(
      'inquiry stored, but nobody was notified: no contacts e-mail, ADMIN_EMAIL or owner e-mail is set',
    );
  });

  it("mails every active owner's own e-mail while there are no contacts, saying who in the log", async () => {
    const db = t.db.handle.db;
    await ensureDefaultAdmin(db, { initialPassword: undefined, email: 'first.owner@example.com' });
    await insertAdmin(db, {
      id: randomUUID(),
      username: 'second_owner',
      passwordHash: 'x',
      email: 'second.owner@example.com',
      role: 'owner',
      passwordChangedAt: new Date().toISOString(),
    });
    await insertAdmin(db, {
      id: randomUUID(),
      username: 'an_editor',
      passwordHash: 'x',
      email: 'editor@example.com',
      role: 'editor',
      passwordChangedAt: new Date().toISOString(),
    });
    const from = log.lines.length;
    expect((await post('To the owners')).statusCode).toBe(201);
    const mails = await smtp.waitFor(
      () => smtp.messages.filter((m) => m.text.includes('To the owners')).length >= 2,
    );
    expect(mails).toBeTruthy();
    const to = smtp.messages
      .filter((m) => m.text.includes('To the owners'))
      .flatMap((m) => m.to)
      .sort();
    expect(to).toEqual(['first.owner@example.com', 'second.owner@example.com']);
    const line = log.lines.slice(from).find((l) => String(l.msg).startsWith('inquiry notice queued'));
    expect(line).toMatchObject({ notified: ['first.owner@example.com', 'second.owner@example.com'] });
    await db.deleteFrom('mail_outbox').execute();
  });

  it('mails the contacts e-mail once an admin has saved contacts', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/contacts',
      payload: { phone: '+971 4 123 4567', email: 'desk@example.com' },
      headers: bearer(await adminToken(t)),
    });
    expect(saved.statusCode).toBe(200);
    expect((await post('Second one')).statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.text.includes('Second one'));
    expect(mail.to).toEqual(['desk@example.com']);
    expect(await outbox()).toHaveLength(1);
  });
});
