import type { MarketReferenceCheck } from '@dd/core';
import {
  Chart,
  type ChartData,
  type ChartOptions,
  LinearScale,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Scatter } from 'react-chartjs-2';

import { translate } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

import { formatMonthIndex, formatSaleDay, monthIndexOf, perSqft } from './market-check-text';

// Only what a scatter with a line and tooltips needs: the chart stays in this lazy chunk's budget.
Chart.register(ScatterController, PointElement, LineElement, LinearScale, Tooltip);

/** The chart's colours: navy sales, a slate median line, this listing in rose. */
export const CHART_COLOURS = {
  sale: 'rgba(39, 80, 140, 0.45)',
  median: '#475569',
  listing: '#e11d48',
} as const;

interface MarketChartProps {
  check: MarketReferenceCheck;
  /** Today, 'YYYY-MM-DD': where the listing is drawn and the axis ends. */
  today: string;
  /** What the chart shows, in words (the canvas is not readable by screen readers). */
  label: string;
}

type Point = { x: number; y: number; day: string };

/** Below this width (px) the time axis labels every other step. */
const NARROW_PX = 480;

/**
 * The comparables' price per sq ft over time (x: months, whole numbers on the first of a month), the
 * median as a dashed line across the window, and this listing as a diamond at today's date.
 */
export default function MarketChart({ check, today, label }: MarketChartProps) {
  const { data, options } = useMemo(() => chartOf(check, today), [check, today]);
  return (
    <Scatter data={data} options={options} role="img" aria-label={label}>
      {label}
    </Scatter>
  );
}

function chartOf(check: MarketReferenceCheck, today: string) {
  const end = monthIndexOf(today);
  const start = Math.floor(end - check.window_months);
  const last = Math.ceil(end);
  // A label every 3 months (6 over 24 months), on the first of the month.
  const step = check.window_months > 12 ? 6 : 3;
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
        grid: { display: false },
        ticks: {
          stepSize: step,
          includeBounds: false,
          callback: (value) => formatMonthIndex(Number(value)),
          color: '#64748b',
          maxRotation: 0,
          autoSkipPadding: 12,
        },
        // A phone's chart has room for every other month label.
        afterBuildTicks: (scale) => {
          if (scale.width < NARROW_PX)
            scale.ticks = scale.ticks.filter(({ value }) => value % (2 * step) === 0);
        },
      },
      y: {
        type: 'linear',
        grace: '8%',
        grid: { color: '#e2e8f0' },
        border: { display: false },
        ticks: {
          color: '#64748b',
          maxTicksLimit: 6,
          callback: (value) => formatNumber(Number(value)),
        },
        title: { display: true, text: translate('market.chart.axis'), color: '#64748b' },
      },
    },
    plugins: {
      tooltip: {
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
