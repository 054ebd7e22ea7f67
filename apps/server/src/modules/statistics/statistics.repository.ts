import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { TOTALS_COLUMN } from './property-views.repository.ts';

/**
 * The statistics' queries (ADR 0035): each reads one range of an index (the period's rows) and groups
 * in the database. Days are Dubai days (UTC+4 all year).
 */

type Db = Kysely<Database>;

/** The Dubai day of a timestamp column, 'YYYY-MM-DD', on either engine. */
function dubaiDayOf(engine: Engine, column: string) {
  return engine === 'postgres'
    ? sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+4 hours')`;
}

/** PostgreSQL reads count(*) and sum() as strings. */
const toCount = (value: string | number | bigint | null) => Number(value ?? 0);

/** Listings created before `start`, by current status. */
export async function statusCountsBefore(db: Db, start: string) {
  const rows = await db
    .selectFrom('properties')
    .select(['status', db.fn.countAll<string | number>().as('n')])
    .where('created_at', '<', start)
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, n: toCount(row.n) }));
}

/** Listings created since `start`, by Dubai day, how they were made and current status. */
export async function createdSince(db: Db, engine: Engine, start: string) {
  const day = dubaiDayOf(engine, 'created_at');
  const rows = await db
    .selectFrom('properties')
    .select([day.as('day'), 'created_via', 'status', db.fn.countAll<string | number>().as('n')])
    .where('created_at', '>=', start)
    .groupBy([day, 'created_via', 'status'])
    .execute();
  return rows.map((row) => ({ ...row, n: toCount(row.n) }));
}

/** The activity log's status changes since `start` of listings that still exist, with their creation and status. */
export function statusChangesSince(db: Db, start: string) {
  return db
    .selectFrom('audit_log')
    .innerJoin('properties', 'properties.id', 'audit_log.property_id')
    .select([
      'audit_log.property_id as property_id',
      'audit_log.at as at',
      'audit_log.details as details',
      'properties.created_at as created_at',
      'properties.status as status',
    ])
    .where('audit_log.action', '=', 'listing_status')
    .where('audit_log.at', '>=', start)
    .execute();
}

/** Rows of a table counted per Dubai day of a timestamp column, since `start`. */
export async function countsPerDay(
  db: Db,
  engine: Engine,
  table: 'inquiries' | 'users',
  column: 'created_at' | 'email_verified_at',
  start: string,
): Promise<Map<string, number>> {
  const day = dubaiDayOf(engine, column);
  const rows = await db
    .selectFrom(table)
    .select([day.as('day'), db.fn.countAll<string | number>().as('n')])
    .where(sql.ref(column), '>=', start)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, toCount(row.n)]));
}

const TOP = 10;

/**
 * The listings with most detail views in the period ending `today` (`days` days), most first (ties by
 * id): each listing's views before today (property_view_totals, rebuilt daily) plus today's. The top 10
 * is among the top 10 before today and those viewed today, so neither query sums more than a day.
 */
export async function topViewed(db: Db, today: string, days: 7 | 30 | 90) {
  const column = TOTALS_COLUMN[days];
  const before = sql.ref(`property_view_totals.${column}`);
  const [viewedToday, topBefore] = await Promise.all([
    db
      .selectFrom('property_views')
      .leftJoin('property_view_totals', 'property_view_totals.property_id', 'property_views.property_id')
      .select([
        'property_views.property_id as property_id',
        sql<number>`${sql.ref('property_views.views')} + coalesce(${before}, 0)`.as('n'),
      ])
      .where('property_views.day', '=', today)
      .orderBy('n', 'desc')
      .orderBy('property_views.property_id')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('property_view_totals')
      .select(['property_id', sql<number>`${before}`.as('n')])
      .where(before, '>', 0)
      .orderBy(before, 'desc')
      .orderBy('property_id')
      .limit(TOP)
      .execute(),
  ]);
  const totals = new Map(viewedToday.map((row) => [row.property_id, toCount(row.n)]));
  // A listing of the top before today that is not among today's 10 most viewed: its total before today
  // (if it was viewed today too, ten others have more and it does not make the top 10).
  for (const row of topBefore) if (!totals.has(row.property_id)) totals.set(row.property_id, toCount(row.n));
  const top = [...totals].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).slice(0, TOP);
  if (top.length === 0) return [];
  const names = new Map(
    (
      await db
        .selectFrom('properties')
        .select(['id', 'property_name'])
        .where(
          'id',
          'in',
          top.map(([id]) => id),
        )
        .execute()
    ).map((row) => [row.id, row.property_name]),
  );
  return top
    .filter(([id]) => names.has(id))
    .map(([id, count]) => ({ property_id: id, property_name: names.get(id)!, count }));
}

/**
 * The listings with most inquiries since `start`, most first; inquiries of deleted listings are left
 * out. Counted from the (created_at, property_id) index first, then joined with the listings.
 */
export async function topInquired(db: Db, start: string) {
  const counts = db
    .selectFrom('inquiries')
    .select(['property_id', db.fn.countAll<string | number>().as('n')])
    .where('created_at', '>=', start)
    .groupBy('property_id');
  const rows = await db
    .selectFrom(counts.as('counts'))
    .innerJoin('properties', 'properties.id', 'counts.property_id')
    .select([
      'counts.property_id as property_id',
      'properties.property_name as property_name',
      'counts.n as n',
    ])
    .orderBy('counts.n', 'desc')
    .orderBy('counts.property_id')
    .limit(TOP)
    .execute();
  return rows.map((row) => ({ ...row, count: toCount(row.n) }));
}
