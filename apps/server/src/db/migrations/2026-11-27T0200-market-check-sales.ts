import type { Kysely } from 'kysely';

// Frozen. A market check now keeps the comparables' sales it took its median over, for the listing
// page's chart (ADR 0029). Checks stored before have none: every check is marked stale, and the
// market checker redoes them in the background (the figures are kept until it has).

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('properties').set({ market_checked_at: null }).execute();
}

export async function down(): Promise<void> {
  // Nothing to undo: a check made since carries its sales, which older code ignores.
}
