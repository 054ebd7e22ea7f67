import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { translate } from '@/i18n/i18n';

/** Forgot password (/forgot-password): an admin or a visitor asks for a reset link by e-mail (SPEC §2). */
export default function ForgotPasswordRoute() {
  useEffect(() => {
    document.title = `${translate('title.forgotPassword')} | ${SITE_TITLE}`;
  }, []);

  return <ForgotPasswordScreen />;
}
