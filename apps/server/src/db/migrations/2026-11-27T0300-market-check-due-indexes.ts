import { type Kysely, sql } from 'kysely';

// Frozen. The market checker looks every 2 s for listings whose check is due (ADR 0029): never
// checked or older than the listing's last change, or from before today. Without an index it read the
// whole table each time (10 ms of SQLite's thread, 17 ms of PostgreSQL at 50,000 listings). A partial
// index holds only the listings never checked or changed since (none, most of the time), and one on
// the check's time finds those from before today.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index properties_market_changed_idx on properties (id) where market_checked_at is null or market_checked_at < updated_at`.execute(
    db,
  );
  await db.schema
    .createIndex('properties_market_checked_idx')
    .on('properties')
    .column('market_checked_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_market_checked_idx').execute();
  await db.schema.dropIndex('properties_market_changed_idx').execute();
}
