import { type AccountKind, accountKindSchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordBody {
  token: string;
  new_password: string;
}

/**
 * POST /api/auth/reset-password: sets the password of the link's account, admin or visitor, and
 * answers whose it was. An answer without `account` (a server from before visitors could reset)
 * was an admin's.
 */
export async function resetPassword(body: ResetPasswordBody): Promise<AccountKind> {
  const answer = await apiRequest('/auth/reset-password', { method: 'POST', body });
  const account = accountKindSchema.safeParse((answer as { account?: unknown } | undefined)?.account);
  return account.success ? account.data : 'admin';
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
