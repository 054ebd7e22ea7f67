import type { Kysely } from 'kysely';

// Frozen. saved_searches.unsubscribe_generation (issue 42): raised each time an alert that was off is
// turned on again, and signed into its unsubscribe link, so the links of the e-mails sent before
// (forwarded, say) no longer turn it off. 0, the links already sent, keeps them valid.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('saved_searches')
    .addColumn('unsubscribe_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_searches').dropColumn('unsubscribe_generation').execute();
}
