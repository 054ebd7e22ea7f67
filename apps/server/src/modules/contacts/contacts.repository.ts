import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function findContacts(db: Executor) {
  return db
    .selectFrom('contacts')
    .select(['phone', 'email', 'whatsapp', 'address'])
    .where('id', '=', 1)
    .executeTakeFirst();
}
