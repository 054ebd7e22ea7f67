import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/i18n';
import { serverDetail } from '@/lib/api-client';

import { useSignInWithLink } from '../api/sign-in-link';

/**
 * /sign-in?token=…: the link e-mailed to an account locked for new addresses after failed logins.
 * Signs in on arrival and goes on as the account's login would: a visitor home, an admin to the
 * dashboard.
 */
export function SignInLinkScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { mutate, ...result } = useSignInWithLink();
  useEffect(() => {
    if (!token) return;
    mutate(token, {
      onSuccess: (session) => {
        toast.success(translate('signIn.done'));
        void navigate(session.account === 'admin' ? paths.adminDashboard.getHref() : paths.home.getHref(), {
          replace: true,
        });
      },
    });
  }, [token, mutate, navigate]);

  if (token && !result.isError) {
    return (
      <p role="status" className="min-h-40 py-12 text-center text-slate-600">
        {translate('signIn.pending')}
      </p>
    );
  }
  const detail = serverDetail(result.error);
  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900">{translate('signIn.failed')}</h1>
      <p className="mt-3 text-slate-700">{detail ?? translate('signIn.incomplete')}</p>
      <div className="mt-8 flex justify-center">
        <Link to={paths.login.getHref()} className={buttonClasses({})}>
          {translate('signIn.toLogin')}
        </Link>
      </div>
    </div>
  );
}
