import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A busy line with a spinner, before there is anything to measure ("Uploading the file..."). */
export function BusyLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-navy-700" />
      {children}
    </p>
  );
}

interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** What the bar says in words, for screen readers and under it. */
  text: string;
  /** More under the bar, after the text. */
  children?: ReactNode;
}

/** A job's progress: a bar from 0 to max with its value in words, and the same words under it. */
export function ProgressBar({ label, value, max, text, children }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-navy-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-sm text-slate-700">
        {text}
        {children}
      </p>
    </div>
  );
}
