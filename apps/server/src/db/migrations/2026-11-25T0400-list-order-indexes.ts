import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. One index per order of the public list (LISTING_SORTS), each ending with the featured
// order and the id as the list's queries do, so that a page in any order, after any cursor, is read
// from an index in order instead of sorting the whole table (featured uses properties_order_idx).
// The discount index is on the expression the list orders by (properties.repository.ts, DISCOUNT_SQL):
// the saving as a fraction of the original price, in doubles on both engines. The price index starts
// with distress_price, so it replaces properties_price_idx (the same-deal lookup by price) and serves
// the price range filters too.
// PostgreSQL only, planner statistics (not schema): without them it takes a case-insensitive
// containment (`lower(location) like '%marina%'`) and the list's price bounds (`distress_price + 0`)
// to match almost nothing, and sorts the whole table instead of reading an order's index until the
// page is full. SQLite plans these queries without statistics.

/** Expressions the public list filters on, named for their statistics objects. */
const FILTERED = {
  properties_lower_name_stats: sql`lower(property_name)`,
  properties_lower_developer_stats: sql`lower(developer)`,
  properties_lower_location_stats: sql`lower(location)`,
  properties_lower_type_stats: sql`lower(property_type)`,
  properties_list_price_stats: sql`distress_price + 0`,
};

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_price_idx').execute();
  await db.schema
    .createIndex('properties_price_order_idx')
    .on('properties')
    .columns(['distress_price', 'display_order desc', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('properties_newest_order_idx')
    .on('properties')
    .columns(['created_at desc', 'display_order desc', 'id desc'])
    .execute();
  await sql`create index properties_discount_order_idx on properties ((case when "original_price" > 0 then cast("original_price" - "distress_price" as double precision) / "original_price" else 0 end) desc, display_order desc, created_at desc, id desc)`.execute(
    db,
  );
  if (isPostgres(db)) {
    for (const [name, expression] of Object.entries(FILTERED))
      await sql`create statistics ${sql.id(name)} on (${expression}) from properties`.execute(db);
    await sql`analyze properties`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    for (const name of Object.keys(FILTERED)) await sql`drop statistics ${sql.id(name)}`.execute(db);
  for (const name of [
    'properties_discount_order_idx',
    'properties_newest_order_idx',
    'properties_price_order_idx',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('properties_price_idx').on('properties').column('distress_price').execute();
}
