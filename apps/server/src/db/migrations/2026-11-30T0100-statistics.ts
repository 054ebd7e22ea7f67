import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. The dashboard's statistics (docs/decisions/0035-statistics.md).
// - properties.created_via: how a listing was made ('form', 'quick_add', 'bulk_add', 'channel'). Existing
//   listings are told apart by what they kept: Quick Add's ad text, a channel post's publication time
//   (Bulk Add keeps the chat and message but no time), else the form.
// - property_views: detail views per listing per Dubai day, a counter (no visitor is stored); they go
//   with the listing. On SQLite the table is stored in its key's order (WITHOUT ROWID): the top 10 sums
//   read it once in listing order, without sorting or a lookup per row. On PostgreSQL an index of
//   (day, listing, views) lets the sums read only the period's rows, from the index.
// - Indexes for the period's other queries: listings created in a range with how they were made and
//   their status, inquiries per listing in a range, and visitors registered or verified in a range.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('created_via', 'text', (c) => c.notNull().defaultTo('form'))
    .execute();
  await db
    .updateTable('properties')
    .set({
      created_via: sql`case
        when ad_text is not null then 'quick_add'
        when source_posted_at is not null then 'channel'
        when source_chat is not null then 'bulk_add'
        else 'form' end`,
    })
    .execute();
  await db.schema
    .createIndex('properties_created_stats_idx')
    .on('properties')
    .columns(['created_at', 'created_via', 'status'])
    .execute();

  await db.schema
    .createTable('property_views')
    .addColumn('property_id', 'text', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_views_pkey', ['property_id', 'day'])
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  if (isPostgres(db)) {
    await db.schema
      .createIndex('property_views_day_idx')
      .on('property_views')
      .columns(['day', 'property_id', 'views'])
      .execute();
  }

  await db.schema
    .createIndex('inquiries_created_property_idx')
    .on('inquiries')
    .columns(['created_at', 'property_id'])
    .execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('users_verified_idx').on('users').column('email_verified_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_verified_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropIndex('inquiries_created_property_idx').execute();
  await db.schema.dropTable('property_views').execute();
  await db.schema.dropIndex('properties_created_stats_idx').execute();
  await db.schema.alterTable('properties').dropColumn('created_via').execute();
}
