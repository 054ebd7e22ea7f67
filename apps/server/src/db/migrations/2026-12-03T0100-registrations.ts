import { type Kysely, sql } from 'kysely';

// Frozen. registrations (issue 42): each registration of an address not verified yet, with the
// details typed (name, phone, password hash, language) and the code mailed for it. A second
// registration of a pending address no longer replaces the first or voids its code; verifying with a
// code applies the details of the registration that code was sent for. The verification codes in
// flight move here with the account's details; the code table keeps password-reset links only.
// one_time_codes loses its one-code-per-(purpose, target) key: a new reset link no longer voids one
// sent minutes ago (a stranger's request must not void the owner's). SQLite cannot drop a constraint,
// so the table is rebuilt on both engines.

/** The one_time_codes columns, for the table rebuilt under a temporary name. */
const codesTable = (db: Kysely<any>, name: string) =>
  db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registrations_user_idx')
    .on('registrations')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`
    insert into registrations
      (id, user_id, name, phone, password_hash, language, code_hash, attempts, expires_at, created_at)
    select c.id, u.id, u.name, u.phone, u.password_hash, u.language, c.code_hash, c.attempts,
      c.expires_at, c.created_at
    from one_time_codes c join users u on u.id = c.target
    where c.purpose = 'verify_email' and u.email_verified_at is null
  `.execute(db);
  await db.deleteFrom('one_time_codes').where('purpose', '=', 'verify_email').execute();

  await codesTable(db, 'one_time_codes_next').execute();
  await sql`
    insert into one_time_codes_next (id, purpose, target, code_hash, attempts, expires_at, created_at)
    select id, purpose, target, code_hash, attempts, expires_at, created_at from one_time_codes
  `.execute(db);
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.alterTable('one_time_codes_next').renameTo('one_time_codes').execute();
  await db.schema
    .createIndex('one_time_codes_target_idx')
    .on('one_time_codes')
    .columns(['purpose', 'target'])
    .execute();
  await db.schema.createIndex('one_time_codes_hash_idx').on('one_time_codes').column('code_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one code per (purpose, target): the newest of each pair, and each pending account's
  // newest registration's code as its e-mail code.
  await codesTable(db, 'one_time_codes_prev')
    .addUniqueConstraint('one_time_codes_purpose_target_key', ['purpose', 'target'])
    .execute();
  await sql`
    insert into one_time_codes_prev (id, purpose, target, code_hash, attempts, expires_at, created_at)
    select id, purpose, target, code_hash, attempts, expires_at, created_at from one_time_codes c
    where not exists (
      select 1 from one_time_codes n
      where n.purpose = c.purpose and n.target = c.target
        and (n.created_at > c.created_at or (n.created_at = c.created_at and n.id > c.id))
    )
  `.execute(db);
  await sql`
    insert into one_time_codes_prev (id, purpose, target, code_hash, attempts, expires_at, created_at)
    select r.id, 'verify_email', r.user_id, r.code_hash, r.attempts, r.expires_at, r.created_at
    from registrations r
    where not exists (
      select 1 from registrations n
      where n.user_id = r.user_id
        and (n.created_at > r.created_at or (n.created_at = r.created_at and n.id > r.id))
    )
  `.execute(db);
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.alterTable('one_time_codes_prev').renameTo('one_time_codes').execute();
  await db.schema.createIndex('one_time_codes_hash_idx').on('one_time_codes').column('code_hash').execute();
  await db.schema.dropTable('registrations').execute();
}
