// Dates in English without Intl, for the same reason as money.ts: the first Intl.DateTimeFormat or
// RelativeTimeFormat of a page loads the browser's locale data, 50–110 ms of a phone's main thread in
// the middle of the first screen's hydration (ADR 0045). Each function writes exactly what the Intl
// format named beside it writes (the unit tests compare them); a date outside the years 1000–9999
// (for Dubai's clock, before 1921) goes to Intl, created on first use.

import { formatInteger } from './money.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** en-GB's short months write September "Sept"; en-AE's "Sep". */
const shortMonth = (month: number, september: 'Sep' | 'Sept') =>
  month === 8 ? september : MONTHS[month]!.slice(0, 3);

/** Dubai has kept UTC+4 all year since 1920 (local mean time before; no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

const twoDigits = (n: number) => String(n).padStart(2, '0');
const inRange = (year: number) => year >= 1000 && year <= 9999;

const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const dubaiIntl = lazy(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dubai' }),
);
const localDayIntl = lazy(() => new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium' }));
const utcDayIntl = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const utcMonthIntl = lazy(
  () => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * "25 November 2026 at 14:03", Dubai's clock: en-GB `{ dateStyle: 'long', timeStyle: 'short',
 * timeZone: 'Asia/Dubai' }`.
 */
export function formatDubaiDateTimeEn(time: number): string {
  const dubai = new Date(time + DUBAI_OFFSET_MS);
  const year = dubai.getUTCFullYear();
  if (!inRange(year) || year < 1921) return dubaiIntl().format(time);
  const clock = `${twoDigits(dubai.getUTCHours())}:${twoDigits(dubai.getUTCMinutes())}`;
  return `${dubai.getUTCDate()} ${MONTHS[dubai.getUTCMonth()]} ${year} at ${clock}`;
}

/** "25 Nov 2026" in the browser's time zone: en-AE `{ dateStyle: 'medium' }`. */
export function formatLocalDayEn(date: Date): string {
  const year = date.getFullYear();
  if (!inRange(year)) return localDayIntl().format(date);
  return `${date.getDate()} ${shortMonth(date.getMonth(), 'Sep')} ${year}`;
}

/** "25 Nov 2026" in UTC: en-GB `{ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }`. */
export function formatUtcDayEn(date: Date): string {
  const year = date.getUTCFullYear();
  if (!inRange(year)) return utcDayIntl().format(date);
  return `${date.getUTCDate()} ${shortMonth(date.getUTCMonth(), 'Sept')} ${year}`;
}

/** "Nov 2026" in UTC: en-GB `{ month: 'short', year: 'numeric', timeZone: 'UTC' }`. */
export function formatUtcMonthEn(date: Date): string {
  const year = date.getUTCFullYear();
  if (!inRange(year)) return utcMonthIntl().format(date);
  return `${shortMonth(date.getUTCMonth(), 'Sept')} ${year}`;
}

export type AgoUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** One unit ago in words, as `{ numeric: 'auto' }` writes it. */
const ONE_AGO: Record<AgoUnit, string> = {
  year: 'last year',
  month: 'last month',
  week: 'last week',
  day: 'yesterday',
  hour: '1 hour ago',
  minute: '1 minute ago',
};

/**
 * `count` units ago (a whole number, 1 or more): "yesterday", "3 weeks ago", as en
 * `new Intl.RelativeTimeFormat(…, { numeric: 'auto' }).format(-count, unit)` writes it.
 */
export function formatAgoEn(count: number, unit: AgoUnit): string {
  return count === 1 ? ONE_AGO[unit] : `${formatInteger(count)} ${unit}s ago`;
}
