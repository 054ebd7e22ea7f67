import { type Kysely, sql } from 'kysely';

// Frozen. telegram_bot (issue 43): the bot token an owner saved in the dashboard, one row (id 1) or
// none. The token is sealed (AES-256-GCM under a key derived from the server's secret), so a copy of
// the database alone does not hand over the bot. telegram_state.poll_bot_id: the bot the long-polling
// offset belongs to, so another bot starts from its own first update, not past it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telegram_bot')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('bot_id', 'text', (c) => c.notNull())
    .addColumn('bot_username', 'text', (c) => c.notNull())
    .addColumn('token_end', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('telegram_state').addColumn('poll_bot_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('telegram_state').dropColumn('poll_bot_id').execute();
  await db.schema.dropTable('telegram_bot').execute();
}
