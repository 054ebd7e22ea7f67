import type { Kysely } from 'kysely';

// Frozen. Where an imported listing came from (Telegram chat and message), so re-importing the same
// export creates no duplicates: at most one listing per (source_chat, source_message_id).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('source_chat', 'text').execute();
  await db.schema.alterTable('properties').addColumn('source_message_id', 'text').execute();
  await db.schema
    .createIndex('properties_source_key')
    .on('properties')
    .columns(['source_chat', 'source_message_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_source_key').execute();
  await db.schema.alterTable('properties').dropColumn('source_message_id').execute();
  await db.schema.alterTable('properties').dropColumn('source_chat').execute();
}
