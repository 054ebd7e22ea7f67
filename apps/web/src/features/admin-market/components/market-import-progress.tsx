import { LoaderCircle } from 'lucide-react';

import type { MarketImport } from '../api/get-market-status';
import { formatBytes, formatCount } from './market-format';

function Busy({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-navy-700" />
      {children}
    </p>
  );
}

/** A running import: how much of the file is read, with the rows read and added so far. */
export function MarketImportProgress({ job }: { job: MarketImport | undefined }) {
  if (!job) return <Busy>Uploading the file...</Busy>;
  const total = Math.max(job.bytes_total, 1);
  const read = Math.min(job.bytes_read, total);
  const percent = Math.round((read / total) * 100);
  const text = `${percent}% of ${formatBytes(job.bytes_total)} read`;

  return (
    <div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={read}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-navy-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-sm text-slate-700">
        {text} · {formatCount(job.rows_read)} rows read, {formatCount(job.rows_added)} added so far
      </p>
    </div>
  );
}
