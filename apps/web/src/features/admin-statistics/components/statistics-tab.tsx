import { LISTING_ORIGINS, STATISTICS_PERIODS } from '@dd/core';
import type { ListingOrigin, Statistics, StatisticsPeriod, TopListing } from '@dd/core';
import { ChartLine } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';

import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadFailed } from '@/lib/load-failed';

import { useStatistics } from '../api/get-statistics';
import type { Series, StatisticsChartProps } from './statistics-chart';
import {
  inquiriesSummary,
  newListingsSummary,
  shortDay,
  statusSummary,
  topSummary,
  visitorsSummary,
  weekLabel,
} from './statistics-text';

// chart.js loads with the first chart of this tab, not with the dashboard (ADR 0029, 0035).
const StatisticsChart = lazy(() => import('./statistics-chart'));

const STATUS_COLOURS = { available: '#059669', reserved: '#d97706', sold: '#e11d48' } as const;
const ORIGIN_COLOURS: Record<ListingOrigin, string> = {
  form: '#27508c',
  quick_add: '#c9a227',
  bulk_add: '#64748b',
  channel: '#0ea5e9',
};
const NAVY = '#27508c';
const GOLD = '#c9a227';

/** The dashboard's Statistics tab: the period's charts, each with its figures as a table. */
export function StatisticsTab() {
  const [days, setDays] = useState<StatisticsPeriod>(30);
  const query = useStatistics(days);
  const titleId = useId();
  const stats = query.data;

  let content: ReactNode;
  if (loadFailed(query)) {
    content = (
      <LoadError
        title="Couldn't load the statistics"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
        className="flex-col rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200"
      >
        Check your connection and try again.
      </LoadError>
    );
  } else if (!stats) {
    content = <Spinner label="Loading statistics..." className="py-16" />;
  } else {
    content = <Charts stats={stats} />;
  }

  return (
    <section aria-labelledby={titleId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <ChartLine aria-hidden="true" className="size-5 text-gold-600" />
          Statistics
        </h2>
        <div
          role="group"
          aria-label="Period"
          className="inline-flex rounded-lg bg-white p-1 shadow-xs ring-1 ring-slate-200"
        >
          {STATISTICS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold transition-colors ${
                period === days
                  ? 'bg-navy-900 text-white'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {period} days
            </button>
          ))}
        </div>
      </div>
      {stats && (
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {shortDay(stats.from)} – {shortDay(stats.to)} (Dubai time)
          {query.isPlaceholderData && <span className="ml-2 text-slate-500">Updating…</span>}
        </p>
      )}
      {content}
    </section>
  );
}

function Charts({ stats }: { stats: Statistics }) {
  const days = stats.listings_by_status.map((row) => shortDay(row.day));
  const weeks = stats.inquiries.map((row) => weekLabel(row.week));
  const origins = Object.keys(LISTING_ORIGINS) as ListingOrigin[];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Listings by status"
        summary={statusSummary(stats)}
        chart={{
          kind: 'line',
          labels: days,
          series: (['available', 'reserved', 'sold'] as const).map((status) => ({
            label: status[0]!.toUpperCase() + status.slice(1),
            values: stats.listings_by_status.map((row) => row[status]),
            colour: STATUS_COLOURS[status],
          })),
        }}
        rowHeader="Day"
      />
      <ChartCard
        title="New listings per day, by source"
        summary={newListingsSummary(stats)}
        chart={{
          kind: 'stacked',
          labels: days,
          series: origins.map((origin) => ({
            label: LISTING_ORIGINS[origin],
            values: stats.new_listings.map((row) => row[origin]),
            colour: ORIGIN_COLOURS[origin],
          })),
        }}
        rowHeader="Day"
      />
      <ChartCard
        title="Inquiries per week"
        summary={inquiriesSummary(stats)}
        chart={{
          kind: 'bar',
          labels: weeks,
          series: [{ label: 'Inquiries', values: stats.inquiries.map((row) => row.count), colour: NAVY }],
        }}
        rowHeader="Week"
      />
      <ChartCard
        title="Registrations and verified visitors per week"
        summary={visitorsSummary(stats)}
        chart={{
          kind: 'bar',
          labels: stats.visitors.map((row) => weekLabel(row.week)),
          series: [
            { label: 'Registered', values: stats.visitors.map((row) => row.registered), colour: NAVY },
            { label: 'Verified', values: stats.visitors.map((row) => row.verified), colour: GOLD },
          ],
        }}
        rowHeader="Week"
      />
      <TopCard
        title="Top 10 listings by detail views"
        what="views"
        rows={stats.top_viewed}
        days={stats.days}
      />
      <TopCard
        title="Top 10 listings by inquiries"
        what="inquiries"
        rows={stats.top_inquired}
        days={stats.days}
      />
    </div>
  );
}

