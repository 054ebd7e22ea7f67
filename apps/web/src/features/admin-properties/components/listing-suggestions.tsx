import { formatAed } from '@dd/core';
import type { ListingSuggestion } from '@dd/core';
import { Lightbulb } from 'lucide-react';
import { toast } from 'sonner';

import { isApiError } from '@/lib/api-client';
import { safeExternalUrl } from '@/lib/url';

import { type SuggestionDecision, useDecideSuggestion } from '../api/decide-suggestion';

const STATUS_WORDS = { available: 'available again', reserved: 'reserved', sold: 'sold' } as const;

const channelOf = (suggestion: ListingSuggestion) =>
  suggestion.username ? `@${suggestion.username}` : suggestion.channel?.trim() || 'another channel';

/** "AED 1,120,000" or "sold": what the post says. */
const saying = (suggestion: ListingSuggestion) =>
  suggestion.kind === 'price' && suggestion.price !== null
    ? formatAed(suggestion.price)
    : suggestion.status
      ? STATUS_WORDS[suggestion.status]
      : 'a change';

const button =
  'inline-flex h-8 items-center rounded-lg px-2.5 text-xs font-semibold ring-1 transition ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/**
 * What channels' posts said of the listing that they may not change by themselves (another agent's
 * price, a SOLD reply in another channel: ADR 0046), each to accept or ignore. Nothing when there are none.
 */
export function ListingSuggestions(props: SuggestionsProps) {
  return props.suggestions.length === 0 ? null : <SuggestionList {...props} />;
}

interface SuggestionsProps {
  listingId: string;
  listingName: string;
  suggestions: readonly ListingSuggestion[];
}

function SuggestionList({ listingId, listingName, suggestions }: SuggestionsProps) {
  const decide = useDecideSuggestion();

  const onDecide = (suggestion: ListingSuggestion, decision: SuggestionDecision) => {
    decide.mutate(
      { listingId, suggestionId: suggestion.id, decision },
      {
        onSuccess: () =>
          toast.success(decision === 'accept' ? `${listingName} updated` : 'Suggestion ignored'),
        onError: (error) =>
          toast.error(isApiError(error) && error.detail ? error.detail : 'Could not save your decision'),
      },
    );
  };

  return (
    <section
      aria-label={`Suggestions for ${listingName}`}
      className="mt-2 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <h4 className="flex items-center gap-1.5 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        Suggested by channels
      </h4>
      <ul className="mt-1.5 flex flex-col gap-2">
        {suggestions.map((suggestion) => {
          const url = safeExternalUrl(suggestion.url);
          const channel = channelOf(suggestion);
          const what = saying(suggestion);
          return (
            <li key={suggestion.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {url ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium underline underline-offset-2"
                  >
                    {channel}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="font-medium">{channel}</span>
                )}{' '}
                says <strong>{what}</strong>
              </span>
              <span className="flex gap-1.5">
                <button
                  type="button"
                  disabled={decide.isPending}
                  onClick={() => onDecide(suggestion, 'accept')}
                  aria-label={`Accept ${what} from ${channel}`}
                  className={`${button} bg-navy-900 text-white ring-navy-900 hover:bg-navy-800`}
                >
                  Accept
                </button>
                <button
                  type="button"
                  disabled={decide.isPending}
                  onClick={() => onDecide(suggestion, 'ignore')}
                  aria-label={`Ignore ${what} from ${channel}`}
                  className={`${button} bg-white text-slate-700 ring-slate-300 hover:bg-slate-100`}
                >
                  Ignore
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
