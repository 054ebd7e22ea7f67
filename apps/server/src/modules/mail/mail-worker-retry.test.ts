import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import { toIso } from '../../db/values.ts';
import { passwordResetEmail } from '../../emails/password-reset.ts';
import { createMailTransport, type MailLogger, type MailTransport } from './mail-transport.ts';
import { retryDelayMs, startMailWorker, type MailWorker } from './mail-worker.ts';
import { enqueueMail } from './mailer.ts';
import { findOutboxMessage } from './outbox.repository.ts';

describe.each(engines)('mail worker retries (%s)', (engine) => {
  let smtp: SmtpCapture;
  let testDb: TestDb;
  let transport: MailTransport;
  let worker: MailWorker;
  let clock: number;
  let logged: { level: string; msg: string; obj: object }[];
  const now = () => new Date(clock);
  const logger: MailLogger = {
    info: (obj, msg) => logged.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => logged.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => logged.push({ level: 'error', msg, obj }),
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    testDb = await createTestDb(engine);
    clock = Date.parse('2026-12-01T10:00:00.000Z');
    logged = [];
    smtp.messages.length = 0;
    transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: 'x@example.test', dataDir: '', logger });
    worker = startMailWorker({
      db: testDb.handle.db,
      transport,
      logger,
      pollIntervalMs: 60_000,
      now,
      maxAttempts: 3,
    });
  });
  afterEach(async () => {
    await worker.stop();
    transport.close();
    smtp.setDown(false);
    await testDb.dispose();
  });

  const resetLink = 'https://deals.example/reset-password?token=SECRET-TOKEN-123';
  const enqueueReset = () =>
    enqueueMail(
      testDb.handle.db,
      {
        to: 'admin@example.com',
        ...passwordResetEmail({ account: 'admin', username: 'admin', link: resetLink, minutes: 10 }),
      },
      now(),
    );

  it('an SMTP outage keeps the message pending, then it arrives exactly once after the backoff', async () => {
    smtp.setDown(true);
    const id = await enqueueReset(); // the request that queues it succeeds during the outage
    await worker.drain();

    const afterFailure = await findOutboxMessage(testDb.handle.db, id);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure?.last_error).toMatch(/451/);
    expect(toIso(afterFailure!.next_attempt_at)).toBe(new Date(clock + retryDelayMs(1)).toISOString());
    expect(smtp.messages).toHaveLength(0);

    smtp.setDown(false);
    await worker.drain(); // not due yet
    expect(smtp.messages).toHaveLength(0);
    clock += retryDelayMs(1);
    await worker.drain();
    clock += 3_600_000;
    await worker.drain();

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.text).toContain(resetLink);
    expect(await findOutboxMessage(testDb.handle.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
    const secretLogged = logged.some((l) => JSON.stringify(l).includes('SECRET-TOKEN'));
    expect(secretLogged).toBe(false);
  });

  it('backs off 10 s, 30 s, 2 min, 10 min, 30 min, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([
      10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000,
    ]);
  });

  it('gives up after the maximum number of attempts and keeps the row as failed', async () => {
    smtp.setDown(true);
    const id = await enqueueReset();
    for (let i = 0; i < 3; i++) {
      await worker.drain();
      clock += 3_600_000;
    }
    const row = await findOutboxMessage(testDb.handle.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.last_error).toMatch(/451/);
    expect(logged.filter((l) => l.level === 'error')).toHaveLength(1);

    smtp.setDown(false);
    await worker.drain();
    expect(smtp.messages).toHaveLength(0);
    expect(await findOutboxMessage(testDb.handle.db, id)).toMatchObject({ status: 'failed', attempts: 3 });
  });
});
