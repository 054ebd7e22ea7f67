import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/forgot-password: e-mails a reset link to the admin with this username or the
 * visitor with this e-mail (sent as `username`, SPEC §7). The answer is the same for any value and is
 * not read.
 */
export async function requestPasswordReset(body: { username: string }): Promise<void> {
  await apiRequest('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
