import type { Kysely } from 'kysely';

// Frozen. drafts.held_because: why a post from a channel in publish mode waits as a draft instead of
// being published (its price looked implausible, issue 41); null for every other draft.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drafts').addColumn('held_because', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drafts').dropColumn('held_because').execute();
}
