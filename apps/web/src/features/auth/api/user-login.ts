import { userSessionSchema } from '@dd/core';
import type { UserSession } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { saveChosenLanguageToAccount } from '@/i18n/choose-language';
import { setVisitorSession } from '@/lib/auth-storage';

import { postForAnswer } from './auth-answer';

export interface UserLoginBody {
  email: string;
  password: string;
}

/** POST /api/auth/user-login: 401 for a wrong e-mail or password, 403 while the e-mail is unverified. */
export function userLogin(body: UserLoginBody): Promise<UserSession> {
  return postForAnswer('/auth/user-login', body, userSessionSchema);
}

/** Logs the visitor in and stores the token and user. */
export function useUserLogin() {
  return useMutation({
    mutationFn: userLogin,
    onSuccess: (session) => {
      setVisitorSession(session.token, session.user);
      // The browser's current language wins over the one the account had.
      saveChosenLanguageToAccount();
    },
  });
}
