import type { ReactNode } from 'react';

import { SiteLayout } from '@/components/layouts/site-layout';
import { SiteFooter } from '@/features/contacts/components/site-footer';
import { HeaderAuthActions } from '@/features/auth/components/header-auth-actions';
import { LanguageSwitch } from '@/features/language/components/language-switch';

/** Header and footer shared by the public pages. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout
      headerActions={
        <div className="flex shrink-0 items-center sm:gap-2">
          <LanguageSwitch />
          <HeaderAuthActions />
        </div>
      }
      footer={<SiteFooter />}
    >
      {children}
    </SiteLayout>
  );
}
