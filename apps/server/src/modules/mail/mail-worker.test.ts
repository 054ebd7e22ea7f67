import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import { verificationCodeEmail } from '../../emails/verification-code.ts';
import { createMailTransport, type MailLogger, type MailTransport } from './mail-transport.ts';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { enqueueMail } from './mailer.ts';
import { claimDueMessages, findOutboxMessage } from './outbox.repository.ts';

const quiet: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(engines)('mail worker (%s)', (engine) => {
  let smtp: SmtpCapture;
  let testDb: TestDb;
  let clock: number;
  const now = () => new Date(clock);
  const running: { worker: MailWorker; transport: MailTransport }[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    testDb = await createTestDb(engine);
    clock = Date.parse('2026-12-01T10:00:00.000Z');
    smtp.messages.length = 0;
    smtp.setDown(false);
  });
  afterEach(async () => {
    for (const { worker, transport } of running.splice(0)) {
      await worker.stop();
      transport.close();
    }
    await testDb.dispose();
  });

  function start(options: Partial<MailWorkerOptions> = {}): MailWorker {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Dubai Distress Deals <no-reply@example.test>',
      dataDir: testDb.dataDir,
      logger: quiet,
    });
    const worker = startMailWorker({
      db: testDb.handle.db,
      transport,
      logger: quiet,
      pollIntervalMs: 60_000,
      now,
      ...options,
    });
    running.push({ worker, transport });
    return worker;
  }

  const enqueueCode = (to: string, code = '482913') =>
    enqueueMail(
      testDb.handle.db,
      { to, ...verificationCodeEmail({ name: 'Aisha', code, minutes: 10 }) },
      now(),
    );

  it('delivers a queued message over SMTP and marks it sent', async () => {
    const worker = start();
    const id = await enqueueCode('aisha@example.com');
    await worker.drain();

    const mail = await smtp.waitFor((m) => m.to.includes('aisha@example.com'));
    expect(mail.from).toBe('no-reply@example.test');
    expect(mail.subject).toBe('Your verification code: 482913');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
    expect(mail.headers['x-outbox-id']).toBe(id);
    const row = await findOutboxMessage(testDb.handle.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sent_at).not.toBeNull();
  });

  it('kick() sends at once, without waiting for the next poll', async () => {
    const worker = start({ pollIntervalMs: 3_600_000 });
    await worker.drain();
    await enqueueCode('kick@example.com', '111222');
    worker.kick();
    const mail = await smtp.waitFor((m) => m.to.includes('kick@example.com'), 3000);
    expect(mail.text).toContain('111222');
  });

  it('two workers on one database never deliver a message twice', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add(await enqueueCode(`user${i}@example.com`, String(100000 + i)));
    const [a, b] = [start({ batchSize: 3 }), start({ batchSize: 3 })];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

    const delivered = smtp.messages.map((m) => m.headers['x-outbox-id']);
    expect(delivered).toHaveLength(12);
    expect(new Set(delivered)).toEqual(ids);
    const statuses = await testDb.handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .execute();
    expect(statuses.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a new worker after a restart delivers what the old one left pending', async () => {
    smtp.setDown(true);
    const first = start();
    const id = await enqueueCode('restart@example.com');
    await first.drain();
    await first.stop();
    expect(await findOutboxMessage(testDb.handle.db, id)).toMatchObject({ status: 'pending', attempts: 1 });

    smtp.setDown(false);
    clock += 10_000;
    await start().drain();
    await smtp.waitFor((m) => m.to.includes('restart@example.com'));
    expect(smtp.messages).toHaveLength(1);
    expect(await findOutboxMessage(testDb.handle.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a message claimed by a worker that crashed is sent again once its lease expires', async () => {
    const id = await enqueueCode('crash@example.com');
    const claimed = await claimDueMessages(testDb.handle.db, { now: now(), limit: 10, maxAttempts: 10 });
    expect(claimed.map((m) => m.id)).toEqual([id]); // ...and the claimer dies here

    const worker = start();
    await worker.drain();
    expect(smtp.messages).toHaveLength(0);
    clock += 2 * 60_000;
    await worker.drain();
    expect(smtp.messages).toHaveLength(1);
    expect(await findOutboxMessage(testDb.handle.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
