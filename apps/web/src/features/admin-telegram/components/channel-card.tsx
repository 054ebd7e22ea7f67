import { CHANNEL_MODES, formatInteger } from '@dd/core';
import type { ChannelMode, TelegramChannel } from '@dd/core';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useId } from 'react';

import { formatDateTime } from './format-date';

export const MODE_LABELS: Record<ChannelMode, string> = {
  review: 'Review',
  publish: 'Publish',
  off: 'Off',
};

const MODE_HINTS: Record<ChannelMode, string> = {
  review: 'Every ad becomes a draft for you to check.',
  publish: 'Complete ads are listed at once; the others become drafts.',
  off: 'Posts are ignored.',
};

const isMode = (value: string): value is ChannelMode => (CHANNEL_MODES as readonly string[]).includes(value);

/** The bot's standing in words, when it can no longer read the channel. */
function standingProblem(status: string): string | null {
  if (status === 'administrator' || status === 'creator') return null;
  if (status === 'left' || status === 'kicked')
    return `The bot was removed from this channel (${status}). Add it again as an administrator to follow it.`;
  return `The bot is not an administrator of this channel (${status}): it cannot read the posts.`;
}

interface ChannelCardProps {
  channel: TelegramChannel;
  /** The mode being sent, shown until the list has it. */
  pendingMode?: ChannelMode | undefined;
  onModeChange: (mode: ChannelMode) => void;
}

/** One channel the bot was added to: its name and link, what it brought, and its mode. */
export function ChannelCard({ channel, pendingMode, onModeChange }: ChannelCardProps) {
  const titleId = useId();
  const mode = pendingMode ?? channel.mode;
  const problem = standingProblem(channel.member_status);
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 md:grid-cols-[minmax(0,1fr)_15rem] md:items-start"
    >
      <div className="min-w-0">
        <h4 id={titleId} className="text-base font-bold break-words text-slate-900">
          {channel.title}
        </h4>
        {channel.username ? (
          <a
            href={`https://t.me/${encodeURIComponent(channel.username)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 underline-offset-2 hover:underline"
          >
            @{channel.username}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : (
          <p className="text-sm text-slate-600">Private channel</p>
        )}
        {problem && (
          <p className="mt-2 flex items-start gap-2 rounded-lg bg-rose-50 p-2.5 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {problem}
          </p>
        )}
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Posts seen</dt>
            <dd className="font-semibold text-slate-900">{formatInteger(channel.posts_seen)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Listings made</dt>
            <dd className="font-semibold text-slate-900">{formatInteger(channel.listings_created)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Last post</dt>
            <dd className="font-semibold text-slate-900">
              {channel.last_post_at ? (
                <time dateTime={channel.last_post_at}>{formatDateTime(channel.last_post_at)}</time>
              ) : (
                'None yet'
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div>
        <label className="block text-sm font-medium text-slate-800">
          Mode
          <select
            aria-label={`Mode of ${channel.title}`}
            value={mode}
            disabled={pendingMode !== undefined}
            onChange={(event) => {
              const next = event.target.value;
              if (isMode(next) && next !== mode) onModeChange(next);
            }}
            className="mt-1.5 block h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none disabled:opacity-50"
          >
            {CHANNEL_MODES.map((value) => (
              <option key={value} value={value}>
                {MODE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <p className="mt-1 text-xs text-slate-600">{MODE_HINTS[mode]}</p>
      </div>
    </article>
  );
}
