import type { Kysely } from 'kysely';

// Frozen. The deals a visitor saved (docs/decisions/0031-favourites.md): one row per visitor and listing.
// No foreign key to the listing: a favourite outlives a deleted listing, and shows it as no longer
// listed under the name and location it had when it was saved (kept here for that). The visitor's
// favourites go with the visitor.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('property_name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'property_id'])
    .execute();
  // A visitor's list, newest first.
  await db.schema
    .createIndex('favorites_user_created_idx')
    .on('favorites')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favorites').execute();
}
