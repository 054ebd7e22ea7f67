import { adminMeSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminGet } from '@/lib/admin-api';

/** GET /api/admin/me: the logged-in admin's username, e-mail and role, and whether to ask for an e-mail. */
export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => adminGet('/admin/me', adminMeSchema, { signal }),
    // Read again now and then: a deactivated admin's open dashboard goes back to the login (its 401).
    refetchInterval: 60_000,
  });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
