import { LISTING_STATUSES, type ListingStatus } from '../domain/listing-status.ts';

export type StatusCounts = Record<ListingStatus, number>;

/** A listing whose status changed during the period: its creation, current status, and the changes. */
export interface ChangedListing {
  created_at: Date;
  status: ListingStatus;
  /** Each change of status (oldest first or not: they are sorted here), with the status before it. */
  changes: { at: Date; from: ListingStatus }[];
}

const zero = (): StatusCounts => ({ available: 0, reserved: 0, sold: 0 });

/**
 * How many listings were in each status at the end of each day, from what is stored now: each listing's
 * current status and creation, and the status changes of the period (the activity log's). A listing
 * counts from the day it was created; on a day before a change, it counts in the status it had before
 * that change. Listings deleted since are not counted (they are not stored any more).
 *
 * @param dayEnds the end of each day (the next day's start), oldest first
 * @param before listings created before the first day, by current status
 * @param createdOn listings created on each day (index of `dayEnds`), by current status
 * @param changed the listings whose status changed since the first day started
 */
export function statusByDay(
  dayEnds: readonly Date[],
  before: StatusCounts,
  createdOn: readonly StatusCounts[],
  changed: readonly ChangedListing[],
): StatusCounts[] {
  const totals: StatusCounts[] = [];
  let running = { ...before };
  dayEnds.forEach((_, i) => {
    const created = createdOn[i] ?? zero();
    running = Object.fromEntries(
      LISTING_STATUSES.map((status) => [status, running[status] + created[status]]),
    ) as StatusCounts;
    totals.push({ ...running });
  });
  for (const listing of changed) {
    const changes = [...listing.changes].sort((a, b) => a.at.getTime() - b.at.getTime());
    dayEnds.forEach((end, i) => {
      if (listing.created_at >= end) return;
      // The status at the day's end: the one before the first change after it, if any.
      const next = changes.find((change) => change.at >= end);
      if (!next || next.from === listing.status) return;
      totals[i]![listing.status] -= 1;
      totals[i]![next.from] += 1;
    });
  }
  return totals;
}
