/**
 * Days and weeks of the dashboard's statistics. A day is a Dubai calendar day ('YYYY-MM-DD'; Dubai is
 * UTC+4 all year, no daylight saving), a week starts on Monday and is named by that Monday.
 */

/** The periods the Statistics tab offers, in days. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

export const isStatisticsPeriod = (value: unknown): value is StatisticsPeriod =>
  (STATISTICS_PERIODS as readonly unknown[]).includes(value);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Dubai's offset from UTC. */
export const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The Dubai calendar day of an instant. */
export const dubaiDay = (at: Date): string =>
  new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Dubai day starts (its midnight, 20:00 UTC the day before). */
export const dubaiDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - DUBAI_OFFSET_MS);

/** The day `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The period's days, oldest first: the last `days` Dubai days, today included. */
export function periodDays(now: Date, days: number): string[] {
  const today = dubaiDay(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Per-day counts summed per week over the period's days (weeks in order, the first and last possibly
 * partial: only the period's days count). Days missing from `counts` count 0.
 */
export function weeklyTotals(
  days: readonly string[],
  counts: ReadonlyMap<string, number>,
): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const day of days) {
    const week = weekOf(day);
    weeks.set(week, (weeks.get(week) ?? 0) + (counts.get(day) ?? 0));
  }
  return weeks;
}
