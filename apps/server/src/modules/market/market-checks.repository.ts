import type { Executor } from '../../db/schema.ts';

/** The listing's columns a market check reads. */
export const CHECKED_COLUMNS = [
  'property_name',
  'location',
  'property_type',
  'handover_date',
  'size_sqft',
  'distress_price',
] as const;

/** A listing's stored market check and the columns a check reads; undefined when there is no such listing. */
export async function findListingForCheck(db: Executor, propertyId: string) {
  return db
    .selectFrom('properties')
    .select(['market_reference', ...CHECKED_COLUMNS])
    .where('id', '=', propertyId)
    .executeTakeFirst();
}

/**
 * Listings whose market check is due, at most `limit`: first those never checked or changed since, then
 * those checked before `today`, oldest first. Two questions, each answered from an index (migration
 * 2026-11-27T0200), instead of one `or` that read the whole table; the first is written as the partial
 * index's own condition, in its order, so that both engines use it (PostgreSQL, which guesses that a
 * third of the table matches, reads the table otherwise).
 */
export async function listingsDueForCheck(db: Executor, today: string, limit: number) {
  const due = db
    .selectFrom('properties')
    .select(['id', 'below_market_pct', 'gross_yield_pct', ...CHECKED_COLUMNS]);
  const rows = await due
    .where((eb) =>
      eb.or([eb('market_checked_at', 'is', null), eb('market_checked_at', '<', eb.ref('updated_at'))]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  if (rows.length < limit) {
    const seen = new Set(rows.map((row) => row.id));
    const old = await due
      .where('market_checked_at', '<', today)
      .orderBy('market_checked_at')
      .limit(limit)
      .execute();
    for (const row of old) if (rows.length < limit && !seen.has(row.id)) rows.push(row);
  }
  return rows;
}

/** Stores a listing's market check, with the figures the public list orders and filters by. */
export async function saveMarketCheck(
  db: Executor,
  propertyId: string,
  check: {
    below_market_pct: number | null;
    gross_yield_pct: number | null;
    market_reference: string;
    market_checked_at: string;
  },
): Promise<void> {
  await db.updateTable('properties').set(check).where('id', '=', propertyId).execute();
}

/** Marks every listing's market check to be done again. */
export async function staleEveryMarketCheck(db: Executor): Promise<void> {
  await db.updateTable('properties').set({ market_checked_at: null }).execute();
}
