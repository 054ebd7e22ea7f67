import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
