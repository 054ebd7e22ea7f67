import { messageSchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { postForAnswer } from './auth-answer';

/**
 * POST /api/auth/resend-code: mails a fresh verification code to an unverified account. The server
 * sends at most one a minute per e-mail and answers the same whether or not the account exists.
 */
export async function resendCode(body: { email: string }): Promise<string> {
  const answer = await postForAnswer('/auth/resend-code', body, messageSchema);
  return answer.message;
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
