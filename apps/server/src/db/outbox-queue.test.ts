import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import {
  claimDueMessages,
  findOutboxMessage,
  insertOutboxMessages,
  markRetry,
  markSent,
  releaseClaim,
} from '../modules/mail/outbox.repository.ts';
import {
  claimDueTelegramMessages,
  failTelegramMessage,
  markTelegramSent,
  queueTelegramMessages,
  retryTelegramMessage,
} from '../modules/telegram-bot/telegram-outbox.repository.ts';

/** The queue's state machine as each outbox uses it: what the two tables share and where they differ. */
describe.each(engines)('outbox queue (%s)', (engine) => {
  let testDb: TestDb;
  const t0 = new Date('2026-12-01T10:00:00.000Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const iso = (value: Date | string | null | undefined) =>
    value == null ? value : new Date(value).toISOString();

  beforeEach(async () => {
    testDb = await createTestDb(engine);
  });
  afterEach(() => testDb.dispose());

  const mail = (id: string) => ({ id, to: 'a@example.test', subject: 's', text: 't', html: '<p>t</p>' });
  const telegramRow = (db: TestDb, id: string) =>
    db.handle.db.selectFrom('telegram_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('mail: a claim leases the row and counts the attempt; a released claim keeps its last error', async () => {
    const { db } = testDb.handle;
    await insertOutboxMessages(db, [mail('m1')], t0);
    const [first] = await claimDueMessages(db, { now: t0, limit: 5, maxAttempts: 3 });
    expect(first).toMatchObject({ id: 'm1', to: 'a@example.test', attempts: 1 });
    expect(iso((await findOutboxMessage(db, 'm1'))?.next_attempt_at)).toBe(later(2 * 60_000).toISOString());
    expect(await claimDueMessages(db, { now: later(1000), limit: 5, maxAttempts: 3 })).toEqual([]);

    await markRetry(db, 'm1', 'x'.repeat(1200), later(1000));
    const [second] = await claimDueMessages(db, {
      now: later(1000),
      limit: 5,
      maxAttempts: 3,
      leaseMs: 5000,
    });
    expect(second?.attempts).toBe(2);
    await releaseClaim(db, 'm1', later(2000));
    const released = await findOutboxMessage(db, 'm1');
    expect(released).toMatchObject({ status: 'pending', attempts: 1, last_error: `${'x'.repeat(1000)}…` });

    await markSent(db, 'm1', later(3000));
    expect((await findOutboxMessage(db, 'm1'))?.status).toBe('pending');
  });

  it('telegram: claims oldest first, gives an uncounted attempt back, marks only claimed rows, and sent clears the last error', async () => {
    const { db } = testDb.handle;
    for (const n of [1, 2, 3])
      await queueTelegramMessages(db, [{ chatId: '42', payload: { text: `m${n}` } }], later(n - 3));
    const claimed = await claimDueTelegramMessages(db, t0, 2, 3);
    expect(claimed.map((m) => m.payload.text)).toEqual(['m1', 'm2']);
    const [one, two] = claimed as [(typeof claimed)[0], (typeof claimed)[0]];

    await retryTelegramMessage(db, one.id, later(1000), 'wait', false);
    expect(await telegramRow(testDb, one.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      last_error: 'wait',
    });
    await retryTelegramMessage(db, two.id, later(1001), null);
    expect(await telegramRow(testDb, two.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: null,
    });

    // Only claimed rows are marked: not yet claimed again, nothing changes.
    await markTelegramSent(db, one.id, later(1500));
    expect((await telegramRow(testDb, one.id)).status).toBe('pending');
    // m3 has waited since t0, the two retried since t0 + 1 s.
    expect((await claimDueTelegramMessages(db, later(1001), 5, 3)).map((m) => m.payload.text)).toEqual([
      'm3',
      'm1',
      'm2',
    ]);
    await markTelegramSent(db, one.id, later(2000));
    expect(await telegramRow(testDb, one.id)).toMatchObject({ status: 'sent', last_error: null });
    await failTelegramMessage(db, two.id, 'gone');
    expect(await telegramRow(testDb, two.id)).toMatchObject({ status: 'failed', last_error: 'gone' });
    // A sender whose lease ran out cannot fail a message that was delivered meanwhile.
    await failTelegramMessage(db, one.id, 'late failure');
    expect(await telegramRow(testDb, one.id)).toMatchObject({ status: 'sent', last_error: null });
  });
});
