import { useId } from 'react';

import type { MarketImport } from '../api/get-market-status';
import type { MarketDataset } from '../api/market-dataset';
import { DATASET_WORDS } from './market-dataset-words';
import { formatCount, skipReasonLabel } from './market-format';
import { StatTile } from './stat-tile';

/**
 * Rows read that were neither added nor skipped: sales stored by an earlier import; for rents also the
 * further lines of a contract of several units, which is stored once.
 */
export const alreadyStored = (job: MarketImport) =>
  Math.max(0, job.rows_read - job.rows_added - job.rows_skipped);

function SkippedByReason({ skipped, dataset }: { skipped: Record<string, number>; dataset: MarketDataset }) {
  const reasons = Object.entries(skipped)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);
  if (reasons.length === 0) return null;
  return (
    <div>
      <h5 className="text-sm font-semibold text-slate-800">Skipped rows</h5>
      <ul aria-label="Skipped rows by reason" className="mt-1 space-y-0.5 text-sm text-slate-700">
        {reasons.map(([reason, count]) => (
          <li key={reason}>
            {skipReasonLabel(reason, dataset)}: {formatCount(count)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImportFailed({ job, dataset }: { job: MarketImport; dataset: MarketDataset }) {
  return (
    <div role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200">
      <h4 className="font-bold">{DATASET_WORDS[dataset].failed}</h4>
      <p className="mt-1">{job.error || 'The file could not be imported.'}</p>
      {job.rows_added > 0 && (
        <p className="mt-1">
          {DATASET_WORDS[dataset].addedBeforeFailure}: {formatCount(job.rows_added)}
        </p>
      )}
    </div>
  );
}

/**
 * How an import ended: the sales (or contracts) added, those already stored and the rows skipped by
 * reason, or its error.
 */
export function MarketImportResult({ job, dataset }: { job: MarketImport; dataset: MarketDataset }) {
  const headingId = useId();
  if (job.status === 'failed') return <ImportFailed job={job} dataset={dataset} />;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        {DATASET_WORDS[dataset].finished}
      </h4>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <StatTile label="Rows read">{formatCount(job.rows_read)}</StatTile>
        <StatTile label="Added" tone="text-emerald-700">
          {formatCount(job.rows_added)}
        </StatTile>
        <StatTile label={DATASET_WORDS[dataset].alreadyStored}>{formatCount(alreadyStored(job))}</StatTile>
        <StatTile label="Skipped">{formatCount(job.rows_skipped)}</StatTile>
      </dl>
      <SkippedByReason skipped={job.skipped} dataset={dataset} />
    </section>
  );
}
