import { LoaderCircleIcon } from './card-icons';

interface SpinnerProps {
  /** Read by screen readers and shown below the spinner. */
  label: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = true, className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 py-16 text-slate-600 ${className}`}
    >
      <LoaderCircleIcon className="size-9 animate-spin text-navy-700" />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>{label}</span>
    </div>
  );
}
