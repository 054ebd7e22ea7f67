import { describe, expect, it } from 'vitest';

import { labelWidthPx, monthTicks } from './market-chart-axis';

const month = (year: number, m: number) => year * 12 + m - 1;
const english = (index: number) => {
  const names = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${names[((index % 12) + 12) % 12]} ${Math.floor(index / 12)}`;
};
const labels = (ticks: number[]) => ticks.map(english);

describe('monthTicks', () => {
  // 12 months to 16 Oct 2026, as the chart draws them.
  const start = month(2025, 10);
  const end = month(2026, 10) + 0.5;

  it('labels half years on a phone (343 px of chart), quarters on a desktop', () => {
    expect(labels(monthTicks(start, end, 290, english))).toEqual(['Jan 2026', 'Jul 2026']);
    expect(labels(monthTicks(start, end, 1100, english))).toEqual([
      'Oct 2025',
      'Jan 2026',
      'Apr 2026',
      'Jul 2026',
      'Oct 2026',
    ]);
  });

  it('still labels a window that starts on the first of a month, whichever month it is', () => {
    for (let m = 1; m <= 12; m++) {
      const ticks = monthTicks(month(2025, m), month(2026, m), 290, english);
      expect(ticks.length, english(month(2026, m))).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps the labels apart: longer words get fewer of them', () => {
    const russian = (index: number) =>
      `${english(index).slice(0, 3).toLowerCase()}. ${Math.floor(index / 12)} г.`;
    for (const width of [290, 500, 700, 1100]) {
      const ticks = monthTicks(start, end, width, russian);
      const room = ticks.length * (labelWidthPx(russian(ticks[0]!)) + 16);
      expect(ticks.length === 2 || room <= width, `${width}px`).toBe(true);
    }
  });

  it('labels two years by half years on a phone, and by the year where it is narrower still', () => {
    const [from, to] = [month(2024, 10) + 0.5, month(2026, 10) + 0.5];
    expect(labels(monthTicks(from, to, 290, english))).toEqual([
      'Jan 2025',
      'Jul 2025',
      'Jan 2026',
      'Jul 2026',
    ]);
    expect(labels(monthTicks(from, to, 200, english))).toEqual(['Jan 2025', 'Jan 2026']);
  });

  it('gives the first and last month of a short window that no step divides twice', () => {
    expect(labels(monthTicks(month(2026, 2), month(2026, 4), 60, english))).toEqual(['Feb 2026', 'Apr 2026']);
  });
});
