import type { ChannelMode, TelegramChannel, TelegramStatus } from '@dd/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { RadioTower, Send } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { serverDetail } from '@/lib/api-client';
import { loadFailed } from '@/lib/load-failed';

import { useTelegramChannels } from '../api/get-telegram-channels';
import { useTelegramStatus } from '../api/get-telegram-status';
import { useSetChannelMode } from '../api/set-channel-mode';
import { BotStatusPanel } from './bot-status-panel';
import { BotTokenPanel } from './bot-token-form';
import { ChannelCard, MODE_LABELS } from './channel-card';

export const MODE_UPDATED = 'Channel mode updated';
export const MODE_UPDATE_FAILED = 'Failed to update the channel mode';

/** A failed load of one part of the tab, with its Retry. */
function LoadFailed({ what, query }: { what: string; query: UseQueryResult<unknown> }) {
  return (
    <LoadError
      title={`Couldn't load ${what}`}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      className="flex-col rounded-2xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200"
    >
      It could not be reached just now. Check your connection and try again.
    </LoadError>
  );
}

function NoChannels({ status }: { status: TelegramStatus | undefined }) {
  const bot = status?.bot_username ? `@${status.bot_username}` : 'the bot';
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <RadioTower aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
      <h4 className="mt-4 text-lg font-bold text-slate-900">No channels yet</h4>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {status?.enabled === false
          ? 'Once the bot is on, the channels it is added to appear here.'
          : `Add ${bot} as an administrator of your channel (Channel info › Administrators › Add Admin). The channel appears here within moments, turned off: choose review or publish to follow it.`}
      </p>
    </div>
  );
}

/**
 * Admin dashboard Telegram tab: whether the bot is connected (and what to do when it is not), its token
 * (an owner connects, replaces or removes it here), and the channels it follows with what each brought and its mode (review, publish or off).
 */
export function TelegramTab({ owner }: { owner: boolean }) {
  const titleId = useId();
  const channelsId = useId();
  const status = useTelegramStatus();
  const channels = useTelegramChannels();
  const setMode = useSetChannelMode();

  const onModeChange = (channel: TelegramChannel, mode: ChannelMode) => {
    setMode.mutate(
      { chatId: channel.chat_id, mode },
      {
        onSuccess: () =>
          toast.success(MODE_UPDATED, { description: `${channel.title}: ${MODE_LABELS[mode]}` }),
        onError: (error) => {
          console.error('Updating the channel mode failed', error);
          toast.error(MODE_UPDATE_FAILED, { description: serverDetail(error) ?? error.message });
        },
      },
    );
  };
  const sendingMode = (channel: TelegramChannel) =>
    setMode.isPending && setMode.variables.chatId === channel.chat_id ? setMode.variables.mode : undefined;

  const list = channels.data ?? [];
  let content;
  if (loadFailed(channels)) content = <LoadFailed what="the channels" query={channels} />;
  else if (channels.isPending) content = <Spinner label="Loading channels..." className="py-10" />;
  else if (list.length === 0) content = <NoChannels status={status.data} />;
  else
    content = (
      <ul aria-labelledby={channelsId} className="space-y-3">
        {list.map((channel) => (
          <li key={channel.chat_id}>
            <ChannelCard
              channel={channel}
              pendingMode={sendingMode(channel)}
              onModeChange={(mode) => onModeChange(channel, mode)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={titleId} className="max-w-4xl">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Send aria-hidden="true" className="size-5 text-gold-600" />
        Telegram
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A bot reads the posts of the channels it is an administrator of. A channel it is added to stays off
        until you choose: in review mode every ad becomes a draft; in publish mode complete ads are listed at
        once.
      </p>

      <div className="mt-5">
        {status.data ? (
          <>
            <BotStatusPanel status={status.data} />
            <BotTokenPanel status={status.data} owner={owner} />
          </>
        ) : loadFailed(status) ? (
          <LoadFailed what="the bot's status" query={status} />
        ) : (
          <Spinner label="Checking the bot..." className="py-8" />
        )}
      </div>

      <h3 id={channelsId} className="mt-8 mb-3 text-lg font-bold text-slate-900">
        Channels
        {list.length > 0 && (
          <span className="ml-2 rounded-full bg-navy-100 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
            {list.length}
          </span>
        )}
      </h3>
      {content}
    </section>
  );
}
