import type { ReactNode } from 'react';

import { translate } from '@/i18n/i18n';

/** Above a login or register form that leads to a deal: the deal, and what a free account gives. */
export function DealIntro({ children }: { children: ReactNode }) {
  return (
    <div className="mb-5 space-y-2">
      {children}
      <p className="text-sm leading-snug text-slate-600">{translate('auth.freeAccount')}</p>
    </div>
  );
}
