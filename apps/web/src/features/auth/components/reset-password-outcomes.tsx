import type { AccountKind } from '@dd/core';
import { ArrowRight, CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { AuthCard } from './auth-card';
import { RESET_REDIRECT_MS } from './auth-constants';
import { translate } from '@/i18n/i18n';

/** /reset-password opened without a token (SPEC §2, §5): /login, which takes either kind of account. */
export function InvalidResetLink() {
  return (
    <AuthCard
      icon={LinkIcon}
      tone="warning"
      title={translate('auth.invalidLinkTitle')}
      description={<p>{translate('auth.invalidLink')}</p>}
    >
      <div className="space-y-3">
        <Link to={paths.login.getHref()} className={buttonClasses({ className: 'w-full' })}>
          {translate('auth.backToLogin')}
        </Link>
        <Link
          to={paths.forgotPassword.getHref()}
          className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
        >
          {translate('auth.requestNewLink')}
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * After a reset: on to the login after 3 seconds, or at once with the button (SPEC §9): a visitor's
 * (/login), or the admin login for an admin's account (SPEC §2).
 */
export function ResetPasswordSuccess({ account }: { account: AccountKind }) {
  const navigate = useNavigate();
  const loginPath = account === 'visitor' ? paths.login.getHref() : paths.adminLogin.getHref();

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, loginPath]);

  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={translate('auth.resetSuccessTitle')}
      description={
        <p role="status">{translate('auth.resetRedirect', { seconds: RESET_REDIRECT_MS / 1000 })}</p>
      }
    >
      <Link to={loginPath} replace className={buttonClasses({ className: 'w-full' })}>
        {translate('auth.goToLogin')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </AuthCard>
  );
}
