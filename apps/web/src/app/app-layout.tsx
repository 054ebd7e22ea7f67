import { Outlet, ScrollRestoration } from 'react-router';

import { SiteLayout } from '@/components/layouts/site-layout';
import { SiteFooter } from '@/features/contacts/components/site-footer';
import { HeaderAuthActions } from '@/features/auth/components/header-auth-actions';

/** Header, footer and scroll handling shared by the public pages. */
export function AppLayout() {
  return (
    <SiteLayout headerActions={<HeaderAuthActions />} footer={<SiteFooter />}>
      <Outlet />
      <ScrollRestoration />
    </SiteLayout>
  );
}
