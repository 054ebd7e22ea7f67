import { ALERT_FREQUENCIES } from '@dd/core';
import type { SavedSearch, SavedSearchUpdate } from '@dd/core';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverDetail } from '@/lib/api-client';
import { Link } from 'react-router';

import { useSavedSearchMutations } from '../api/saved-searches';
import { ALERT_TEXTS } from './alert-texts';
import { FrequencyChoice } from './frequency-choice';
import { translate } from '@/i18n/i18n';

import { alertSubtitle } from '../alert-subtitle';
import { searchName } from '../search-name';

const input =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none sm:text-sm';

/**
 * One alert: its name (rename in place), its search in words unless the name says it, when it was
 * saved, how often, on or off, and delete. `marked`: the alert the address names (#alert-<id>).
 */
export function AlertRow({ alert, marked = false }: { alert: SavedSearch; marked?: boolean }) {
  const { update, remove } = useSavedSearchMutations();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const [confirming, setConfirming] = useState(false);
  const summary = searchName(alert);

  const change = (body: SavedSearchUpdate, done?: () => void) =>
    update.mutate(
      { id: alert.id, body },
      {
        onSuccess: () => {
          toast.success(ALERT_TEXTS.updated);
          done?.();
        },
        onError: (error) => toast.error(serverDetail(error) ?? ALERT_TEXTS.updateFailed),
      },
    );

  return (
    <li
      id={`alert-${alert.id}`}
      tabIndex={-1}
      aria-current={marked ? 'true' : undefined}
      className={`scroll-mt-24 rounded-2xl p-4 shadow-sm focus:outline-none sm:p-5 ${
        marked ? 'bg-amber-50 ring-2 ring-amber-400' : 'bg-white ring-1 ring-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <form
              noValidate
              className="flex flex-wrap gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                change({ name }, () => setRenaming(false));
              }}
            >
              <label className="sr-only" htmlFor={`name-${alert.id}`}>
                {translate('alerts.name')}
              </label>
              <input
                id={`name-${alert.id}`}
                className={`${input} max-w-sm`}
                value={name}
                maxLength={80}
                placeholder={summary}
                onChange={(event) => setName(event.target.value)}
                autoFocus
              />
              <Button type="submit" size="sm" disabled={update.isPending}>
                {translate('alerts.saveName')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRenaming(false)}>
                {translate('alerts.cancel')}
              </Button>
            </form>
          ) : (
            <h2 className="text-lg font-semibold break-words text-slate-900">{alert.name}</h2>
          )}
          <p className="mt-1 text-sm text-slate-600">
            {alertSubtitle(alert)}
            {' · '}
            <Link to={alert.search_path} className="font-medium text-navy-700 underline underline-offset-2">
              {translate('alerts.seeDeals')}
            </Link>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            alert.active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {translate(alert.active ? 'alerts.on' : 'alerts.off')}
        </span>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <div role="group" aria-label={translate('alerts.howOftenFor', { name: alert.name })}>
          <FrequencyChoice
            compact
            value={alert.frequency}
            options={ALERT_FREQUENCIES}
            onChange={(frequency) => change({ frequency })}
          />
        </div>
        <div className="flex flex-wrap gap-1">
          {!renaming && (
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
              {translate('alerts.rename')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => change({ active: !alert.active })}>
            {translate(alert.active ? 'alerts.turnOff' : 'alerts.turnOn')}
          </Button>
          <Button size="sm" variant="ghost" className="text-rose-700" onClick={() => setConfirming(true)}>
            {translate('alerts.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={translate('alerts.deleteTitle')}
        description={translate('alerts.deleteHint', { name: alert.name })}
        confirmLabel={translate('alerts.delete')}
        tone="danger"
        pending={remove.isPending}
        pendingLabel={translate('alerts.deleting')}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(ALERT_TEXTS.deleted);
            },
            onError: (error) => toast.error(serverDetail(error) ?? ALERT_TEXTS.updateFailed),
          })
        }
      />
    </li>
  );
}
