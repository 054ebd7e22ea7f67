import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';

// Bars and lines with their axes, tooltips and a key: the library stays in this lazy chunk (ADR 0029),
// which loads on the Statistics tab only.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export interface Series {
  label: string;
  values: number[];
  colour: string;
}

export interface StatisticsChartProps {
  kind: 'line' | 'bar' | 'stacked' | 'ranking';
  labels: string[];
  series: Series[];
  /** What the chart shows, in words (the canvas is not readable by screen readers). */
  label: string;
}

const TICKS = '#64748b';
const GRID = '#e2e8f0';

/**
 * One chart of the Statistics tab: lines (listings by status), bars grouped or stacked (per week, per
 * day by source), or a ranking (horizontal bars of the top 10). Whole numbers on the value axis.
 */
export default function StatisticsChart({ kind, labels, series, label }: StatisticsChartProps) {
  const { data, options } = useMemo(() => chartOf(kind, labels, series), [kind, labels, series]);
  return (
    <Chart
      type={kind === 'line' ? 'line' : 'bar'}
      data={data}
      options={options}
      role="img"
      aria-label={label}
    >
      {label}
    </Chart>
  );
}

function chartOf(kind: StatisticsChartProps['kind'], labels: string[], series: Series[]) {
  const ranking = kind === 'ranking';
  const stacked = kind === 'stacked';
  const data: ChartData<'bar' | 'line', number[], string> = {
    labels,
    datasets: series.map((one) => ({
      label: one.label,
      data: one.values,
      backgroundColor: one.colour,
      borderColor: one.colour,
      ...(kind === 'line' ? { borderWidth: 2, pointRadius: labels.length > 31 ? 0 : 2.5, tension: 0.2 } : {}),
      ...(kind !== 'line' ? { borderRadius: 3, maxBarThickness: ranking ? 22 : 28 } : {}),
    })),
  };
  const valueAxis = {
    beginAtZero: true,
    stacked,
    grid: { color: GRID },
    border: { display: false },
    ticks: { color: TICKS, precision: 0, maxTicksLimit: 6 },
  };
  const categoryAxis = {
    stacked,
    grid: { display: false },
    ticks: {
      color: TICKS,
      autoSkip: !ranking,
      autoSkipPadding: 12,
      maxRotation: 0,
      // A long listing name is cut on the axis (the tooltip and the table give it whole).
      ...(ranking
        ? {
            callback(this: { getLabelForValue(value: number): string }, value: string | number) {
              const name = this.getLabelForValue(Number(value));
              return name.length > 22 ? `${name.slice(0, 21)}…` : name;
            },
          }
        : {}),
    },
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: ranking ? 'y' : 'x',
    interaction: { mode: 'index', intersect: false },
    scales: ranking ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
    plugins: {
      legend: {
        display: series.length > 1,
        position: 'bottom',
        labels: { boxWidth: 12, boxHeight: 12, color: '#334155' },
      },
    },
  };
  return { data, options };
}
