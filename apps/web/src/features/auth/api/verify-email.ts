import { userSessionSchema } from '@dd/core';
import type { UserSession } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { saveChosenLanguageToAccount } from '@/i18n/choose-language';
import { setVisitorSession } from '@/lib/auth-storage';

import { postForAnswer } from './auth-answer';

export interface VerifyEmailBody {
  email: string;
  code: string;
  /** The password chosen at registration: the account takes it (issue 42). */
  password?: string | undefined;
}

/** POST /api/auth/verify-email: checks the code and answers with a visitor login. */
export function verifyEmail(body: VerifyEmailBody): Promise<UserSession> {
  return postForAnswer('/auth/verify-email', body, userSessionSchema);
}

/** Verifies the e-mail and stores the visitor login it answers with (SPEC §4). */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (session) => {
      setVisitorSession(session.token, session.user);
      // The browser's current language wins over the one the account had.
      saveChosenLanguageToAccount();
    },
  });
}
