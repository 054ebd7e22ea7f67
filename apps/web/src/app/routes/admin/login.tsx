import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

import { AdminLayout } from '@/components/layouts/admin-layout';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { AdminLoginForm } from '@/features/admin-auth/components/admin-login-form';
import { getAdminToken, subscribeToAuth } from '@/lib/auth-storage';

/** Admin login (/admin/login, SPEC §2): a stored admin token goes straight to the dashboard. */
export default function AdminLoginRoute() {
  const token = useSyncExternalStore(subscribeToAuth, getAdminToken, () => null);
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `Admin Login | ${SITE_TITLE}`;
  }, []);

  if (token) return <Navigate to={paths.adminDashboard.getHref()} replace />;

  return (
    <AdminLayout
      actions={
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'inverse', size: 'sm' })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          View Site
        </Link>
      }
    >
      <div className="flex justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Admin Login</h1>
            <p className="mt-1 text-sm text-slate-600">Manage listings, inquiries and contact details.</p>
          </div>
          <AdminLoginForm onLoggedIn={() => navigate(paths.adminDashboard.getHref(), { replace: true })} />
        </div>
      </div>
    </AdminLayout>
  );
}
