import { emailSchema } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { SITE_TITLE } from '@/config/site';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';
import { savePendingFavoriteSoon } from '@/features/properties/components/pending-favorite';
import { safeNextPath } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';

/** The e-mail Register or Login handed over in the navigation state, if it is one. */
function stateEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = emailSchema.safeParse((state as { email?: unknown }).email);
  return parsed.success ? parsed.data : null;
}

/**
 * Verify e-mail (/verify-email): shows the e-mail passed in the navigation state (SPEC §2); ?next= (a
 * path on this site) is where the visitor goes once verified. A deal whose heart was pressed before
 * registering is saved to the favourites at once.
 */
export default function VerifyEmailRoute() {
  const { state } = useLocation();
  const email = stateEmail(state);
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${translate('title.verifyEmail')} | ${SITE_TITLE}`;
  }, []);

  // A new e-mail in the state (e.g. from Login) starts a fresh form.
  return (
    <VerifyEmailScreen
      key={email ?? ''}
      email={email}
      next={next}
      onVerified={(token) => savePendingFavoriteSoon(queryClient, token)}
    />
  );
}
