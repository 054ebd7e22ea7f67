import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

// Without ADMIN_EMAIL the notice goes to the contacts e-mail (DESIGN §5), or nowhere before one is saved.
// SQLite only (test/test-db.ts): which e-mails an inquiry sends; the inquiries' writes run on both engines in
// inquiries.routes.test.ts.
describe.each(sqliteOnly)('inquiry notices without ADMIN_EMAIL on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let propertyId: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(engine, { smtpUrl: smtp.url, adminEmail: undefined });
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

  it('stores the inquiry without a notice while no admin address is known', async () => {
    expect((await post('First one')).statusCode).toBe(201);
    expect(await outbox()).toEqual([]);
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
