import { Bell } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isAuthError } from '@/lib/api-client';
import { clearAllSessions, getToken } from '@/lib/auth-storage';
import { withNext } from '@/lib/next-path';

import { useSavedSearches } from '../api/saved-searches';
import { AlertRow } from './alert-row';
import { ALERT_TEXTS } from './alert-texts';
import { TelegramAlerts } from './telegram-alerts';
import { translate } from '@/i18n/i18n';

/**
 * /alerts: the visitor's saved searches, to rename, change, turn off or on, and delete. `#alert-<id>`
 * (the save dialog's "you already have this alert") scrolls to that alert and marks it.
 */
export function AlertsScreen() {
  const token = getToken();
  const alerts = useSavedSearches();
  const expired = alerts.isError && isAuthError(alerts.error);
  useEffect(() => {
    if (expired) clearAllSessions();
  }, [expired]);
  const { hash } = useLocation();
  const target = hash.startsWith('#alert-') ? decodeURIComponent(hash.slice('#alert-'.length)) : undefined;
  const shown = useRef<string>(undefined);
  useEffect(() => {
    if (!target || !alerts.data || shown.current === target) return;
    const row = document.getElementById(`alert-${target}`);
    if (!row) return;
    shown.current = target;
    row.scrollIntoView?.({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [target, alerts.data]);

  if (!token || expired)
    return <Navigate to={withNext(paths.login.getHref(), paths.alerts.getHref())} replace />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {ALERT_TEXTS.pageTitle}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{translate('alerts.intro')}</p>
        </div>
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {translate('alerts.browse')}
        </Link>
      </div>
      {alerts.isPending ? (
        <p role="status" className="min-h-40 py-12 text-center text-slate-600">
          {translate('alerts.loading')}
        </p>
      ) : alerts.isError ? (
        <div role="alert" className="rounded-2xl bg-rose-50 p-6 text-center text-rose-900">
          <p className="font-semibold">{translate('alerts.loadFailed')}</p>
          <p className="mt-1 text-sm">{translate('alerts.checkConnection')}</p>
          <Button className="mt-4" variant="outline" size="sm" onClick={() => void alerts.refetch()}>
            {translate('alerts.tryAgain')}
          </Button>
        </div>
      ) : alerts.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <Bell aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{ALERT_TEXTS.empty}</h2>
          <p className="mt-1 text-sm text-slate-600">{ALERT_TEXTS.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={translate('alerts.list')} className="space-y-4">
          {alerts.data.map((alert) => (
            <AlertRow key={alert.id} alert={alert} marked={alert.id === target} />
          ))}
        </ul>
      )}
      <TelegramAlerts />
    </div>
  );
}
