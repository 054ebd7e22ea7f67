import { ExternalLink, Send } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';

import { Button, buttonClasses } from '@/components/ui/button';
import { serverDetail } from '@/lib/api-client';

import { useTelegramAlertMutations, useTelegramAlerts } from '../api/telegram-alerts';
import { ALERT_TEXTS } from './alert-texts';

const T = ALERT_TEXTS.telegram;

/**
 * "Get alerts on Telegram" on /alerts: a one-time t.me link that ties a Telegram chat to the account
 * (opened in a new tab; the state is asked again until the chat is linked), the linked chat, and a
 * way to stop. Not shown when the site has no Telegram bot.
 */
export function TelegramAlerts() {
  const { link, unlink } = useTelegramAlertMutations();
  const pendingLink = link.data;
  const status = useTelegramAlerts(pendingLink !== undefined);
  const linked = status.data?.linked ?? false;
  const { reset } = link;
  // The link is put away once the chat is linked, or once it has expired (a new one can be asked for).
  useEffect(() => {
    if (linked) reset();
    if (!pendingLink) return;
    const timer = setTimeout(reset, Math.max(0, Date.parse(pendingLink.expires_at) - Date.now()));
    return () => clearTimeout(timer);
  }, [linked, reset, pendingLink]);

  if (!status.data?.available) return null;

  return (
    <section
      aria-labelledby="telegram-alerts-title"
      className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Send aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-600" />
        <div className="min-w-0 flex-1">
          <h2 id="telegram-alerts-title" className="text-lg font-semibold text-slate-900">
            {T.title}
          </h2>
          {linked ? (
            <>
              <p className="mt-1 text-sm text-slate-600">{T.linked(status.data.chat_name)}</p>
              <Button
                className="mt-3"
                variant="outline"
                size="sm"
                disabled={unlink.isPending}
                onClick={() =>
                  unlink.mutate(undefined, {
                    onSuccess: () => toast.success(T.unlinked),
                    onError: (error) => toast.error(serverDetail(error) ?? T.failed),
                  })
                }
              >
                {T.unlink}
              </Button>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">{T.hint}</p>
              {pendingLink ? (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <a
                    href={pendingLink.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ size: 'sm' })}
                  >
                    {T.open}
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                  <p role="status" className="text-sm text-slate-600">
                    {T.waiting}
                  </p>
                </div>
              ) : (
                <Button
                  className="mt-3"
                  size="sm"
                  disabled={link.isPending}
                  onClick={() =>
                    link.mutate(undefined, {
                      onError: (error) => toast.error(serverDetail(error) ?? T.failed),
                    })
                  }
                >
                  {T.get}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
