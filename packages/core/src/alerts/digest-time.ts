/** Dubai is UTC+4 all year (no daylight saving time). */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
/** The daily digest's hour, Dubai time. */
export const DIGEST_HOUR_DUBAI = 9;
const DAY_MS = 86_400_000;

/** The latest 09:00 Asia/Dubai at or before `now` (05:00 UTC): when the daily digests last fell due. */
export function latestDigestTime(now: Date): Date {
  const dubai = now.getTime() + DUBAI_OFFSET_MS;
  const today = Math.floor(dubai / DAY_MS) * DAY_MS + DIGEST_HOUR_DUBAI * 3_600_000;
  const due = today <= dubai ? today : today - DAY_MS;
  return new Date(due - DUBAI_OFFSET_MS);
}

/** The next 09:00 Asia/Dubai after `now`. */
export const nextDigestTime = (now: Date): Date => new Date(latestDigestTime(now).getTime() + DAY_MS);
