import type { Kysely } from 'kysely';

// Frozen. Where a deal stands: 'available', 'reserved' or 'sold' (the app checks the value), and when
// that last changed (null until it first does). A sold listing leaves the public list's default view
// some days after `status_changed_at`.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .execute();
  await db.schema.alterTable('properties').addColumn('status_changed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('properties').dropColumn('status').execute();
}
