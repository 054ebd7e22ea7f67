import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

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

/** The listings with most detail views since `startDay`, most first (ties by name). */
export async function topViewed(db: Db, startDay: string) {
  const sums = db
    .selectFrom('property_views')
    .select(['property_id', db.fn.sum<string | number>('views').as('n')])
    .where('day', '>=', startDay)
    .groupBy('property_id')
    .orderBy('n', 'desc')
    .orderBy('property_id')
    .limit(TOP);
  const rows = await db
    .selectFrom(sums.as('top'))
    .innerJoin('properties', 'properties.id', 'top.property_id')
    .select(['top.property_id as property_id', 'properties.property_name as property_name', 'top.n as n'])
    .execute();
  return rows.map((row) => ({ ...row, count: toCount(row.n) }));
}

/** The listings with most inquiries since `start`, most first; inquiries of deleted listings are left out. */
export async function topInquired(db: Db, start: string) {
  const rows = await db
    .selectFrom('inquiries')
    .innerJoin('properties', 'properties.id', 'inquiries.property_id')
    .select([
      'inquiries.property_id as property_id',
      'properties.property_name as property_name',
      db.fn.countAll<string | number>().as('n'),
    ])
    .where('inquiries.created_at', '>=', start)
    .groupBy(['inquiries.property_id', 'properties.property_name'])
    .orderBy('n', 'desc')
    .orderBy('inquiries.property_id')
    .limit(TOP)
    .execute();
  return rows.map((row) => ({ ...row, count: toCount(row.n) }));
}
