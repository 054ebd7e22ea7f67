import type { Kysely } from 'kysely';

// Frozen. Alerts as Telegram messages (docs/decisions/0037-telegram-alerts.md):
// - telegram_link_tokens: the one-time tokens of `t.me/<bot>?start=<token>` links, as keyed hashes,
//   with whose account they tie a chat to and until when (single use: the row is deleted when used).
// - telegram_links: the private chat a visitor gets alerts in (one per visitor, one visitor per chat).
// - telegram_alert_deliveries: one row per listing an alert has sent to Telegram; its primary key
//   decides who sends, as alert_deliveries does for e-mail.
// - telegram_outbox: the bot's messages to private chats (alerts and answers), sent by the instance
//   that talks to Telegram, retried with backoff.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telegram_link_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('telegram_link_tokens_user_idx')
    .on('telegram_link_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('telegram_links')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull().unique())
    .addColumn('chat_name', 'text')
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('telegram_alert_deliveries')
    .addColumn('saved_search_id', 'text', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('telegram_alert_deliveries_pk', ['saved_search_id', 'property_id'])
    .execute();

  await db.schema
    .createTable('telegram_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('telegram_outbox_due_idx')
    .on('telegram_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telegram_outbox').execute();
  await db.schema.dropTable('telegram_alert_deliveries').execute();
  await db.schema.dropTable('telegram_links').execute();
  await db.schema.dropTable('telegram_link_tokens').execute();
}
