import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverDetail } from '@/lib/api-client';
import { Link, useSearchParams } from '@/lib/router-dom';

import { unsubscribeAlert } from '../api/saved-searches';

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
          Turning the alert off...
        </p>
      ) : result.isSuccess ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">You're unsubscribed</h1>
          <p className="mt-3 text-slate-700">
            The alert "{result.data.name}" is off: it sends no more e-mails. You can turn it on again on your
            alerts page.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Invalid unsubscribe link</h1>
          <p className="mt-3 text-slate-700">
            {serverDetail(result.error) ?? 'This link is not complete. Open it again from the e-mail.'} You
            can manage your alerts after logging in.
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.alerts.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Manage alerts
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses({})}>
          Browse deals
        </Link>
      </div>
    </div>
  );
}
