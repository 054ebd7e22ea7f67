import { formatInteger } from '@dd/core';

/** Size in square feet, e.g. "1,250 sq.ft". */
export function formatSqft(size: number): string {
  return `${formatInteger(size)} sq.ft`;
}

/** "1 photo", "5 photos". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}

/** How long ago an ISO time was: "5 min ago", "3 h ago", "2 d ago" (a minute at least). */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / 1440)} d ago`;
}
