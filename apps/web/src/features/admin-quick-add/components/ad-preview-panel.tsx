import type { AdField } from '@dd/core';
import { FileSearch, RotateCcw } from 'lucide-react';

import { AdFieldsForm } from '@/components/ad-fields/ad-fields-form';
import type { AdFormErrors, AdFormValues } from '@/components/ad-fields/ad-form-values';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import type { AdPreview } from '../api/preview-telegram-ad';
import { currentPriceDoubts } from './ad-form-values';
import { PreviewStatus } from './preview-status';

export type PreviewState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'error'; detail: string }
  | {
      kind: 'ready';
      preview: AdPreview;
      parsed: AdFormValues;
      values: AdFormValues;
      corrected: readonly AdField[];
      /** The text changed since this preview; a new one is being read. */
      updating: boolean;
    };

interface AdPreviewPanelProps {
  state: PreviewState;
  errors: AdFormErrors;
  onChange: (name: AdField, value: string | boolean) => void;
  onUndo: () => void;
  disabled: boolean;
}

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** Right-hand side of Quick Add: the live preview of what the ad becomes, editable before creating. */
export function AdPreviewPanel({ state, errors, onChange, onUndo, disabled }: AdPreviewPanelProps) {
  if (state.kind === 'empty') {
    return (
      <div className={`${panel} flex flex-col items-center py-12 text-center text-slate-600`}>
        <FileSearch aria-hidden="true" className="size-10 text-navy-300" strokeWidth={1.5} />
        <p className="mt-3 max-w-xs text-sm">
          Paste an ad to see the fields it contains. You can correct them before creating the property.
        </p>
      </div>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div className={panel}>
        <Spinner label="Reading the ad..." className="py-12" />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className={`${panel} text-sm text-rose-800`}>
        <p className="font-semibold">The preview is not available.</p>
        <p className="mt-1">{state.detail}</p>
      </div>
    );
  }

  const { preview, parsed, values, corrected, updating } = state;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <div className={`${panel} space-y-5`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">Preview</h3>
        <p role="status" className="text-sm text-slate-600">
          {updating
            ? 'Updating preview...'
            : corrected.length > 0
              ? `${corrected.length} field(s) corrected`
              : 'As read from the ad'}
        </p>
      </div>
      <PreviewStatus
        preview={preview}
        corrected={corrected.length > 0}
        doubts={currentPriceDoubts(preview, values, corrected)}
      />
      {hasErrors && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          A corrected listing is saved like the Add Property form: fill in the highlighted fields.
        </p>
      )}
      <AdFieldsForm
        values={values}
        parsed={parsed}
        missing={preview.parsed.missing}
        errors={errors}
        onChange={onChange}
        disabled={disabled}
      />
      {corrected.length > 0 && (
        <Button variant="outline" size="sm" onClick={onUndo} disabled={disabled}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Undo corrections
        </Button>
      )}
    </div>
  );
}
