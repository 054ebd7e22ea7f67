import { teamSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminGet } from '@/lib/admin-api';

/** GET /api/admin/team (owners only): the admins and the invitations still waiting. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'team'],
    queryFn: ({ signal }) => adminGet('/admin/team', teamSchema, { signal }),
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
