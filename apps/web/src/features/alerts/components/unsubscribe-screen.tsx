import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverDetail } from '@/lib/api-client';
import { Link, useSearchParams } from 'react-router';

import { unsubscribeAlert } from '../api/saved-searches';
import { translate } from '@/i18n/i18n';

/**
 * /unsubscribe?token=…: the link of an alert e-mail. Turns the alert off on arrival (one click, no
 * login) and says so.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, ...result } = useMutation({ mutationFn: unsubscribeAlert });
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center sm:py-16">
      {token && (result.isPending || result.isIdle) ? (
        <p role="status" className="min-h-40 py-12 text-center text-slate-600">
          {translate('unsubscribe.pending')}
        </p>
      ) : result.isSuccess ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{translate('unsubscribe.done')}</h1>
          <p className="mt-3 text-slate-700">
            {translate('unsubscribe.doneHint', { name: result.data.name })}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{translate('unsubscribe.invalid')}</h1>
          <p className="mt-3 text-slate-700">
            {serverDetail(result.error) ?? translate('unsubscribe.incomplete')}{' '}
            {translate('unsubscribe.manageAfterLogin')}
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.alerts.getHref()} className={buttonClasses({ variant: 'outline' })}>
          {translate('unsubscribe.manage')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses({})}>
          {translate('alerts.browse')}
        </Link>
      </div>
    </div>
  );
}
