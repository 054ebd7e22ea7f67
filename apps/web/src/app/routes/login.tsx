import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { loginAdmin } from '@/features/admin-auth/api/admin-login';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { DealPreview } from '@/features/properties/components/deal-preview';
import { savePendingFavoriteSoon } from '@/features/properties/components/pending-favorite';
import { nextListingId, safeNextPath } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';
import { useSearchParams } from 'react-router';

/**
 * Login (/login): visitors by e-mail, admins by username (SPEC §2, §5). With ?next= (a path on this
 * site) the login leads there, and when it is a deal, the deal shows above the form. A deal whose heart
 * was pressed before logging in is saved to the favourites at once.
 */
export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const dealId = nextListingId(next);
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${translate('title.login')} | ${SITE_TITLE}`;
  }, []);

  return (
    <LoginScreen
      loginAdmin={loginAdmin}
      next={next}
      deal={dealId === null ? undefined : <DealPreview id={dealId} />}
      onVisitorLogin={(token) => savePendingFavoriteSoon(queryClient, token)}
    />
  );
}
