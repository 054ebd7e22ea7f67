import type { FilterableListing } from '@dd/core';
import type { Executor } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';

/** A listing an alert may send: published or reduced in price at `event_at`, available now. */
export interface AlertCandidate extends FilterableListing {
  id: string;
  original_price: number;
  distress_price: number;
  handover_date: string;
  below_market_pct: number | null;
  gross_yield_pct: number | null;
  card_path: string | null;
  /** When it was published, or its latest price drop in the window. */
  event_at: string;
}

/**
 * Listings published (created) or reduced in price (a price_changes row with a lower new price) in
 * (after, until]: each one's latest such moment, by id.
 */
export async function alertEvents(db: Executor, after: Date, until: Date): Promise<Map<string, string>> {
  const from = after.toISOString();
  const to = until.toISOString();
  const [published, dropped] = await Promise.all([
    db
      .selectFrom('properties')
      .select(['id', 'created_at as at'])
      .where('created_at', '>', from)
      .where('created_at', '<=', to)
      .execute(),
    db
      .selectFrom('price_changes')
      .select(['listing_id as id', 'changed_at as at'])
      .whereRef('new_price', '<', 'old_price')
      .where('changed_at', '>', from)
      .where('changed_at', '<=', to)
      .execute(),
  ]);
  const latest = new Map<string, string>();
  for (const row of [...published, ...dropped]) {
    const at = toIso(row.at);
    if ((latest.get(row.id) ?? '') < at) latest.set(row.id, at);
  }
  return latest;
}

/** The listings of `latest` (alertEvents) still available, with their first photo, latest first. */
export async function alertCandidates(db: Executor, latest: Map<string, string>): Promise<AlertCandidate[]> {
  if (latest.size === 0) return [];
  const ids = [...latest.keys()];
  const rows = [];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('properties')
        .select([
          'id',
          'property_name',
          'developer',
          'location',
          'property_type',
          'original_price',
          'distress_price',
          'handover_date',
          'below_market_pct',
          'gross_yield_pct',
        ])
        .select((eb) =>
          eb
            .selectFrom('property_images')
            .select('card_path')
            .whereRef('property_images.property_id', '=', 'properties.id')
            .orderBy('position')
            .limit(1)
            .as('card_path'),
        )
        .where('id', 'in', ids.slice(i, i + 500))
        .where('status', '=', 'available')
        .execute()),
    );
  }
  return rows
    .map((row) => ({
      ...row,
      below_market_pct: row.below_market_pct === null ? null : Number(row.below_market_pct),
      gross_yield_pct: row.gross_yield_pct === null ? null : Number(row.gross_yield_pct),
      card_path: row.card_path ?? null,
      event_at: latest.get(row.id)!,
    }))
    .sort((a, b) => (a.event_at < b.event_at ? 1 : a.event_at > b.event_at ? -1 : a.id < b.id ? -1 : 1));
}

/** Where the instant alerts got to; undefined until a round has moved it (advanceInstantCursor). */
export async function instantCursor(db: Executor): Promise<Date | undefined> {
  const row = await db
    .selectFrom('alert_state')
    .select('instant_cursor')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? new Date(toIso(row.instant_cursor)) : undefined;
}

/** Moves the cursor forward only (a slower instance never moves it back); the first call stores it. */
export async function advanceInstantCursor(db: Executor, to: Date): Promise<void> {
  await db
    .insertInto('alert_state')
    .values({ id: 1, instant_cursor: to.toISOString() })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ instant_cursor: to.toISOString() })
        .where('alert_state.instant_cursor', '<', to.toISOString()),
    )
    .execute();
}

/**
 * Records the listings as sent by the alert on the channel (alert_deliveries for e-mail,
 * telegram_alert_deliveries for Telegram); returns those this call recorded. Rows already there
 * (sent before, or by another instance at the same moment) are skipped by the primary key, so of
 * two dispatchers racing exactly one gets each listing.
 */
export async function claimDeliveries(
  db: Executor,
  channel: 'email' | 'telegram',
  savedSearchId: string,
  propertyIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .insertInto(channel === 'email' ? 'alert_deliveries' : 'telegram_alert_deliveries')
    .values(
      propertyIds.map((property_id) => ({
        saved_search_id: savedSearchId,
        property_id,
        delivered_at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['saved_search_id', 'property_id']).doNothing())
    .returning('property_id')
    .execute();
  return new Set(rows.map((row) => row.property_id));
}
