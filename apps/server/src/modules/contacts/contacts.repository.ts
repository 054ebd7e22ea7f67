import type { Contacts } from '@dd/core';
import type { Executor } from '../../db/schema.ts';

/** The one contacts row (id 1), or undefined while no admin has saved contacts. */
export function findContacts(db: Executor): Promise<Contacts | undefined> {
  return db
    .selectFrom('contacts')
    .select(['phone', 'email', 'whatsapp', 'address'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Inserts the contacts row or replaces it (ON CONFLICT works on SQLite and PostgreSQL alike). */
export function saveContacts(db: Executor, contacts: Contacts, now: Date): Promise<Contacts> {
  const values = { ...contacts, updated_at: now.toISOString() };
  return db
    .insertInto('contacts')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .returning(['phone', 'email', 'whatsapp', 'address'])
    .executeTakeFirstOrThrow();
}
