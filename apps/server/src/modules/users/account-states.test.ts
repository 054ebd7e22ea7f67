import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertVisitor } from '../../../test/fixtures.ts';
import { createTestDb, type TestDb } from '../../../test/test-db.ts';
import { createAccountStates } from '../../lib/account-states.ts';
import { accountReader } from './account-reader.ts';

describe('account states (SQLite)', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb('sqlite');
  });
  afterEach(async () => t.dispose());

  const bumpVersion = (id: string) =>
    t.handle.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .execute();

  it('remembers a state until changed() and reads the account again after it', async () => {
    const states = createAccountStates(accountReader(t.handle.db), { remember: true });
    const { id } = await insertVisitor(t.handle.db);
    expect(await states.get('visitor', id)).toEqual({ tokenVersion: 0, active: true });
    await bumpVersion(id);
    expect(await states.get('visitor', id)).toEqual({ tokenVersion: 0, active: true });
    states.changed();
    expect(await states.get('visitor', id)).toEqual({ tokenVersion: 1, active: true });
  });

  it('does not keep a state whose read started before a change', async () => {
    const states = createAccountStates(accountReader(t.handle.db), { remember: true });
    const { id } = await insertVisitor(t.handle.db);
    const reading = states.get('visitor', id);
    states.changed();
    expect(await reading).toEqual({ tokenVersion: 0, active: true });
    await bumpVersion(id);
    expect((await states.get('visitor', id))?.tokenVersion).toBe(1);
  });

  it('reads every time when told not to remember (another instance may write)', async () => {
    const states = createAccountStates(accountReader(t.handle.db), { remember: false });
    const { id } = await insertVisitor(t.handle.db);
    expect((await states.get('visitor', id))?.tokenVersion).toBe(0);
    await bumpVersion(id);
    expect((await states.get('visitor', id))?.tokenVersion).toBe(1);
  });

  it('tells an unverified visitor and an unknown id apart from a valid account', async () => {
    const states = createAccountStates(accountReader(t.handle.db), { remember: true });
    const { id } = await insertVisitor(t.handle.db, { verified: false });
    expect(await states.get('visitor', id)).toEqual({ tokenVersion: 0, active: false });
    expect(await states.get('admin', id)).toBeUndefined();
    expect(await states.get('visitor', 'no-such-id')).toBeUndefined();
  });

  it('forgets the least recently used state beyond its size', async () => {
    const states = createAccountStates(accountReader(t.handle.db), { remember: true, maxEntries: 1 });
    const first = await insertVisitor(t.handle.db);
    const second = await insertVisitor(t.handle.db);
    await states.get('visitor', first.id);
    await states.get('visitor', second.id);
    await bumpVersion(first.id);
    expect((await states.get('visitor', first.id))?.tokenVersion).toBe(1);
  });
});
