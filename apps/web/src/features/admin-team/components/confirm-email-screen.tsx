import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverDetail } from '@/lib/api-client';

import { confirmOwnEmail } from '../api/set-own-email';

/**
 * /admin/confirm-email?token=…: the link mailed to an admin's new e-mail. Confirms it on arrival (the
 * link proves the admin holds the mailbox; no login needed) and says so.
 */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, ...result } = useMutation({ mutationFn: confirmOwnEmail });
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <main className="mx-auto max-w-lg px-4 py-12 text-center sm:py-16">
      {token && (result.isPending || result.isIdle) ? (
        <p role="status" className="min-h-40 py-12 text-slate-600">
          Confirming your new e-mail…
        </p>
      ) : result.isSuccess ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Your new e-mail is confirmed</h1>
          <p className="mt-3 text-slate-700">
            Password-reset links for your admin account now go to{' '}
            <strong className="break-all">{result.data.email}</strong>.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">This link did not work</h1>
          <p className="mt-3 text-slate-700">
            {serverDetail(result.error) ??
              'The link is incomplete: open it again from the e-mail, or ask for a new one from the dashboard.'}
          </p>
        </>
      )}
      <div className="mt-8 flex justify-center">
        <Link to={paths.adminDashboard.getHref()} className={buttonClasses({})}>
          Go to the dashboard
        </Link>
      </div>
    </main>
  );
}
