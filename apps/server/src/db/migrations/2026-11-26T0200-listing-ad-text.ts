import type { Kysely } from 'kysely';

// Frozen. The ad text a Quick Add listing was made from and the phone numbers found in it (a JSON list),
// kept for admins only: never in public or visitor answers. Null for listings made otherwise.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('ad_text', 'text').execute();
  await db.schema.alterTable('properties').addColumn('ad_phones', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('ad_phones').execute();
  await db.schema.alterTable('properties').dropColumn('ad_text').execute();
}
