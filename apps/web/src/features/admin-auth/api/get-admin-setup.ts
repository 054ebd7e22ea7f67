import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiGet } from '@/lib/api-client';

const adminSetupSchema = z.object({
  default_credentials_active: z.boolean(),
  username: z.string().nullable(),
  password: z.string().nullable(),
});

export type AdminSetup = z.infer<typeof adminSetupSchema>;

/** GET /api/auth/admin-setup: whether the default admin credentials still work, and which they are. */
export function getAdminSetup(signal?: AbortSignal): Promise<AdminSetup> {
  return apiGet('/auth/admin-setup', adminSetupSchema, { signal });
}

export const adminSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'admin-setup'],
    queryFn: ({ signal }) => getAdminSetup(signal),
  });

export function useAdminSetup() {
  return useQuery(adminSetupQueryOptions());
}
