import { Sparkles, Zap } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form-field';

import { AdPreviewPanel } from './ad-preview-panel';
import { PhotoPicker } from './photo-picker';
import { SameDealConflict } from './same-deal-notice';
import { useQuickAdd } from './use-quick-add';

export const PASTE_AD_TEXT = 'Please paste Telegram ad text';

/** The server reads at most this much of an ad. */
const MAX_TEXT_LENGTH = 20_000;
const PLACEHOLDER =
  '🔥 DISTRESS DEAL 🔥\nBinghatti Onyx, JVC\n1BR | 780 sq.ft\nPrice: AED 920,000 (OP 1,150,000)\nHandover Q4 2025';

/**
 * Admin dashboard Quick Add tab (SPEC §2, §5, §8): paste a Telegram ad, see what it becomes while
 * typing (a dry run of the server's parser), correct the fields, add photos, create the listing.
 * `onCreated` runs after a listing was created (the dashboard then shows the Properties tab);
 * `onAddAnother` is the confirmation's "Add another" (the dashboard brings this tab back with `focusText`).
 */
export function QuickAddTab({
  onCreated,
  onAddAnother,
  focusText = false,
}: {
  onCreated: () => void;
  onAddAnother?: () => void;
  /** Focus the (empty) text box when the tab opens: "Add another". */
  focusText?: boolean;
}) {
  const titleId = useId();
  const quickAdd = useQuickAdd(onCreated, onAddAnother);
  const { formRef, textRef, text, busy, state } = quickAdd;

  useEffect(() => {
    if (focusText) textRef.current?.focus();
  }, [focusText, textRef]);

  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void quickAdd.submit();
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Zap aria-hidden="true" className="size-5 text-gold-600" />
        Quick Add Property
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Paste the text of a Telegram ad. The preview shows what the listing will contain; correct any field
        before creating it.
      </p>

      <form
        ref={formRef}
        aria-labelledby={titleId}
        onSubmit={(event) => void quickAdd.submit(event)}
        noValidate
        className="mt-5 grid items-start gap-6 lg:grid-cols-2"
      >
        <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24">
          <Field label="Telegram ad text" error={quickAdd.blank ? PASTE_AD_TEXT : undefined}>
            {(props) => (
              <Textarea
                {...props}
                ref={textRef}
                value={text}
                onChange={(event) => quickAdd.changeText(event.target.value)}
                onKeyDown={submitOnCtrlEnter}
                rows={14}
                maxLength={MAX_TEXT_LENGTH}
                placeholder={PLACEHOLDER}
                className="min-h-64 resize-y"
              />
            )}
          </Field>
          <PhotoPicker
            key={quickAdd.round}
            photos={quickAdd.photos}
            onChange={quickAdd.setPhotos}
            disabled={busy}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={!text.trim() || busy}>
              <Sparkles aria-hidden="true" className="size-5" />
              {busy ? 'Creating...' : 'Create Property'}
            </Button>
            <span className="hidden text-xs text-slate-600 sm:inline">or press Ctrl+Enter in the text</span>
          </div>
          {quickAdd.sameDeal !== null && (
            <SameDealConflict
              detail={quickAdd.sameDeal}
              sameAs={state.kind === 'ready' ? state.preview.same_as : null}
              onCreateAnyway={quickAdd.createAnyway}
              disabled={busy}
            />
          )}
        </div>

        <AdPreviewPanel
          state={state}
          errors={quickAdd.errors}
          onChange={quickAdd.changeField}
          onUndo={quickAdd.undo}
          disabled={busy}
        />
      </form>
    </section>
  );
}
