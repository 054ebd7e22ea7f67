import { adminSessionSchema } from '@dd/core';
import type { AdminSession } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';

export interface AcceptInvitationInput {
  token: string;
  username: string;
  password: string;
}

/** POST /api/auth/accept-invitation: creates the invited admin and answers their session. */
export function acceptInvitation(input: AcceptInvitationInput): Promise<AdminSession> {
  return apiCall('/auth/accept-invitation', adminSessionSchema, { method: 'POST', body: input });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
