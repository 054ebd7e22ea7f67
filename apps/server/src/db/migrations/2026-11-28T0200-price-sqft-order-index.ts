import { type Kysely, sql } from 'kysely';

// Frozen. The public list's "lowest price per sq ft" order reads this index: on the expression it
// compares (properties.repository.ts, PRICE_SQFT_SQL: the distress price over the size in doubles, or
// 10^15 without a size or a price, so those listings come last on both engines), then the featured
// order and the id as every order of the list ends.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index properties_price_sqft_order_idx on properties ((case when "size_sqft" > 0 and "distress_price" > 0 then cast("distress_price" as double precision) / "size_sqft" else 1000000000000000 end), display_order desc, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_price_sqft_order_idx').execute();
}
