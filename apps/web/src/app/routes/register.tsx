import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { DealPreview } from '@/features/properties/components/deal-preview';
import { nextListingId, safeNextPath } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';
import { useSearchParams } from 'react-router';

/**
 * Register (/register), 'Create Account' (SPEC §2). With ?next= (a path on this site) the visitor ends
 * there once verified, and when it is a deal, the deal shows above the form.
 */
export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const dealId = nextListingId(next);

  useEffect(() => {
    document.title = `${translate('title.register')} | ${SITE_TITLE}`;
  }, []);

  return <RegisterScreen next={next} deal={dealId === null ? undefined : <DealPreview id={dealId} />} />;
}
