import { describe, expect, it } from 'vitest';
import { statusByDay } from './listing-history.ts';
import { addDays, dubaiDay, dubaiDayStart, periodDays, weekOf, weeklyTotals } from './statistics-days.ts';

describe('statistics days', () => {
  it('takes the Dubai calendar day (UTC+4): 20:00 UTC is the next day', () => {
    expect(dubaiDay(new Date('2026-11-25T19:59:59.999Z'))).toBe('2026-11-25');
    expect(dubaiDay(new Date('2026-11-25T20:00:00.000Z'))).toBe('2026-11-26');
    expect(dubaiDayStart('2026-11-26').toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('lists the last n days, today included, oldest first, across a month end', () => {
    expect(periodDays(new Date('2026-12-02T10:00:00.000Z'), 7)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(periodDays(new Date('2026-12-02T10:00:00.000Z'), 90)).toHaveLength(90);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names a week by its Monday and sums only the period days of the first and last week', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
    const counts = new Map([
      ['2026-11-27', 50], // before the period: not counted
      ['2026-11-28', 2],
      ['2026-11-29', 3],
      ['2026-12-01', 4],
    ]);
    expect([...weeklyTotals(days, counts)]).toEqual([
      ['2026-11-23', 5],
      ['2026-11-30', 4],
    ]);
  });
});

describe('listings by status over time', () => {
  const ends = ['2026-11-02', '2026-11-03', '2026-11-04'].map(dubaiDayStart);
  const none = { available: 0, reserved: 0, sold: 0 };

  it('adds each day its new listings to those from before, in their current status', () => {
    expect(
      statusByDay(ends, { available: 5, reserved: 1, sold: 2 }, [none, { ...none, available: 3 }, none], []),
    ).toEqual([
      { available: 5, reserved: 1, sold: 2 },
      { available: 8, reserved: 1, sold: 2 },
      { available: 8, reserved: 1, sold: 2 },
    ]);
  });

  it('counts a listing in the status it had before each later change', () => {
    // Created before the period, reserved on day 2, sold on day 3: now sold.
    const listing = {
      created_at: new Date('2026-10-01T00:00:00.000Z'),
      status: 'sold' as const,
      changes: [
        { at: new Date('2026-11-03T09:00:00.000Z'), from: 'reserved' as const },
        { at: new Date('2026-11-02T09:00:00.000Z'), from: 'available' as const },
      ],
    };
    expect(statusByDay(ends, { ...none, sold: 1 }, [none, none, none], [listing])).toEqual([
      { available: 1, reserved: 0, sold: 0 },
      { available: 0, reserved: 1, sold: 0 },
      { available: 0, reserved: 0, sold: 1 },
    ]);
  });

  it('does not count a listing before the day it was created', () => {
    const listing = {
      created_at: new Date('2026-11-02T06:00:00.000Z'), // day 2 (Dubai)
      status: 'reserved' as const,
      changes: [{ at: new Date('2026-11-03T06:00:00.000Z'), from: 'available' as const }],
    };
    expect(statusByDay(ends, none, [none, { ...none, reserved: 1 }, none], [listing])).toEqual([
      none,
      { available: 1, reserved: 0, sold: 0 },
      { available: 0, reserved: 1, sold: 0 },
    ]);
  });
});
