import type { Draft } from '@dd/core';
import {
  CircleAlert,
  CircleCheck,
  ExternalLink,
  RotateCcw,
  Save,
  Send,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useId } from 'react';

import { AdFieldsForm } from '@/components/ad-fields/ad-fields-form';
import { Button, buttonClasses } from '@/components/ui/button';

import { draftTitle, emptyFields, neededFields } from './draft-form-values';
import { DraftPost } from './draft-post';
import { formatDateTime } from './format-date';
import { useDraftEditor } from './use-draft-editor';

interface DraftCardProps {
  draft: Draft;
  /** A listing was made of the draft. */
  onPublished: () => void;
  /** The admin asked to discard the draft (the tab confirms first). */
  onDiscard: () => void;
}

/** Where the post came from: channel, @username and when it was posted. */
function sourceLine(draft: Draft): string {
  const parts = [
    draft.source?.channel_title,
    draft.source?.username && `@${draft.source.username}`,
    draft.posted_at && `posted ${formatDateTime(draft.posted_at)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : `Received ${formatDateTime(draft.created_at)}`;
}

function Readiness({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0)
    return (
      <p className="mt-4 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        The post has everything a listing needs. Check the fields, then publish it.
      </p>
    );
  return (
    <div className="mt-4 flex items-start gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">Missing for a listing: </span>
        {missing.join(', ')}. Fill in the marked fields to publish it.
      </p>
    </div>
  );
}

/** One draft: the post beside the fields read from it, to correct, publish or discard. */
export function DraftCard({ draft, onPublished, onDiscard }: DraftCardProps) {
  const titleId = useId();
  const { formRef, parsed, values, corrected, errors, publishError, busy, publishing, saving, ...actions } =
    useDraftEditor(draft, onPublished);
  const title = draftTitle(draft.fields);
  const changed = corrected.length;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">{sourceLine(draft)}</p>
        </div>
        {draft.source?.url && (
          <a
            href={draft.source.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View post
          </a>
        )}
      </header>

      <Readiness missing={draft.missing} />
      {draft.held_because && (
        // A post its channel would have published, held for an admin because of its price.
        <div
          role="note"
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">Held for a check, not published: </span>
            {draft.held_because}
          </p>
        </div>
      )}
      {publishError && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          Not published: {publishError}
        </p>
      )}

      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DraftPost text={draft.post_text} images={draft.images} />
        <form
          ref={formRef}
          aria-label={`Fields of ${title}`}
          onSubmit={(event) => void actions.save(event)}
          noValidate
          className="min-w-0"
        >
          <AdFieldsForm
            values={values}
            parsed={parsed}
            missing={emptyFields(draft.fields)}
            needed={neededFields(draft.missing)}
            manual={draft.manual_fields}
            errors={errors}
            onChange={actions.changeField}
            disabled={busy}
          />
          <div className="mt-6 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
            <Button type="submit" variant="outline" size="sm" disabled={changed === 0 || busy}>
              <Save aria-hidden="true" className="size-4" />
              {saving ? 'Saving...' : 'Save corrections'}
            </Button>
            {changed > 0 && (
              <Button variant="ghost" size="sm" onClick={actions.undo} disabled={busy}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Undo
              </Button>
            )}
            <span className="hidden flex-1 sm:block" />
            <Button
              variant="outline"
              size="sm"
              className="border-rose-200! text-rose-700! hover:bg-rose-50!"
              onClick={onDiscard}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Discard
            </Button>
            <Button size="sm" onClick={() => void actions.publish()} disabled={busy}>
              <Send aria-hidden="true" className="size-4" />
              {publishing ? 'Publishing...' : 'Publish'}
            </Button>
          </div>
          {changed > 0 && (
            <p role="status" className="mt-2 text-xs text-amber-800">
              {changed} field(s) corrected; Publish saves them first.
            </p>
          )}
        </form>
      </div>
    </article>
  );
}
