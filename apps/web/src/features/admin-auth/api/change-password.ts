import { adminSessionSchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';
import { getAdminToken, getAdminUsername, setAdminSession } from '@/lib/auth-storage';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * POST /api/admin/change-password. The server answers a fresh token (older tokens stop working), which
 * replaces the stored one; the stored username stays.
 *
 * This is the one admin call that does not go through adminRequest: adminRequest treats a 401 as an
 * expired login and clears the admin session, but here a 401 means "Current password is incorrect"
 * (SPEC §8) and the admin must stay logged in to try again. So the stored admin token is sent directly.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const session = await apiCall('/admin/change-password', adminSessionSchema, {
    method: 'POST',
    body: input,
    token: getAdminToken(),
  });
  setAdminSession(session.token, getAdminUsername() ?? session.username);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
