import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { translate } from '@/i18n/i18n';
import { useSearchParams } from 'react-router';

/** Reset password (/reset-password): reads the token query parameter of the e-mailed link (SPEC §2). */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;

  useEffect(() => {
    document.title = `${translate('title.resetPassword')} | ${SITE_TITLE}`;
  }, []);

  return <ResetPasswordScreen token={token} />;
}
