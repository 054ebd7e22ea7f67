import type { Kysely } from 'kysely';

// Frozen. One deal, one listing (docs/decisions/0019-one-deal-one-listing.md):
// - property_images.phash, draft_images.phash: each photo's 64-bit difference hash (16 hex digits),
//   computed once when it is stored; null for images stored before.
// - listing_sources: the other posts of a listing's deal (reposts in other channels, other agents).
// - price_changes: every fall or rise of a listing's distress price, for "Price reduced from … on …".

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('property_images').addColumn('phash', 'text').execute();
  await db.schema.alterTable('draft_images').addColumn('phash', 'text').execute();
  // Candidates of the same deal are looked up by price first.
  await db.schema.createIndex('properties_price_idx').on('properties').column('distress_price').execute();

  await db.schema
    .createTable('listing_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('distress_price', 'integer')
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_sources_post_key')
    .on('listing_sources')
    .columns(['chat_id', 'message_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('listing_sources_listing_idx')
    .on('listing_sources')
    .column('listing_id')
    .execute();

  await db.schema
    .createTable('price_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('old_price', 'integer', (c) => c.notNull())
    .addColumn('new_price', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('price_changes_listing_idx')
    .on('price_changes')
    .columns(['listing_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_changes').execute();
  await db.schema.dropTable('listing_sources').execute();
  await db.schema.dropIndex('properties_price_idx').execute();
  await db.schema.alterTable('draft_images').dropColumn('phash').execute();
  await db.schema.alterTable('property_images').dropColumn('phash').execute();
}
