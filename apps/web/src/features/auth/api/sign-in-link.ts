import { signInLinkSessionSchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';
import { setAdminSession, setVisitorSession } from '@/lib/auth-storage';

/** POST /api/auth/sign-in-link: the e-mailed link's token; answers a visitor's or an admin's session. */
export function signInWithLink(token: string) {
  return apiCall('/auth/sign-in-link', signInLinkSessionSchema, { method: 'POST', body: { token } });
}

/** Signs in with the link and stores the session as the account's own login would (SPEC §4). */
export function useSignInWithLink() {
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: (session) => {
      if (session.account === 'admin') setAdminSession(session.token, session.username);
      else setVisitorSession(session.token, session.user);
    },
  });
}
