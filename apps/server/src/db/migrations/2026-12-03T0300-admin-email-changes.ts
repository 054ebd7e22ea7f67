import type { Kysely } from 'kysely';

// Frozen. admin_email_changes (issue 42): an admin's new e-mail waits here until the link mailed to it
// is opened (token_hash: the link's token, keyed-hashed; expires_at), one per admin; the old address
// is told. A stolen token alone can no longer move an account's reset links to another mailbox.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().unique().references('admins.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_email_changes').execute();
}
