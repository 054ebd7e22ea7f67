import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { RegisterScreen } from '@/features/auth/components/register-screen';

/** Register (/register), 'Create Account' (SPEC §2). */
export default function RegisterRoute() {
  useEffect(() => {
    document.title = `Create Account | ${SITE_TITLE}`;
  }, []);

  return <RegisterScreen />;
}
