import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { SITE_TITLE } from '@/config/site';
import { loginAdmin } from '@/features/admin-auth/api/admin-login';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { DealPreview } from '@/features/properties/components/deal-preview';
import { nextListingId, safeNextPath } from '@/lib/next-path';

/**
 * Login (/login): visitors by e-mail, admins by username (SPEC §2, §5). With ?next= (a path on this
 * site) the login leads there, and when it is a deal, the deal shows above the form.
 */
export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const dealId = nextListingId(next);

  useEffect(() => {
    document.title = `Login | ${SITE_TITLE}`;
  }, []);

  return (
    <LoginScreen
      loginAdmin={loginAdmin}
      next={next}
      deal={dealId === null ? undefined : <DealPreview id={dealId} />}
    />
  );
}
