import type { TelegramStatus } from '@dd/core';
import { CircleAlert, CircleCheck, LoaderCircle, PowerOff, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { pluralize } from '@/lib/format';

import { formatDateTime } from './format-date';

type Connection = TelegramStatus['connection'];

interface Look {
  title: string;
  icon: ReactNode;
  tone: string;
}

const icon = 'mt-0.5 size-5 shrink-0';

const LOOKS: Record<Connection, Look> = {
  off: {
    title: 'The bot is off',
    icon: <PowerOff aria-hidden="true" className={`${icon} text-slate-500`} />,
    tone: 'bg-white ring-slate-200',
  },
  starting: {
    title: 'Connecting to Telegram...',
    icon: <LoaderCircle aria-hidden="true" className={`${icon} animate-spin text-navy-700`} />,
    tone: 'bg-white ring-slate-200',
  },
  connected: {
    title: 'Connected',
    icon: <CircleCheck aria-hidden="true" className={`${icon} text-emerald-700`} />,
    tone: 'bg-emerald-50 ring-emerald-200',
  },
  degraded: {
    title: 'Not connected to Telegram',
    icon: <TriangleAlert aria-hidden="true" className={`${icon} text-amber-700`} />,
    tone: 'bg-amber-50 ring-amber-200',
  },
  unauthorized: {
    title: 'Bad bot token',
    icon: <CircleAlert aria-hidden="true" className={`${icon} text-rose-700`} />,
    tone: 'bg-rose-50 ring-rose-200',
  },
};

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900';

/** What to do about each state; the server's own words (why it is not connected) are shown above it. */
function advice(status: TelegramStatus): ReactNode {
  switch (status.connection) {
    case 'off':
      return 'Connect a bot with the token @BotFather gives (below). Then add the bot as an administrator of each channel to follow.';
    case 'connected':
      return `Posts arrive by ${status.delivery === 'webhook' ? 'webhook' : 'long polling'}.`;
    case 'starting':
      return null;
    case 'degraded':
      return 'The site keeps working. The bot keeps trying, and reads the posts it missed once Telegram answers.';
    case 'unauthorized':
      return status.source === 'environment' ? (
        <>
          Set a valid <code className={code}>TELEGRAM_BOT_TOKEN</code> and restart the server.
        </>
      ) : (
        "Paste the bot's current token below (@BotFather › /mybots › your bot › API Token)."
      );
  }
}

/** Whether the bot is on and connected, with a clear message when it is not and what to do about it. */
export function BotStatusPanel({ status }: { status: TelegramStatus }) {
  const look = LOOKS[status.connection];
  const hint = advice(status);
  const backlog = [
    status.pending_updates > 0 && `${pluralize(status.pending_updates, 'update')} waiting`,
    status.failed_updates > 0 && `${pluralize(status.failed_updates, 'update')} could not be read`,
  ].filter(Boolean);
  return (
    <div
      role="status"
      aria-label="Bot status"
      className={`flex items-start gap-3 rounded-2xl p-4 shadow-sm ring-1 sm:p-5 ${look.tone}`}
    >
      {look.icon}
      <div className="min-w-0 text-sm">
        <p className="text-base font-bold text-slate-900">
          {look.title}
          {status.connection === 'connected' && status.bot_username && (
            <span className="font-semibold text-slate-700"> as @{status.bot_username}</span>
          )}
        </p>
        {status.connection !== 'off' && status.connection !== 'connected' && status.detail && (
          <p className="mt-1 font-medium text-slate-900">{status.detail}</p>
        )}
        {hint && <p className="mt-1 text-slate-700">{hint}</p>}
        {(status.checked_at || backlog.length > 0) && (
          <p className="mt-1 text-xs text-slate-600">
            {status.checked_at && (
              <>
                Last checked <time dateTime={status.checked_at}>{formatDateTime(status.checked_at)}</time>
              </>
            )}
            {status.checked_at && backlog.length > 0 && ' · '}
            {backlog.join(' · ')}
          </p>
        )}
      </div>
    </div>
  );
}
