import { invitationSchema } from '@dd/core';
import type { AdminRole, Invitation } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { teamQueryOptions } from './get-team';

export interface InviteInput {
  email: string;
  role: AdminRole;
}

/** POST /api/admin/team/invitations: e-mails a 48-hour link to join as owner or editor. */
export function inviteAdmin(input: InviteInput): Promise<Invitation> {
  return adminCall('/admin/team/invitations', invitationSchema, { method: 'POST', body: input });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}
