import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/forgot-password: e-mails a reset link to the admin. The answer is the same for any
 * username and is not read (SPEC §7).
 */
export async function requestPasswordReset(body: { username: string }): Promise<void> {
  await apiRequest('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
