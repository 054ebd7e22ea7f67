import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The addresses an account last logged in from that are kept (the oldest are forgotten). */
const KEPT_PER_ACCOUNT = 20;

/** Whether the account has logged in from this address (its keyed hash) before. */
export async function isKnownAddress(
  db: Kysely<Database>,
  account: string,
  addressHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_addresses')
    .select('account')
    .where('account', '=', account)
    .where('address_hash', '=', addressHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers a successful login's address for the account, keeping its most recent few. */
export async function rememberAddress(
  db: Kysely<Database>,
  account: string,
  addressHash: string,
  at: Date,
): Promise<void> {
  const last_login_at = at.toISOString();
  await db
    .insertInto('login_addresses')
    .values({ account, address_hash: addressHash, last_login_at })
    .onConflict((oc) => oc.columns(['account', 'address_hash']).doUpdateSet({ last_login_at }))
    .execute();
  const kept = db
    .selectFrom('login_addresses')
    .select('address_hash')
    .where('account', '=', account)
    .orderBy('last_login_at', 'desc')
    .limit(KEPT_PER_ACCOUNT);
  await db
    .deleteFrom('login_addresses')
    .where('account', '=', account)
    .where('address_hash', 'not in', kept)
    .execute();
}
