import { useEffect } from 'react';

import { SITE_TITLE } from '@/config/site';
import { loginAdmin } from '@/features/admin-auth/api/admin-login';
import { LoginScreen } from '@/features/auth/components/login-screen';

/** Login (/login): visitors by e-mail, admins by username (SPEC §2, §5). */
export default function LoginRoute() {
  useEffect(() => {
    document.title = `Login | ${SITE_TITLE}`;
  }, []);

  return <LoginScreen loginAdmin={loginAdmin} />;
}
