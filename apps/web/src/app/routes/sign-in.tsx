import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { SignInLinkScreen } from '@/features/auth/components/sign-in-link-screen';
import { translate } from '@/i18n/i18n';

/** Sign in (/sign-in?token=…): the one-time link e-mailed to an account locked for new addresses. */
export default function SignInRoute() {
  useEffect(() => {
    document.title = `${translate('title.signIn')} | ${SITE_TITLE}`;
  }, []);
  return <SignInLinkScreen />;
}
