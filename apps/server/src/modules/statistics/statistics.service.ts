import {
  addDays,
  type ChangedListing,
  dubaiDayStart,
  isListingStatus,
  LISTING_ORIGIN_IDS,
  LISTING_STATUSES,
  type ListingOrigin,
  type ListingStatus,
  periodDays,
  type Statistics,
  type StatisticsPeriod,
  type StatusCounts,
  statusByDay,
  weeklyTotals,
} from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { refreshViewTotals } from './property-views.repository.ts';
import {
  countsPerDay,
  createdSince,
  statusChangesSince,
  statusCountsBefore,
  topInquired,
  topViewed,
} from './statistics.repository.ts';

type Ctx = Pick<ServiceContext, 'db' | 'dbStatus' | 'now'>;

const zeroStatuses = (): StatusCounts => ({ available: 0, reserved: 0, sold: 0 });
const zeroOrigins = (): Record<ListingOrigin, number> => ({ form: 0, quick_add: 0, bulk_add: 0, channel: 0 });
const isOrigin = (value: string): value is ListingOrigin => (LISTING_ORIGIN_IDS as string[]).includes(value);
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The status a change left, from an activity log entry's details (`changes: [{field: 'status', from, to}]`). */
function statusBefore(details: string): ListingStatus | null {
  try {
    const parsed = JSON.parse(details) as { changes?: { field: string; from: unknown }[] };
    const from = parsed.changes?.find((change) => change.field === 'status')?.from;
    return isListingStatus(from) ? from : null;
  } catch {
    return null;
  }
}

/** Every figure of the Statistics tab for the last `days` Dubai days, today included. */
export async function getStatistics(ctx: Ctx, days: StatisticsPeriod): Promise<Statistics> {
  const { db } = ctx;
  const engine = ctx.dbStatus.engine;
  const period = periodDays(ctx.now(), days);
  const first = period[0]!;
  const start = dubaiDayStart(first).toISOString();
  const index = new Map(period.map((day, i) => [day, i]));
  const today = period.at(-1)!;
  // The first look of the day when no view came first builds the day's view totals.
  await refreshViewTotals(db, today);

  const [before, created, changes, inquiries, registered, verified, viewed, inquired] = await Promise.all([
    statusCountsBefore(db, start),
    createdSince(db, engine, start),
    statusChangesSince(db, start),
    countsPerDay(db, engine, 'inquiries', 'created_at', start),
    countsPerDay(db, engine, 'users', 'created_at', start),
    countsPerDay(db, engine, 'users', 'email_verified_at', start),
    topViewed(db, today, days),
    topInquired(db, start),
  ]);

  const beforeCounts = zeroStatuses();
  for (const row of before) if (isListingStatus(row.status)) beforeCounts[row.status] += row.n;
  const createdOn = period.map(zeroStatuses);
  const newListings = period.map(zeroOrigins);
  for (const row of created) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    if (isListingStatus(row.status)) createdOn[i]![row.status] += row.n;
    if (isOrigin(row.created_via)) newListings[i]![row.created_via] += row.n;
  }

  const changed = new Map<string, ChangedListing>();
  for (const row of changes) {
    const from = statusBefore(row.details);
    if (!from || !row.property_id || !isListingStatus(row.status)) continue;
    const listing = changed.get(row.property_id) ?? {
      created_at: asDate(row.created_at),
      status: row.status,
      changes: [],
    };
    listing.changes.push({ at: asDate(row.at), from });
    changed.set(row.property_id, listing);
  }
  const dayEnds = period.map((day) => dubaiDayStart(addDays(day, 1)));
  const statuses = statusByDay(dayEnds, beforeCounts, createdOn, [...changed.values()]);

  const registeredWeeks = weeklyTotals(period, registered);
  const verifiedWeeks = weeklyTotals(period, verified);
  const top = (rows: { property_id: string; property_name: string; count: number }[]) =>
    rows
      .map(({ property_id, property_name, count }) => ({ property_id, property_name, count }))
      .sort((a, b) => b.count - a.count || a.property_id.localeCompare(b.property_id));

  return {
    days,
    from: first,
    to: today,
    listings_by_status: period.map((day, i) => ({
      day,
      ...Object.fromEntries(LISTING_STATUSES.map((status) => [status, statuses[i]![status]])),
    })) as Statistics['listings_by_status'],
    new_listings: period.map((day, i) => ({ day, ...newListings[i]! })),
    inquiries: [...weeklyTotals(period, inquiries)].map(([week, count]) => ({ week, count })),
    visitors: [...registeredWeeks].map(([week, count]) => ({
      week,
      registered: count,
      verified: verifiedWeeks.get(week) ?? 0,
    })),
    top_viewed: top(viewed),
    top_inquired: top(inquired),
  };
}
