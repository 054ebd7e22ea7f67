import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordBody {
  token: string;
  new_password: string;
}

/** POST /api/auth/reset-password: sets the admin password with the token from the e-mailed link. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiRequest('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
