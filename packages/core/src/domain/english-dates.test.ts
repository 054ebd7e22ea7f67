import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAgoEn,
  formatDubaiDateTimeEn,
  formatLocalDayEn,
  formatUtcDayEn,
  formatUtcMonthEn,
  type AgoUnit,
} from './english-dates.ts';

const intl = {
  dubai: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dubai' }),
  localDay: new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium' }),
  utcDay: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  utcMonth: new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ago: new Intl.RelativeTimeFormat('en-AE', { numeric: 'auto' }),
};

/** From 1900 to 2200, and the edges of the years written by hand. */
const times = fc.oneof(
  fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
  fc.constantFrom(
    Date.UTC(999, 11, 31, 20),
    Date.UTC(1000, 0, 1),
    Date.UTC(9999, 11, 31, 23),
    Date.UTC(10000, 0, 1),
  ),
);

describe('English dates without Intl', () => {
  it('writes the dates the pages show', () => {
    expect(formatDubaiDateTimeEn(Date.UTC(2026, 8, 5, 20, 3))).toBe('6 September 2026 at 00:03');
    expect(formatUtcDayEn(new Date(Date.UTC(2026, 8, 5)))).toBe('5 Sept 2026');
    expect(formatUtcMonthEn(new Date(Date.UTC(2026, 10, 30)))).toBe('Nov 2026');
    expect(formatLocalDayEn(new Date(2026, 8, 5))).toBe('5 Sep 2026');
    expect(formatAgoEn(1, 'day')).toBe('yesterday');
    expect(formatAgoEn(1000, 'day')).toBe('1,000 days ago');
  });

  it('matches Intl on any date', () => {
    fc.assert(
      fc.property(times, (time) => {
        const date = new Date(time);
        expect(formatDubaiDateTimeEn(time)).toBe(intl.dubai.format(time));
        expect(formatLocalDayEn(date)).toBe(intl.localDay.format(date));
        expect(formatUtcDayEn(date)).toBe(intl.utcDay.format(date));
        expect(formatUtcMonthEn(date)).toBe(intl.utcMonth.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('matches Intl for every unit and count', () => {
    const units: AgoUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute'];
    for (const unit of units) {
      for (const count of [1, 2, 3, 11, 59, 999, 1000, 123_456]) {
        expect(formatAgoEn(count, unit)).toBe(intl.ago.format(-count, unit));
      }
    }
  });
});
