import { formatInteger } from '@dd/core';

/** Size in square feet, e.g. "1,250 sq.ft". */
export function formatSqft(size: number): string {
  return `${formatInteger(size)} sq.ft`;
}

/** "1 photo", "5 photos". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 525_600],
  ['month', 43_200],
  ['week', 10_080],
  ['day', 1_440],
  ['hour', 60],
  ['minute', 1],
];

/** How long ago an ISO time was: "5 minutes ago", "3 hours ago", "yesterday", "2 weeks ago" (a minute at least). */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.floor((now - Date.parse(iso)) / 60_000));
  const [unit, size] = UNITS.find(([, length]) => minutes >= length) ?? ['minute', 1];
  return relative.format(-Math.floor(minutes / size), unit);
}

/** Dubai's clock on server and browser alike, so the server's HTML and the hydrated page agree. */
const fullDateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

/** "25 November 2026 at 14:03 (Dubai time)". */
export function fullDate(iso: string): string {
  return `${fullDateFormat.format(Date.parse(iso))} (Dubai time)`;
}
