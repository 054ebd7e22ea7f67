import { sql, type Kysely } from 'kysely';

// Frozen. Several admins, two roles (ADR 0033): each admin is an owner or an editor and can be
// deactivated; e-mails are stored lower-cased and unique (several admins may have none). Invitations
// are kept as a keyed hash of the e-mailed token, with the role offered, who invited and until when.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db
    .updateTable('admins')
    .set({ email: sql`lower(trim(email))` })
    .where('email', 'is not', null)
    .execute();
  await db.updateTable('admins').set({ email: null }).where('email', '=', '').execute();
  await db.schema.createIndex('admins_email_unique').on('admins').column('email').unique().execute();

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_invitations_email').on('admin_invitations').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_invitations').execute();
  await db.schema.dropIndex('admins_email_unique').execute();
  await db.schema.alterTable('admins').dropColumn('active').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
