import type { NavigateFunction } from 'react-router';
import { toast } from 'sonner';

import { paths } from '@/config/paths';
import { clearAllSessions } from '@/lib/auth-storage';

import { translate } from '@/i18n/i18n';

/** Where a logout leads: the home page, whose toaster this state asks for (app/toaster-host.tsx). */
export const LOGGED_OUT_STATE = { toast: true } as const;

/**
 * Logout from the site's header: home first, then the four stored keys cleared (SPEC §4) and a toast
 * that says so. Leaving before the keys go keeps a listing's page from asking to log in again on its
 * way out. Loaded on click, with sonner: the home page's bundle has neither (ADR 0007).
 */
export function logout(navigate: NavigateFunction): void {
  void navigate(paths.home.getHref(), { state: LOGGED_OUT_STATE });
  clearAllSessions();
  toast.success(translate('auth.loggedOut'), { id: 'logged-out' });
}
