import { savedSearchKey } from '@dd/core';
import type { Kysely } from 'kysely';

// Frozen in what it does, not in the key's form (ADR 0053): one alert per visitor and search.
// - saved_searches.criteria_key: the canonical form of the alert's filters (savedSearchKey of the
//   release that runs it), with a unique index per visitor.
// - saved_search_merges: an alert merged into another; the unsubscribe links of the e-mails it sent
//   turn the other off, while the other has not been turned on again since (kept_generation).
// Duplicates already saved are merged into the oldest of each visitor's same search: it keeps its id,
// creation date and unsubscribe links, and takes the settings of the one that sends most (on before
// off, instant before daily, then the oldest); the listings any of them sent move to it, so none is
// sent again, and the others are deleted. Filter words with runs of spaces are stored single-spaced,
// as saving now stores them (the search reads "twin  tower" as those two spaces).

const PAGE = 1000;
const FILTERS = [
  'q',
  'location',
  'property_type',
  'min_price',
  'max_price',
  'min_discount',
  'min_below_market',
] as const;

interface AlertRow {
  id: string;
  name: string;
  active: boolean | number;
  frequency: string;
  last_digest_at: Date | string | null;
  created_at: Date | string;
  unsubscribe_generation: number | string;
}

const isOn = (row: AlertRow) => row.active === true || row.active === 1;

/** Words with each run of spaces as one space, as the saved search now stores them. */
const singleSpaced = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/gu, ' ') : value);

/** Stores every alert's key, and its words single-spaced; returns how many. */
async function storeKeys(db: Kysely<any>): Promise<number> {
  let after = '';
  let stored = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .selectFrom('saved_searches')
      .select(['id', ...FILTERS])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      await db
        .updateTable('saved_searches')
        .set({
          criteria_key: savedSearchKey(row),
          q: singleSpaced(row.q),
          location: singleSpaced(row.location),
          property_type: singleSpaced(row.property_type),
        })
        .where('id', '=', row.id as string)
        .execute();
      stored++;
    }
    if (rows.length < PAGE) return stored;
    after = rows.at(-1)!.id as string;
  }
}

/** Moves the listings a merged alert sent (e-mail or Telegram) to the kept one, except those it sent too. */
async function moveDeliveries(
  db: Kysely<any>,
  table: 'alert_deliveries' | 'telegram_alert_deliveries',
  from: string,
  to: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ saved_search_id: to })
    .where('saved_search_id', '=', from)
    .where(
      'property_id',
      'not in',
      db.selectFrom(`${table} as kept`).select('kept.property_id').where('kept.saved_search_id', '=', to),
    )
    .execute();
  await db.deleteFrom(table).where('saved_search_id', '=', from).execute();
}

/** Merges one visitor's alerts of one search into the oldest. */
async function mergeGroup(db: Kysely<any>, rows: AlertRow[], now: string): Promise<void> {
  const [kept, ...merged] = rows;
  if (!kept || merged.length === 0) return;
  // The one that sends most: on before off, instant before daily, then the oldest (rows are oldest first).
  const rank = (row: AlertRow) => (isOn(row) ? 0 : 2) + (row.frequency === 'instant' ? 0 : 1);
  const leader = [...rows].sort((a, b) => rank(a) - rank(b))[0]!;
  let generation = Number(kept.unsubscribe_generation);
  if (leader !== kept) {
    // Turned on by the merge: the links of its e-mails from before it was turned off stay stale.
    const turnedOn = isOn(leader) && !isOn(kept);
    if (turnedOn) generation++;
    await db
      .updateTable('saved_searches')
      .set({
        name: leader.name,
        frequency: leader.frequency,
        active: isOn(leader) ? 1 : 0,
        // A daily digest goes on from the leader's last one (or from when it was saved), not from the
        // kept alert's creation.
        last_digest_at: leader.last_digest_at ?? leader.created_at,
        unsubscribe_generation: generation,
        updated_at: now,
      })
      .where('id', '=', kept.id)
      .execute();
  }
  for (const row of merged) {
    await moveDeliveries(db, 'alert_deliveries', row.id, kept.id);
    await moveDeliveries(db, 'telegram_alert_deliveries', row.id, kept.id);
    // Only an alert that was on had links that did something; an off one's stay as they were: void.
    if (isOn(row))
      await db
        .insertInto('saved_search_merges')
        .values({
          merged_id: row.id,
          saved_search_id: kept.id,
          merged_generation: Number(row.unsubscribe_generation),
          kept_generation: generation,
          merged_at: now,
        })
        .execute();
    await db.deleteFrom('saved_searches').where('id', '=', row.id).execute();
  }
}

/** Merges every visitor's alerts of the same search; returns how many were merged away. */
export async function mergeDuplicateAlerts(db: Kysely<any>): Promise<number> {
  const groups: { user_id: string; criteria_key: string }[] = await db
    .selectFrom('saved_searches')
    .select(['user_id', 'criteria_key'])
    .groupBy(['user_id', 'criteria_key'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const now = new Date().toISOString();
  let merged = 0;
  for (const group of groups) {
    const rows: AlertRow[] = await db
      .selectFrom('saved_searches')
      .select(['id', 'name', 'active', 'frequency', 'last_digest_at', 'created_at', 'unsubscribe_generation'])
      .where('user_id', '=', group.user_id)
      .where('criteria_key', '=', group.criteria_key)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    await mergeGroup(db, rows, now);
    merged += rows.length - 1;
  }
  return merged;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_searches').addColumn('criteria_key', 'text').execute();
  await db.schema
    .createTable('saved_search_merges')
    .addColumn('merged_id', 'text', (c) => c.primaryKey())
    .addColumn('saved_search_id', 'text', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('merged_generation', 'integer', (c) => c.notNull())
    .addColumn('kept_generation', 'integer', (c) => c.notNull())
    .addColumn('merged_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_search_merges_kept_idx')
    .on('saved_search_merges')
    .column('saved_search_id')
    .execute();
  await storeKeys(db);
  await mergeDuplicateAlerts(db);
  await db.schema
    .createIndex('saved_searches_criteria_idx')
    .on('saved_searches')
    .columns(['user_id', 'criteria_key'])
    .unique()
    .execute();
}

/** The merged alerts are not brought back: their listings and links now belong to the kept one. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('saved_searches_criteria_idx').execute();
  await db.schema.dropTable('saved_search_merges').execute();
  await db.schema.alterTable('saved_searches').dropColumn('criteria_key').execute();
}
