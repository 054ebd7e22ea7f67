import { describe, expect, it } from 'vitest';

import { fullDate, timeAgo } from './format';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit, a minute at least', () => {
    expect(timeAgo(ago(0), NOW)).toBe('1 minute ago');
    expect(timeAgo(ago(5), NOW)).toBe('5 minutes ago');
    expect(timeAgo(ago(59), NOW)).toBe('59 minutes ago');
    expect(timeAgo(ago(60), NOW)).toBe('1 hour ago');
    expect(timeAgo(ago(23 * 60 + 59), NOW)).toBe('23 hours ago');
    expect(timeAgo(ago(24 * 60), NOW)).toBe('yesterday');
    expect(timeAgo(ago(3 * 1440 + 5), NOW)).toBe('3 days ago');
    expect(timeAgo(ago(7 * 1440), NOW)).toBe('last week');
    expect(timeAgo(ago(15 * 1440), NOW)).toBe('2 weeks ago');
    expect(timeAgo(ago(65 * 1440), NOW)).toBe('2 months ago');
    expect(timeAgo(ago(400 * 1440), NOW)).toBe('last year');
  });

  it('reads a time in the future (a clock ahead of the server) as a minute ago', () => {
    expect(timeAgo(ago(-30), NOW)).toBe('1 minute ago');
  });
});

describe('fullDate', () => {
  it("gives the date and time on Dubai's clock, whatever the machine's time zone", () => {
    expect(fullDate('2026-11-25T20:30:00.000Z')).toBe('26 November 2026 at 00:30 (Dubai time)');
  });
});
