import { LISTING_ORIGINS, type Statistics, type TopListing } from '@dd/core';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-26' → '26 Nov'. */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00.000Z`));

/** A week by its Monday: 'Week of 23 Nov'. */
export const weekLabel = (week: string) => `Week of ${shortDay(week)}`;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

/** What each chart shows, in words: the canvas's accessible name. */
export function statusSummary(stats: Statistics): string {
  const last = stats.listings_by_status.at(-1);
  if (!last) return 'No listings.';
  return (
    `Listings by status at the end of each day from ${shortDay(stats.from)} to ${shortDay(stats.to)}; ` +
    `today ${plural(last.available, 'available listing')}, ${last.reserved} reserved and ${last.sold} sold.`
  );
}

export function newListingsSummary(stats: Statistics): string {
  const totals = (Object.keys(LISTING_ORIGINS) as (keyof typeof LISTING_ORIGINS)[]).map(
    (origin) => [origin, sum(stats.new_listings.map((day) => day[origin]))] as const,
  );
  const all = sum(totals.map(([, n]) => n));
  return (
    `New listings per day over the last ${stats.days} days: ${plural(all, 'listing')} in all` +
    (all ? `, ${totals.map(([origin, n]) => `${n} by ${LISTING_ORIGINS[origin]}`).join(', ')}.` : '.')
  );
}

export function inquiriesSummary(stats: Statistics): string {
  const all = sum(stats.inquiries.map((week) => week.count));
  return `Inquiries per week over the last ${stats.days} days: ${plural(all, 'inquiry', 'inquiries')} in all.`;
}

export function visitorsSummary(stats: Statistics): string {
  const registered = sum(stats.visitors.map((week) => week.registered));
  const verified = sum(stats.visitors.map((week) => week.verified));
  return (
    `Visitors per week over the last ${stats.days} days: ${plural(registered, 'registration')} and ` +
    `${plural(verified, 'e-mail')} verified.`
  );
}

export function topSummary(rows: TopListing[], what: 'views' | 'inquiries', days: number): string {
  if (rows.length === 0) return `No ${what} in the last ${days} days.`;
  const [first] = rows;
  return (
    `The ${rows.length === 1 ? 'listing' : `${rows.length} listings`} with most ${what} in the last ${days} days; ` +
    `first ${first!.property_name} with ${plural(first!.count, what === 'views' ? 'view' : 'inquiry', what)}.`
  );
}
