import type { MarketImport, MarketRentsStatus, MarketStatus } from '../api/get-market-status';
import { DemoDataNotice, RENTS_DEMO_NOTICE } from './demo-data-notice';
import { DATASET_WORDS } from './market-dataset-words';
import { formatCount, formatImportTime, formatSaleDate } from './market-format';
import { StatTile } from './stat-tile';

const STATUS_LABELS: Record<MarketImport['status'], string> = {
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

const SOURCE_LABELS: Record<MarketImport['source'], string> = {
  upload: 'uploaded here',
  cli: 'imported on the server',
  demo: 'generated demo sample',
};

/** The first and last day of what is loaded: sales' dates, contracts' start dates. */
function DateRange({ first, last }: { first: string | null; last: string | null }) {
  if (!first || !last) return <>None yet</>;
  return (
    <>
      <time dateTime={first}>{formatSaleDate(first)}</time> →{' '}
      <time dateTime={last}>{formatSaleDate(last)}</time>
    </>
  );
}

/** The last import: its file, when, how it ended, and its rows. */
function LastImportSummary({ job, title }: { job: MarketImport; title: string }) {
  const tone =
    job.status === 'failed' ? 'text-rose-700' : job.status === 'done' ? 'text-emerald-700' : 'text-navy-700';
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
      <h4 className="text-xs font-medium text-slate-600">{title}</h4>
      <p className="mt-0.5 font-semibold break-words text-slate-900">{job.file_name}</p>
      <p>
        <time dateTime={job.created_at}>{formatImportTime(job.created_at)}</time>, {SOURCE_LABELS[job.source]}{' '}
        · <span className={`font-semibold ${tone}`}>{STATUS_LABELS[job.status]}</span>
      </p>
      <p>
        {formatCount(job.rows_read)} rows read · {formatCount(job.rows_added)} added ·{' '}
        {formatCount(job.rows_skipped)} skipped
      </p>
    </div>
  );
}

/**
 * The communities the loaded data has no sales in: their listings say they cannot be compared. Behind a
 * disclosure, as a whole emirate's file leaves few and a one-building file leaves nearly all.
 */
function CommunitiesWithoutSales({ communities }: { communities: readonly string[] }) {
  return (
    <details className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <summary className="cursor-pointer font-semibold">
        No sales loaded in {formatCount(communities.length)}{' '}
        {communities.length === 1 ? 'community' : 'communities'}
      </summary>
      <p className="mt-1">
        Listings there are not compared with the market. If the file covers them, DLD names them differently
        from the site&apos;s list of places.
      </p>
      <p className="mt-1 text-amber-800">{communities.join(' · ')}</p>
    </details>
  );
}

/** What market data is loaded: the sales, their dates, the last import, and whether it is the demo. */
export function MarketStatusPanel({ status }: { status: MarketStatus }) {
  return (
    <div className="space-y-3">
      {status.demo && <DemoDataNotice />}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <StatTile label="Sales loaded">{formatCount(status.sales)}</StatTile>
        <StatTile label="Sale dates">
          <DateRange first={status.first_sale} last={status.last_sale} />
        </StatTile>
      </dl>
      {status.communities_without_sales.length > 0 && (
        <CommunitiesWithoutSales communities={status.communities_without_sales} />
      )}
      {status.last_import ? (
        <LastImportSummary job={status.last_import} title={DATASET_WORDS.sales.lastImport} />
      ) : (
        <p className="text-sm text-slate-600">No file imported yet.</p>
      )}
    </div>
  );
}

/** What rent contracts are loaded: how many, their start dates, the last import, and whether it is the demo. */
export function RentsStatusPanel({ rents }: { rents: MarketRentsStatus }) {
  return (
    <div className="space-y-3">
      {rents.demo && <DemoDataNotice>{RENTS_DEMO_NOTICE}</DemoDataNotice>}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <StatTile label="Rent contracts loaded">{formatCount(rents.contracts)}</StatTile>
        <StatTile label="Contract start dates">
          <DateRange first={rents.first_contract} last={rents.last_contract} />
        </StatTile>
      </dl>
      {rents.last_import ? (
        <LastImportSummary job={rents.last_import} title={DATASET_WORDS.rents.lastImport} />
      ) : (
        <p className="text-sm text-slate-600">No rent contracts file imported yet.</p>
      )}
    </div>
  );
}
