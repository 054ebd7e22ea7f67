import type { MarketReferenceCheck } from '@dd/core';
import { Chart, LinearScale, LineElement, PointElement, ScatterController, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Scatter } from 'react-chartjs-2';

import { currentLanguage } from '@/i18n/i18n';
import { textDirection } from '@/i18n/languages';

import { chartOf } from './market-chart-options';

// Only what a scatter with a line and tooltips needs: the chart stays in this lazy chunk's budget.
Chart.register(ScatterController, PointElement, LineElement, LinearScale, Tooltip);

export { CHART_COLOURS } from './market-chart-options';

interface MarketChartProps {
  check: MarketReferenceCheck;
  /** Today, 'YYYY-MM-DD': where the listing is drawn and the axis ends. */
  today: string;
  /** What the chart shows, in words (the canvas is not readable by screen readers). */
  label: string;
}

/**
 * The comparables' price per sq ft over time with a date axis, the median and this listing
 * (market-chart-options.ts), mirrored in Arabic.
 */
export default function MarketChart({ check, today, label }: MarketChartProps) {
  const direction = textDirection(currentLanguage());
  const { data, options } = useMemo(() => chartOf(check, today, direction), [check, today, direction]);
  return (
    <Scatter data={data} options={options} role="img" aria-label={label}>
      {label}
    </Scatter>
  );
}
