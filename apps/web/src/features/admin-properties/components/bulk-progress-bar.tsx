import { LoaderCircle } from 'lucide-react';

import type { BulkProgress } from '../api/bulk-add';

const number = new Intl.NumberFormat('en-AE');

/** The import's progress in messages; before the server reports any, an upload notice. */
export function BulkProgressBar({ progress }: { progress: BulkProgress | null }) {
  if (!progress || progress.total === 0) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-navy-700" />
        Uploading and reading the export...
      </p>
    );
  }
  const { processed, total } = progress;
  const percent = Math.min(100, Math.round((processed / total) * 100));
  const text = `${number.format(processed)} of ${number.format(total)} messages`;

  return (
    <div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={processed}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-navy-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-sm text-slate-700">
        {text} ({percent}%)
      </p>
    </div>
  );
}
