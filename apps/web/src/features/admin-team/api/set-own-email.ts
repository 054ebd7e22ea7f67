import { emailChangeRequestedSchema, emailConfirmedSchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';
import { apiCall } from '@/lib/api-client';

export interface OwnEmailChange {
  email: string;
  current_password: string;
}

/**
 * PUT /api/admin/me/email: asks to use another e-mail (where reset links go). It changes once the
 * link mailed to the new address is opened (issue 42).
 */
export function requestOwnEmail(body: OwnEmailChange) {
  return adminCall('/admin/me/email', emailChangeRequestedSchema, { method: 'PUT', body });
}

export function useRequestOwnEmail() {
  return useMutation({ mutationFn: requestOwnEmail });
}

/** POST /api/auth/confirm-email: the token of the link mailed to the new address. */
export function confirmOwnEmail(token: string) {
  return apiCall('/auth/confirm-email', emailConfirmedSchema, { method: 'POST', body: { token } });
}
