import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMail, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestDb, sqliteOnly, type TestDb } from '../../../test/test-db.ts';
import { verificationCodeEmail } from '../../emails/verification-code.ts';
import { startMailer, type MailerOptions } from './mailer.ts';

const message = {
  to: 'aisha@example.com',
  ...verificationCodeEmail({ name: 'Aisha', code: '482913', minutes: 10 }),
};

// SQLite only (test/test-db.ts): the messages and their sending; the outbox runs on both engines in outbox-
// queue.test.ts and mail-worker.test.ts.
describe.each(sqliteOnly)('mailer (%s)', (engine) => {
  let smtp: SmtpCapture;
  let testDb: TestDb;
  let mailer: ReturnType<typeof startMailer>;
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= mailer.stop());
  let logLines: string[];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    testDb = await createTestDb(engine);
    logLines = [];
  });
  afterEach(async () => {
    await stop();
    stopped = undefined;
    await testDb.dispose();
  });

  function build(options: Partial<MailerOptions> = {}): void {
    mailer = startMailer({
      db: testDb.handle.db,
      logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
      smtpUrl: undefined,
      mailFrom: 'Dubai Distress Deals <no-reply@example.test>',
      dataDir: testDb.dataDir,
      pollIntervalMs: 3_600_000,
      ...options,
    });
  }

  const outboxDir = () => join(testDb.dataDir, 'outbox');
  const emlFiles = () => (existsSync(outboxDir()) ? readdirSync(outboxDir()) : []);

  it('without SMTP_URL writes a parseable .eml file and logs the text, once the transaction commits', async () => {
    build();
    await testDb.handle.db.transaction().execute((trx) => mailer.send(message, trx));
    const status = async () =>
      (await testDb.handle.db.selectFrom('mail_outbox').select('status').executeTakeFirst())?.status;
    await expect.poll(status, { timeout: 5000 }).toBe('sent');
    expect(emlFiles()).toHaveLength(1);

    const file = emlFiles()[0]!;
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    const parsed = parseMail(readFileSync(join(outboxDir(), file), 'utf8'));
    expect(parsed.headers.to).toBe('aisha@example.com');
    expect(parsed.headers.from).toContain('no-reply@example.test');
    expect(parsed.subject).toBe('Your verification code: 482913');
    expect(parsed.text).toContain('482913');
    expect(parsed.html).toContain('482913');
    const infoLines = logLines.map((l) => JSON.parse(l) as { level: number; msg: string });
    const devLog = infoLines.find((l) => l.level === 30 && l.msg.includes('[dev mail]'));
    expect(devLog?.msg).toContain('To: aisha@example.com');
    expect(devLog?.msg).toContain('482913');
  });

  it('queues nothing when the transaction rolls back', async () => {
    build();
    const failing = testDb.handle.db.transaction().execute(async (trx) => {
      await mailer.send(message, trx);
      throw new Error('registration failed');
    });
    await expect(failing).rejects.toThrow('registration failed');
    await mailer.worker.drain();
    expect(emlFiles()).toHaveLength(0);
    expect(await testDb.handle.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });

  it('with SMTP_URL sends at once over SMTP without waiting for the poll', async () => {
    build({ smtpUrl: smtp.url });
    await mailer.send({ ...message, to: 'smtp@example.com' });
    const mail = await smtp.waitFor((m) => m.to.includes('smtp@example.com'), 3000);
    expect(mail.subject).toBe('Your verification code: 482913');
    expect(emlFiles()).toHaveLength(0);
  });

  it('stops the worker when the mailer stops; the message stays queued for the next start', async () => {
    smtp.setDown(true);
    try {
      build({ smtpUrl: smtp.url });
      await mailer.send({ ...message, to: 'later@example.com' });
      await mailer.worker.drain();
      await stop();
      const rows = await testDb.handle.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
      expect(rows).toEqual([{ status: 'pending', attempts: 1 }]);
    } finally {
      smtp.setDown(false);
    }
  });
});
