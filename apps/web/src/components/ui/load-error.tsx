import { LoaderCircleIcon } from './card-icons';
import type { ReactNode } from 'react';

import { Button } from './button';
import { translate } from '@/i18n/i18n';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "Couldn't load deals". */
  title: string;
  /** A short line on what it means and what to do; left out in a one-line notice. */
  children?: ReactNode;
  onRetry: () => void;
  /** A retry is on its way: the button says so and ignores clicks, and keeps the focus. */
  busy: boolean;
  /** The box and its layout (a column by default). */
  className?: string;
}

/**
 * Moves the focus, when it is in the box that goes away (its data arrived), to the nearest focusable
 * container (the tab panel, the page's main) rather than letting it fall to the top of the document.
 * A ref that returns its cleanup (React 19), which runs before the box leaves the document.
 */
const keepFocus = (box: HTMLElement | null) => () => {
  if (box?.contains(document.activeElement))
    box.closest<HTMLElement>('[tabindex]')?.focus({ preventScroll: true });
};

/** A load that failed, told apart from an empty answer: a title, a line and a Retry button. */
export function LoadError({ title, children, onRetry, busy, className = 'flex-col' }: LoadErrorProps) {
  return (
    <div
      ref={keepFocus}
      role="alert"
      className={`flex items-center justify-center gap-3 text-center ${className}`}
    >
      <p className="font-bold text-slate-900">{title}</p>
      {children && <p className="-mt-2 max-w-md text-sm text-slate-600">{children}</p>}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        {busy && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
        {translate('dialog.retry')}
      </Button>
    </div>
  );
}
