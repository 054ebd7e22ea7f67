import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. The dashboard's statistics (docs/decisions/0035-statistics.md).
// - properties.created_via: how a listing was made ('form', 'quick_add', 'bulk_add', 'channel'). Existing
//   listings are told apart by what they kept: Quick Add's ad text, a channel post's publication time
//   (Bulk Add keeps the chat and message but no time), else the form.
// - property_views: detail views per listing per Dubai day, a counter (no visitor is stored); they go
//   with the listing, and are kept 100 days. On SQLite stored in its key's order (WITHOUT ROWID); an
//   index of (day, listing, views) reads one day's views from the index.
// - property_view_totals: each listing's views of the days before today in each period (the previous 6,
//   29 and 89 days), rebuilt once a day; with today's views they give the top 10 of a period without
//   summing every day again. statistics_state (one row) holds the day they were built for.
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
  await db.schema
    .createIndex('property_views_day_idx')
    .on('property_views')
    .columns(['day', 'property_id', 'views'])
    .execute();
  await db.schema
    .createTable('property_view_totals')
    .addColumn('property_id', 'text', (c) => c.primaryKey().references('properties.id').onDelete('cascade'))
    .addColumn('before_7', 'integer', (c) => c.notNull())
    .addColumn('before_30', 'integer', (c) => c.notNull())
    .addColumn('before_90', 'integer', (c) => c.notNull())
    .execute();
  for (const column of ['before_7', 'before_30', 'before_90']) {
    await db.schema
      .createIndex(`property_view_totals_${column}_idx`)
      .on('property_view_totals')
      .column(column)
      .execute();
  }
  await db.schema
    .createTable('statistics_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('view_totals_day', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('statistics_state').values({ id: 1, view_totals_day: '' }).execute();

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
  await db.schema.dropTable('statistics_state').execute();
  await db.schema.dropTable('property_view_totals').execute();
  await db.schema.dropTable('property_views').execute();
  await db.schema.dropIndex('properties_created_stats_idx').execute();
  await db.schema.alterTable('properties').dropColumn('created_via').execute();
}
