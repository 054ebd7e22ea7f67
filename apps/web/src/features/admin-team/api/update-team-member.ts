import { teamMemberSchema } from '@dd/core';
import type { AdminRole, TeamMember } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { adminMeQueryOptions } from './get-admin-me';
import { teamQueryOptions } from './get-team';

export interface TeamMemberChange {
  id: string;
  role?: AdminRole;
  active?: boolean;
}

/** PATCH /api/admin/team/{id}: a new role, or deactivate/reactivate (the last active owner stays). */
export function updateTeamMember({ id, ...change }: TeamMemberChange): Promise<TeamMember> {
  return adminCall(`/admin/team/${encodeURIComponent(id)}`, teamMemberSchema, {
    method: 'PATCH',
    body: change,
  });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSettled: async () => {
      // An owner who changed their own role sees the dashboard as that role at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminMeQueryOptions().queryKey }),
      ]);
    },
  });
}
