import { setupSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminGet } from '@/lib/admin-api';

/** GET /api/admin/setup: what the site still lacks before it takes real leads (owners only). */
export const setupQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'setup'],
    queryFn: ({ signal }) => adminGet('/admin/setup', setupSchema, { signal }),
    // Read again whenever the list is shown: each item is fixed on another tab.
    staleTime: 0,
  });

export function useSetup(enabled: boolean) {
  return useQuery({ ...setupQueryOptions(), enabled });
}
