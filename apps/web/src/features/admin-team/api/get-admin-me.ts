import { adminMeSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminGet } from '@/lib/admin-api';

/** GET /api/admin/me: the logged-in admin's username, e-mail and role, and whether to ask for an e-mail. */
export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => adminGet('/admin/me', adminMeSchema, { signal }),
  });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
