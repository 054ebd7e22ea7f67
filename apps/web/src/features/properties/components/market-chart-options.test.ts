// jsdom has no canvas: the mock gives Chart.js a 2D context, so the axes are laid out as in a browser.
import 'vitest-canvas-mock';

import type { MarketReferenceCheck } from '@dd/core';
import { Chart, LinearScale, LineElement, PointElement, ScatterController } from 'chart.js';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';

import { chartOf } from './market-chart-options';

Chart.register(ScatterController, PointElement, LineElement, LinearScale);

const check: MarketReferenceCheck = {
  median_price_per_sqft: 2020,
  listing_price_per_sqft: 1600,
  below_market_pct: 20.8,
  comparables: 12,
  level: 'project',
  place: 'Marina Gate',
  window_months: 12,
  newest_sale: '2026-10-10',
  kind: 'apartment',
  rooms: '1 B/R',
  offplan: false,
  source: 'dld',
  rent: null,
  sales: Array.from({ length: 12 }, (_, i) => ({
    date: `2026-${String(10 - (i % 10)).padStart(2, '0')}-10`,
    price_per_sqft: 1900 + i * 20,
  })),
};

const charts: Chart[] = [];
afterEach(() => {
  for (const chart of charts.splice(0)) chart.destroy();
});

/** The chart as a phone (343 px: a 375 px screen less the card's padding) or a desktop lays it out. */
function drawn(
  width: number,
  today: string,
  direction: 'ltr' | 'rtl',
  window_months: MarketReferenceCheck['window_months'] = 12,
) {
  const canvas = document.createElement('canvas');
  const { data, options } = chartOf({ ...check, window_months }, today, direction);
  const chart = new Chart(canvas, {
    type: 'scatter',
    data,
    options: { ...options, responsive: false, devicePixelRatio: 1 },
  });
  chart.resize(width, 256);
  charts.push(chart);
  const x = chart.scales.x!;
  return {
    labels: x.ticks.map((tick) => String(tick.label)),
    /** Where a month (its index) is drawn, in px from the left. */
    at: (value: number) => x.getPixelForValue(value),
    yOnTheRight: chart.scales.y!.left > x.left,
    /** Chart.js leaves room at each edge for the first and last label: they must be the outer ones. */
    ticksLeftToRight: x.ticks.every(
      (tick, i) => i === 0 || x.getPixelForValue(tick.value) > x.getPixelForValue(x.ticks[i - 1]!.value),
    ),
    start: x.min,
    end: x.max,
  };
}

describe('the market chart (Chart.js laid out)', () => {
  it('has a date axis on a phone: half years, legible', () => {
    const chart = drawn(343, '2026-11-26', 'ltr');
    expect(chart.labels).toEqual(['Jan 2026', 'Jul 2026']);
    expect(chart.at(chart.end)).toBeGreaterThan(chart.at(chart.start));
    expect(chart.ticksLeftToRight).toBe(true);
    expect(chart.yOnTheRight).toBe(false);
  });

  it('has quarters on a desktop', () => {
    expect(drawn(1100, '2026-11-26', 'ltr').labels).toEqual(['Jan 2026', 'Apr 2026', 'Jul 2026', 'Oct 2026']);
  });

  it('keeps its dates on the first of any month, and over two years', () => {
    for (const today of ['2026-12-01', '2026-03-01', '2026-08-01'])
      expect(drawn(343, today, 'ltr').labels.length, today).toBeGreaterThanOrEqual(2);
    expect(drawn(343, '2026-11-26', 'ltr', 24).labels).toEqual(['Jan 2025', 'Jan 2026']);
  });

  it('writes the months in Russian', async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    const labels = drawn(343, '2026-11-26', 'ltr').labels;
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^янв\.? 2026/);
    expect(labels[1]).toMatch(/^июл\S* 2026/);
  });

  it('runs right to left in Arabic, its months in Arabic, the price axis on the right', async () => {
    await loadLanguage('ar');
    i18n.activate('ar');
    const chart = drawn(343, '2026-11-26', 'rtl');
    // Left to right as drawn: July, then January to its right.
    expect(chart.labels).toHaveLength(2);
    expect(chart.labels[0]).toMatch(/^يوليو 2026/);
    expect(chart.labels[1]).toMatch(/^يناير 2026/);
    expect(chart.ticksLeftToRight).toBe(true);
    // Today is at the left end, the window's start at the right.
    expect(chart.at(chart.end)).toBeLessThan(chart.at(chart.start));
    expect(chart.yOnTheRight).toBe(true);
  });
});
