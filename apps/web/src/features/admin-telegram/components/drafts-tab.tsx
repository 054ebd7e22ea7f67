import type { Draft } from '@dd/core';
import { FileText, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { serverDetail } from '@/lib/api-client';
import { loadFailed } from '@/lib/load-failed';

import { useDiscardDraft } from '../api/discard-draft';
import { useDrafts } from '../api/get-drafts';
import { DraftCard } from './draft-card';
import { draftTitle } from './draft-form-values';

export const DRAFT_DISCARDED = 'Draft discarded';
export const DISCARD_FAILED = 'Failed to discard the draft';

/**
 * Admin dashboard Drafts tab: the ads the Telegram bot read that wait for an admin (every ad of a
 * channel in review mode, the incomplete ones of a channel in publish mode), each with its post beside
 * the fields read. `onPublished` runs after a draft became a listing.
 */
export function DraftsTab({ onPublished }: { onPublished: () => void }) {
  const titleId = useId();
  const query = useDrafts();
  const { data, isPending } = query;
  const [discarding, setDiscarding] = useState<Draft | null>(null);
  const discard = useDiscardDraft();
  const drafts = data ?? [];

  const onDiscard = (draft: Draft) => {
    discard.mutate(draft.id, {
      onSuccess: () => toast.success(DRAFT_DISCARDED),
      onError: (error) => {
        console.error('Discarding the draft failed', error);
        toast.error(DISCARD_FAILED, { description: serverDetail(error) ?? error.message });
      },
      onSettled: () => setDiscarding(null),
    });
  };

  let content;
  if (loadFailed(query))
    content = (
      <LoadError
        title="Couldn't load drafts"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
        className="flex-col rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200"
      >
        The drafts could not be reached just now. Check your connection and try again.
      </LoadError>
    );
  else if (isPending) content = <Spinner label="Loading drafts..." />;
  else if (drafts.length === 0)
    content = (
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <Inbox aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
        <h3 className="mt-4 text-lg font-bold text-slate-900">No Drafts</h3>
        <p className="mt-1 max-w-md text-sm text-slate-600">
          Ads from Telegram channels in review mode, and those a listing would lack something for, wait here
          for you.
        </p>
      </div>
    );
  else
    content = (
      <ul aria-label="Drafts" className="space-y-6">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <DraftCard draft={draft} onPublished={onPublished} onDiscard={() => setDiscarding(draft)} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <FileText aria-hidden="true" className="size-5 text-gold-600" />
        Drafts
        {drafts.length > 0 && (
          <span className="rounded-full bg-navy-100 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
            {drafts.length}
          </span>
        )}
      </h2>
      <p className="mt-1 mb-5 max-w-3xl text-sm text-slate-600">
        Ads the Telegram bot read, waiting for you: correct the fields where the post was read wrong, then
        publish the listing or discard the draft.
      </p>
      {content}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this draft?"
        description={
          discarding
            ? `“${draftTitle(discarding.fields)}” and its photos are deleted. The post itself stays in the channel.`
            : ''
        }
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        pending={discard.isPending}
        tone="danger"
        onConfirm={() => discarding && onDiscard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  );
}
