import type { Kysely } from 'kysely';

// Frozen. The activity log (the team issue, part 2): who did what and when — listing changes, drafts,
// imports, channel modes, contact info, logins and failed logins. `admin` is the username then (or
// the name a failed login typed), `property_name` the listing's name then, so an entry reads the same
// after a rename or a delete. `details` is JSON: an edit's changed fields, a bulk action's counts.
// Read newest first, whole or by admin, action or listing: an index for each, ending with (at, id).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('admin_id', 'text')
    .addColumn('admin', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('property_id', 'text')
    .addColumn('property_name', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at desc', 'id desc']).execute();
  for (const column of ['admin_id', 'action', 'property_id'])
    await db.schema
      .createIndex(`audit_log_${column}_idx`)
      .on('audit_log')
      .columns([column, 'at desc', 'id desc'])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
