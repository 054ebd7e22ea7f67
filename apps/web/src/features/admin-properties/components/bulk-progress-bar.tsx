import { BusyLine, ProgressBar } from '@/components/ui/progress-bar';

import type { BulkProgress } from '../api/bulk-add';

const number = new Intl.NumberFormat('en-AE');

/** The import's progress in messages; before the server reports any, an upload notice. */
export function BulkProgressBar({ progress }: { progress: BulkProgress | null }) {
  if (!progress || progress.total === 0) return <BusyLine>Uploading and reading the export...</BusyLine>;
  const { processed, total } = progress;
  const percent = Math.min(100, Math.round((processed / total) * 100));
  return (
    <ProgressBar
      label="Import progress"
      value={processed}
      max={total}
      text={`${number.format(processed)} of ${number.format(total)} messages`}
    >
      {` (${percent}%)`}
    </ProgressBar>
  );
}
