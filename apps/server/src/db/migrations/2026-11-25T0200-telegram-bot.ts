import type { Kysely } from 'kysely';

// Frozen. Following Telegram channels with a bot (docs/decisions/0018-telegram-bot.md):
// - telegram_state: one row (id 1): the getUpdates offset, the lease of the instance that polls, and
//   the bot's last known connection state (shared, so every instance reports the same).
// - telegram_updates: every update as received, stored before the offset moves past it (update_id is
//   the key, so one delivered twice is stored once); `status` pending → done | failed.
// - telegram_channels: the channels the bot was added to, their mode and counters.
// - telegram_posts: every channel message read (album parts too), with the listing or draft made of it,
//   so edits, replies and late album parts find it.
// - drafts and draft_images: ads waiting for an admin (review mode, or incomplete).
// - properties.manual_fields: fields an admin changed by hand, kept when the post is edited.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telegram_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('poll_offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('leader_id', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('bot_username', 'text')
    .addColumn('connection', 'text', (c) => c.notNull().defaultTo('starting'))
    .addColumn('connection_detail', 'text')
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await db.insertInto('telegram_state').values({ id: 1, poll_offset: 0, connection: 'starting' }).execute();

  await db.schema
    .createTable('telegram_updates')
    .addColumn('update_id', 'bigint', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'text')
    .addColumn('media_group_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('telegram_updates_status_idx')
    .on('telegram_updates')
    .columns(['status', 'update_id'])
    .execute();

  await db.schema
    .createTable('telegram_channels')
    .addColumn('chat_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('review'))
    .addColumn('member_status', 'text', (c) => c.notNull())
    .addColumn('posts_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('listings_created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_post_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source_chat', 'text')
    .addColumn('source_message_id', 'text')
    .addColumn('post_text', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('manual_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('posted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('drafts_source_key')
    .on('drafts')
    .columns(['source_chat', 'source_message_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('draft_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('draft_id', 'text', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('card_path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draft_images_draft_idx').on('draft_images').column('draft_id').execute();

  await db.schema
    .createTable('telegram_posts')
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('media_group_id', 'text')
    .addColumn('listing_id', 'text')
    .addColumn('draft_id', 'text')
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('telegram_posts_pkey', ['chat_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('telegram_posts_group_idx')
    .on('telegram_posts')
    .columns(['chat_id', 'media_group_id'])
    .execute();

  await db.schema.alterTable('properties').addColumn('manual_fields', 'text').execute();
  await db.schema.alterTable('properties').addColumn('source_posted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('source_posted_at').execute();
  await db.schema.alterTable('properties').dropColumn('manual_fields').execute();
  await db.schema.dropTable('telegram_posts').execute();
  await db.schema.dropTable('draft_images').execute();
  await db.schema.dropTable('drafts').execute();
  await db.schema.dropTable('telegram_channels').execute();
  await db.schema.dropTable('telegram_updates').execute();
  await db.schema.dropTable('telegram_state').execute();
}
