import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { ConfirmEmailScreen } from '@/features/admin-team/components/confirm-email-screen';

/** Confirm e-mail (/admin/confirm-email?token=…): an admin's new e-mail, confirmed by its link. */
export default function ConfirmEmailRoute() {
  useEffect(() => {
    document.title = `Confirm your e-mail | ${SITE_TITLE}`;
  }, []);
  return <ConfirmEmailScreen />;
}
