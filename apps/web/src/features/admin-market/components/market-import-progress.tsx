import { BusyLine, ProgressBar } from '@/components/ui/progress-bar';

import type { MarketImport } from '../api/get-market-status';
import { formatBytes, formatCount } from './market-format';

/** A running import: how much of the file is read, with the rows read and added so far. */
export function MarketImportProgress({ job, label }: { job: MarketImport | undefined; label: string }) {
  if (!job) return <BusyLine>Uploading the file...</BusyLine>;
  const total = Math.max(job.bytes_total, 1);
  const read = Math.min(job.bytes_read, total);
  const percent = Math.round((read / total) * 100);
  return (
    <ProgressBar
      label={label}
      value={read}
      max={total}
      text={`${percent}% of ${formatBytes(job.bytes_total)} read`}
    >
      {` · ${formatCount(job.rows_read)} rows read, ${formatCount(job.rows_added)} added so far`}
    </ProgressBar>
  );
}
