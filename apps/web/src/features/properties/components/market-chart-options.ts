import type { MarketReferenceCheck } from '@dd/core';
import type { ChartData, ChartOptions } from 'chart.js';

import { translate } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

import { monthTicks } from './market-chart-axis';
import { formatMonthIndex, formatSaleDay, monthIndexOf, perSqft } from './market-check-text';

/** The chart's colours: navy sales, a slate median line, this listing in rose. */
export const CHART_COLOURS = {
  sale: 'rgba(39, 80, 140, 0.45)',
  median: '#475569',
  listing: '#e11d48',
} as const;

export type Point = { x: number; y: number; day: string };

/** The axes' text: slate, 12 px. */
const TICK_COLOUR = '#64748b';

/**
 * What Chart.js draws (market-chart.tsx): the comparables' price per sq ft over time (x: months, whole
 * numbers on the first of a month), the median as a dashed line across the window, and this listing as
 * a diamond at today's date. Time runs the way the page reads: right to left in Arabic, where the
 * price axis stands on the right. The month labels are the visitor's language's, as many as fit.
 */
export function chartOf(check: MarketReferenceCheck, today: string, direction: 'ltr' | 'rtl') {
  const rtl = direction === 'rtl';
  const end = monthIndexOf(today);
  const start = Math.floor(end - check.window_months);
  const last = Math.ceil(end);
  const sales: Point[] = check.sales.map((sale) => ({
    x: monthIndexOf(sale.date),
    y: sale.price_per_sqft,
    day: sale.date,
  }));
  // Chart.js draws the first dataset last: the listing's diamond over the median and the sales.
  const data: ChartData<'scatter', Point[]> = {
    datasets: [
      {
        label: 'This listing',
        data: [{ x: end, y: check.listing_price_per_sqft, day: today }],
        pointStyle: 'rectRot',
        pointRadius: 8,
        pointHoverRadius: 9,
        backgroundColor: CHART_COLOURS.listing,
        borderColor: '#ffffff',
        borderWidth: 1.5,
        // Today is at the axis' end: the diamond is drawn whole, past the plot's edge.
        clip: false,
      },
      {
        label: 'Median',
        data: [
          { x: start, y: check.median_price_per_sqft, day: '' },
          { x: last, y: check.median_price_per_sqft, day: '' },
        ],
        showLine: true,
        borderColor: CHART_COLOURS.median,
        borderDash: [6, 4],
        borderWidth: 1.5,
        pointRadius: 0,
        pointHoverRadius: 0,
        pointHitRadius: 0,
      },
      {
        label: 'Sale',
        data: sales,
        pointRadius: 3.5,
        pointHoverRadius: 5,
        backgroundColor: CHART_COLOURS.sale,
        borderWidth: 0,
      },
    ],
  };
  const options: ChartOptions<'scatter'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: {
        type: 'linear',
        min: start,
        max: last,
        reverse: rtl,
        grid: { display: false },
        ticks: {
          callback: (value) => formatMonthIndex(Number(value)),
          color: TICK_COLOUR,
          font: { size: 12 },
          maxRotation: 0,
          // The months are chosen to fit (market-chart-axis.ts): none is dropped on the way.
          autoSkip: false,
        },
        afterBuildTicks: (scale) => {
          const months = monthTicks(start, last, scale.width, formatMonthIndex);
          // In the order they are drawn, left to right: Chart.js leaves room for the first label at the
          // left edge and the last at the right, so the newest month's label is not cut off in Arabic.
          scale.ticks = (rtl ? months.reverse() : months).map((value) => ({ value }));
        },
      },
      y: {
        type: 'linear',
        position: rtl ? 'right' : 'left',
        grace: '8%',
        grid: { color: '#e2e8f0' },
        border: { display: false },
        ticks: {
          color: TICK_COLOUR,
          maxTicksLimit: 6,
          callback: (value) => formatNumber(Number(value)),
        },
        title: { display: true, text: translate('market.chart.axis'), color: TICK_COLOUR },
      },
    },
    plugins: {
      tooltip: {
        rtl,
        textDirection: direction,
        filter: (item) => item.dataset.label !== 'Median',
        callbacks: {
          title: () => '',
          label: (item) => {
            const point = item.raw as Point;
            const price = perSqft(point.y);
            return item.dataset.label === 'This listing'
              ? translate('market.chart.listing', { price })
              : `${formatSaleDay(point.day)}: ${price}`;
          },
        },
      },
    },
  };
  return { data, options };
}
