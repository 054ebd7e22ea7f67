import type { Kysely } from 'kysely';

// Frozen. Saved searches and their alerts (docs/decisions/0032-saved-search-alerts.md):
// - saved_searches: a visitor's search (the home page's filters), how often it sends (instant or
//   daily), whether it is on, and when its last daily digest fell due.
// - alert_deliveries: one row per listing an alert has sent; its primary key decides who sends, so
//   no listing goes twice to the same alert, across restarts and instances.
// - alert_state: the instant alerts' cursor (listings published or cheaper since then are looked at).
// - mail_outbox.list_unsubscribe: the one-click unsubscribe address an alert e-mail carries.
// - price_changes_changed_idx: the price drops since the cursor.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('q', 'text')
    .addColumn('location', 'text')
    .addColumn('property_type', 'text')
    .addColumn('min_price', 'bigint')
    .addColumn('max_price', 'bigint')
    .addColumn('min_discount', 'integer')
    .addColumn('min_below_market', 'integer')
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_digest_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user_idx')
    .on('saved_searches')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('saved_searches_frequency_idx')
    .on('saved_searches')
    .columns(['frequency', 'active'])
    .execute();

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('saved_search_id', 'text', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_deliveries_pk', ['saved_search_id', 'property_id'])
    .execute();

  await db.schema
    .createTable('alert_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('instant_cursor', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
  await db.schema.createIndex('price_changes_changed_idx').on('price_changes').column('changed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('price_changes_changed_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.dropTable('alert_state').execute();
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.dropTable('saved_searches').execute();
}
