import type { ReactNode } from 'react';

import { SiteLayout } from '@/components/layouts/site-layout';
import { SiteFooter } from '@/features/contacts/components/site-footer';
import { HeaderAuthActions } from '@/features/auth/components/header-auth-actions';

/** Header and footer shared by the public pages. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout headerActions={<HeaderAuthActions />} footer={<SiteFooter />}>
      {children}
    </SiteLayout>
  );
}
