import { normaliseLocation, normalisePropertyType } from '@dd/core';
import type { Kysely } from 'kysely';

// Frozen in what it does, not in the dictionaries: stores every listing's location and type in the
// spelling every write now stores (ADR 0025), with the normaliser of the release that runs it ("dubai
// marina" → "Dubai Marina", "2 bedroom apartment" → "2BR"). Only rows that change are written. The list's
// caches need no clearing: migrations run at start, before anything is cached.

const PAGE = 1000;

/** Rewrites the location and type of every listing whose spelling is not the stored one; returns how many. */
export async function normaliseStoredListingValues(db: Kysely<any>): Promise<number> {
  let changed = 0;
  let after = '';
  for (;;) {
    const rows: { id: string; location: string; property_type: string }[] = await db
      .selectFrom('properties')
      .select(['id', 'location', 'property_type'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const location = normaliseLocation(row.location);
      const type = normalisePropertyType(row.property_type);
      if (location === row.location && type === row.property_type) continue;
      await db
        .updateTable('properties')
        .set({ location, property_type: type })
        .where('id', '=', row.id)
        .execute();
      changed++;
    }
    if (rows.length < PAGE) return changed;
    after = rows.at(-1)!.id;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await normaliseStoredListingValues(db);
}

/** The spellings typed before cannot be told apart any more: nothing to undo. */
export async function down(): Promise<void> {}
