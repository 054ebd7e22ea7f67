import { draftSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminGet } from '@/lib/admin-api';

export const DRAFTS_KEY = ['admin', 'drafts'] as const;

/** Posts keep arriving from the channels: the dashboard asks again now and then. */
const DRAFTS_REFRESH_MS = 15_000;

/** GET /api/admin/drafts: ads waiting for an admin, newest first. */
export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: DRAFTS_KEY,
    queryFn: ({ signal }) => adminGet('/admin/drafts', z.array(draftSchema), { signal }),
  });

export function useDrafts() {
  return useQuery({ ...draftsQueryOptions(), refetchInterval: DRAFTS_REFRESH_MS });
}
