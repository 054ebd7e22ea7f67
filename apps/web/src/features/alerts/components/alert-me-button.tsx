import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { BellIcon } from '@/components/ui/card-icons';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth-storage';

import type * as DialogModule from './alert-dialog';
import { translate } from '@/i18n/i18n';

// The dialog, its form and the API calls load on the first press (or when the pointer or focus
// reaches the button): the home page carries only this button (ADR 0007's budget).
let loading: Promise<typeof DialogModule> | undefined;
const loadDialog = () =>
  (loading ??= import('./alert-dialog').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
const AlertDialog = lazy(loadDialog);

/** The search (URL query) whose alert a visitor asked for before logging in: its dialog opens after. */
const PENDING_KEY = 'dd:alert-after-login';

/**
 * "Alert me" beside the filters: saves the search the page shows (its URL query) with an alert. A
 * visitor who is not logged in is sent to log in first and comes back to the same search, where the
 * dialog opens.
 */
export function AlertMeButton() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const preload = () => void loadDialog().catch(() => undefined);
  // Back to this search after the login (next=, kept to a path on this site by the login screen).
  const toLogin = () => {
    sessionStorage.setItem(PENDING_KEY, location.search);
    void navigate(`${paths.login.getHref()}?next=${encodeURIComponent(`/${location.search}`)}`);
  };
  // Back from the login on the same search: the dialog the visitor asked for opens.
  useEffect(() => {
    if (!getToken() || sessionStorage.getItem(PENDING_KEY) !== location.search) return;
    sessionStorage.removeItem(PENDING_KEY);
    // Once its code is here; if it cannot load, nothing opens and the button still works.
    void loadDialog().then(
      () => setOpen(true),
      () => undefined,
    );
  }, [location.search]);

  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (getToken()) return setOpen(true);
          void import('sonner').then(({ toast }) => toast.info(translate('alerts.loginFirst')));
          toLogin();
        }}
        className="ms-auto inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-navy-700 hover:bg-navy-50 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none"
      >
        <BellIcon className="size-4" />
        {/* A bell alone on a phone, where the line is full. */}
        <span className="max-sm:sr-only">{translate('listing.alertMe')}</span>
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              {translate('alerts.loadingDialog')}
            </span>
          }
        >
          <AlertDialog
            search={location.search}
            onClose={() => setOpen(false)}
            onShowAlerts={() => {
              setOpen(false);
              void navigate(paths.alerts.getHref());
            }}
            onLoggedOut={toLogin}
          />
        </Suspense>
      )}
    </>
  );
}
