import { type Kysely, sql } from 'kysely';

// Frozen. The public list's "most below market" order and its "at least N % below market" filter
// (ADR 0029) read this index: on the expression both compare (properties.repository.ts, MARKET_SQL:
// below_market_pct, or -1,000,000,000 without a figure, so those listings come last on both engines),
// then the featured order and the id as every order of the list ends.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index properties_market_order_idx on properties (coalesce("below_market_pct", -1000000000) desc, display_order desc, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_market_order_idx').execute();
}
