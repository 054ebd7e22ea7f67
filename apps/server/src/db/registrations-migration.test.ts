import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVisitor } from '../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { down, up } from './migrations/2026-12-03T0100-registrations.ts';
import { migrations } from './migrations/index.ts';

const NAME = '2026-12-03T0100-registrations';
const later = Object.keys(migrations)
  .filter((name) => name > NAME)
  .sort()
  .reverse();

describe.each(engines)('registrations migration on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  it('moves an e-mail code in flight to a registration with the account details, and back', async () => {
    const db = t.handle.db;
    const { id } = await insertVisitor(db, { verified: false, email: 'pending@example.com' });
    for (const name of later) await migrations[name]!.down!(db);
    await down(db);
    const expires = new Date(Date.now() + 600_000).toISOString();
    const code = { purpose: 'verify_email', target: id, code_hash: 'h1', expires_at: expires };
    await db
      .insertInto('one_time_codes')
      .values({ id: 'c1', ...code, attempts: 2, created_at: new Date().toISOString() })
      .execute();
    await db
      .insertInto('one_time_codes')
      .values({
        id: 'c2',
        purpose: 'password_reset',
        target: 'admin-1',
        code_hash: 'h2',
        expires_at: expires,
        created_at: new Date().toISOString(),
      })
      .execute();

    await up(db);
    for (const name of [...later].reverse()) await migrations[name]!.up(db);
    const registrations = await db.selectFrom('registrations').selectAll().execute();
    expect(registrations).toEqual([
      expect.objectContaining({ user_id: id, name: 'Aisha Khan', code_hash: 'h1', attempts: 2 }),
    ]);
    const codes = await db.selectFrom('one_time_codes').select(['id', 'purpose']).execute();
    expect(codes).toEqual([{ id: 'c2', purpose: 'password_reset' }]);
    // Two links for one account may now live side by side.
    await db
      .insertInto('one_time_codes')
      .values({
        ...code,
        id: 'c3',
        purpose: 'password_reset',
        target: 'admin-1',
        code_hash: 'h3',
        created_at: new Date(Date.now() + 1000).toISOString(),
      })
      .execute();

    for (const name of later) await migrations[name]!.down!(db);
    await down(db);
    const back = await db
      .selectFrom('one_time_codes')
      .select(['id', 'purpose', 'target'])
      .orderBy('id')
      .execute();
    expect(back).toEqual([
      { id: 'c1', purpose: 'verify_email', target: id },
      { id: 'c3', purpose: 'password_reset', target: 'admin-1' },
    ]);
    await up(db);
    for (const name of [...later].reverse()) await migrations[name]!.up(db);
  });
});
