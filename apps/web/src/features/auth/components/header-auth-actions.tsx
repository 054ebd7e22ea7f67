import { useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { BellIcon, HeartIcon, LogInIcon, LogOutIcon, UserPlusIcon } from '@/components/ui/card-icons';
import { paths } from '@/config/paths';
import { getAdminToken, getToken, subscribeToAuth } from '@/lib/auth-storage';
import { useT } from '@/i18n/use-t';

/** Who the stored login is: 2 an admin, 1 a visitor, 0 nobody (a number: a stable snapshot). */
const signedIn = () => (getAdminToken() ? 2 : getToken() ? 1 : 0);

const rowClass = 'col-start-1 row-start-1 flex items-center gap-1 sm:gap-2';
const linkClass = (variant: 'ghost' | 'accent') =>
  buttonClasses({ variant, size: 'sm', className: 'px-2.5 sm:px-3' });

/**
 * An icon's words: read by screen readers everywhere, shown from md up (at sm, Russian's longer words
 * would squeeze the site's title onto three lines).
 */
const labelClass = 'sr-only md:not-sr-only';

/** Props of a row that is not the one shown: it keeps its size but is neither seen, reached nor read. */
const hiddenRow = (hidden: boolean) => (hidden ? ({ 'aria-hidden': true, inert: true } as const) : {});

/**
 * Logout for a stored login, with a way back to the dashboard for an admin and to their favourites
 * for a visitor; otherwise Login and a
 * highlighted Register Now! (SPEC §2 Home). The server renders the logged-out header; the browser
 * shows the stored login once the page has hydrated. Both rows are laid out in the same cell, the
 * one not shown invisible, so the header keeps its size when a visitor's stored login appears (no
 * layout shift on their first screen; an admin's row may still move it).
 */
export function HeaderAuthActions() {
  const who = useSyncExternalStore(subscribeToAuth, signedIn, () => 0);
  const navigate = useNavigate();
  const { t } = useT();

  return (
    <nav aria-label={t('header.account')} className="grid shrink-0 justify-items-end">
      <div className={`${rowClass} ${who ? 'invisible' : ''}`} {...hiddenRow(who !== 0)}>
        <Link to={paths.login.getHref()} className={linkClass('ghost')}>
          <LogInIcon aria-hidden="true" className="hidden size-4 sm:block" />
          {t('header.login')}
        </Link>
        <Link to={paths.register.getHref()} className={linkClass('accent')}>
          <UserPlusIcon aria-hidden="true" className="hidden size-4 sm:block" />
          {t('header.register')}
        </Link>
      </div>
      <div className={`${rowClass} ${who ? '' : 'invisible'}`} {...hiddenRow(who === 0)}>
        {/* A visitor's links are in the hidden row too while nobody is logged in, so the header keeps
            its size when a stored login appears. Icons alone on a phone, named for screen readers;
            with their words from md up. */}
        {who !== 2 && (
          <Link to={paths.alerts.getHref()} className={linkClass('ghost')}>
            <BellIcon aria-hidden="true" className="size-5" />
            <span className={labelClass}>{t('header.alerts')}</span>
          </Link>
        )}
        {who === 2 && (
          <Link to={paths.adminDashboard.getHref()} className={linkClass('ghost')}>
            {t('header.dashboard')}
          </Link>
        )}
        {who !== 2 && (
          <Link to={paths.favorites.getHref()} className={linkClass('ghost')}>
            <HeartIcon aria-hidden="true" className="size-5 text-rose-600" />
            <span className={labelClass}>{t('header.favourites')}</span>
          </Link>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void import('./logout').then((module) => module.logout(navigate))}
        >
          <LogOutIcon aria-hidden="true" className="hidden size-4 sm:block" />
          {t('header.logout')}
        </Button>
      </div>
    </nav>
  );
}
