import type { Kysely } from 'kysely';

// Frozen. Where each admin and visitor has logged in from (ADR 0030): a keyed hash of the address (an
// IPv4 address, an IPv6 /64), its last login, a few per account. A stranger's failed logins then cannot
// lock an account out of the addresses its owner uses.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_addresses')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_addresses_pk', ['account', 'address_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
}
