import type { Kysely } from 'kysely';

// Frozen. A channel's post cannot change a published listing by itself (docs/decisions/0046):
// - listing_suggestions: what a post of another channel (or of the listing's own channel outside
//   publish mode) says of a listing: a price ('price') or a status ('status'), from the post
//   (chat_id, message_id) that said it, until an admin accepts or ignores it (resolution, resolved_at,
//   resolved_by: the admin's name). One per post and kind: an edit of the post updates it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_suggestions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price', 'integer')
    .addColumn('status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addUniqueConstraint('listing_suggestions_post_kind', ['listing_id', 'chat_id', 'message_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('listing_suggestions_listing_idx')
    .on('listing_suggestions')
    .columns(['listing_id', 'resolution'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_suggestions').execute();
}