function TopCard({
  title,
  what,
  rows,
  days,
}: {
  title: string;
  what: 'views' | 'inquiries';
  rows: TopListing[];
  days: number;
}) {
  const summary = topSummary(rows, what, days);
  if (rows.length === 0) {
    return (
      <Card title={title}>
        <p className="flex h-24 items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-600">
          {summary}
        </p>
      </Card>
    );
  }
  return (
    <ChartCard
      title={title}
      summary={summary}
      chart={{
        kind: 'ranking',
        labels: rows.map((row) => row.property_name),
        series: [
          {
            label: what === 'views' ? 'Detail views' : 'Inquiries',
            values: rows.map((row) => row.count),
            colour: what === 'views' ? NAVY : GOLD,
          },
        ],
      }}
      rowHeader="Listing"
      tall
    />
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={id} className="mb-3 font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A chart with its box sized before chart.js arrives, and its figures as a table for everyone. */
function ChartCard({
  title,
  summary,
  chart,
  rowHeader,
  tall = false,
}: {
  title: string;
  summary: string;
  chart: Omit<StatisticsChartProps, 'label'>;
  rowHeader: string;
  tall?: boolean;
}) {
  return (
    <Card title={title}>
      <figure className="m-0">
        <div className={`relative w-full ${tall ? 'h-80' : 'h-64'}`}>
          <ErrorBoundary fallback={<ChartMissing summary={summary} />}>
            <Suspense fallback={<ChartMissing summary={summary} loading />}>
              <StatisticsChart {...chart} label={summary} />
            </Suspense>
          </ErrorBoundary>
        </div>
        <figcaption className="mt-2 text-xs text-slate-600">{summary}</figcaption>
      </figure>
      <FiguresTable caption={title} rowHeader={rowHeader} labels={chart.labels} series={chart.series} />
    </Card>
  );
}

/** The chart's figures: what a screen reader reads, and anyone who wants the numbers. */
function FiguresTable({
  caption,
  rowHeader,
  labels,
  series,
}: {
  caption: string;
  rowHeader: string;
  labels: string[];
  series: Series[];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-navy-700 hover:text-navy-900">
        Show the figures
      </summary>
      <div className="mt-2 max-h-72 overflow-auto rounded-lg ring-1 ring-slate-200">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {rowHeader}
              </th>
              {series.map((one) => (
                <th key={one.label} scope="col" className="px-3 py-2 text-right font-semibold">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row" className="px-3 py-1.5 font-medium">
                  {label}
                </th>
                {series.map((one) => (
                  <td key={one.label} className="px-3 py-1.5 text-right tabular-nums">
                    {one.values[i]?.toLocaleString('en-US')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function ChartMissing({ summary, loading = false }: { summary: string; loading?: boolean }) {
  return (
    <div className="flex h-full items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500">
      {loading ? <span aria-hidden="true">Loading chart…</span> : <span>The chart could not be shown.</span>}
      <span className="sr-only">{summary}</span>
    </div>
  );
}
