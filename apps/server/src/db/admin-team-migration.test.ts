import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { insertAdmin } from '../modules/admin-auth/admins.repository.ts';
import { toBool } from './values.ts';
import { down, up } from './migrations/2026-11-29T0300-admin-team.ts';

describe.each(engines)('admin team migration on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  it('goes down and up again; the admins that were there come back as active owners, e-mails lower-cased', async () => {
    await insertAdmin(t.handle.db, { id: 'a-1', username: 'admin', passwordHash: 'x', email: null });
    await down(t.handle.db);
    await t.handle.db
      .insertInto('admins' as never)
      .values({
        id: 'a-2',
        username: 'old',
        password_hash: 'x',
        email: ' Old@Example.COM ',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as never)
      .execute();
    await up(t.handle.db);
    const admins = await t.handle.db.selectFrom('admins').selectAll().orderBy('id').execute();
    expect(admins.map((a) => [a.id, a.email, a.role, toBool(a.active)])).toEqual([
      ['a-1', null, 'owner', true],
      ['a-2', 'old@example.com', 'owner', true],
    ]);
    // Unique e-mails, while any number of admins may have none.
    await insertAdmin(t.handle.db, { id: 'a-3', username: 'third', passwordHash: 'x', email: null });
    await expect(
      insertAdmin(t.handle.db, {
        id: 'a-4',
        username: 'fourth',
        passwordHash: 'x',
        email: 'OLD@example.com',
      }),
    ).rejects.toThrow();
  });
});
