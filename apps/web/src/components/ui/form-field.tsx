import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';

import { fieldErrorText } from '@/i18n/field-error';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 ' +
  'placeholder:text-slate-500 shadow-xs transition focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 ' +
  'focus:outline-none aria-invalid:border-rose-500 sm:text-sm';

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Ids of other text that describes the control (a hint, a checklist), read after the error. */
  describedBy?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * A label, one control and its error message, wired together for screen readers: the control is
 * `aria-invalid` while there is an error and described by it (then by `describedBy`). Every form shows
 * its errors this way, never with the browser's own bubbles (its <form> has noValidate, ADR 0027). A
 * message that is a fragment of the shared rules ('is required') is read after the label: 'Full name
 * is required'.
 */
export function Field({ label, error, describedBy, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = error && fieldErrorText(label, error);
  const description = [message ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': description })}
      {message && (
        <p id={errorId} className="mt-1 text-sm text-rose-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${control} ${className}`} {...props} />;
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${control} ${className}`} {...props} />;
}
