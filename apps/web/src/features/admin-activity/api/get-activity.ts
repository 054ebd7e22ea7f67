import { auditEntrySchema } from '@dd/core';
import type { AuditAction } from '@dd/core';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminGet, adminGetWithHeaders } from '@/lib/admin-api';

export interface ActivityFilters {
  adminId?: string | undefined;
  action?: AuditAction | undefined;
  propertyId?: string | undefined;
}

const PAGE = 50;
const entries = z.array(auditEntrySchema);

const queryOf = (filters: ActivityFilters, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (filters.adminId) params.set('admin_id', filters.adminId);
  if (filters.action) params.set('action', filters.action);
  if (filters.propertyId) params.set('property_id', filters.propertyId);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
};

/** GET /api/admin/audit, newest first, a page at a time (its X-Next-Cursor). */
export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await adminGetWithHeaders(
        `/admin/audit?${queryOf(filters, pageParam)}`,
        entries,
        {
          signal,
        },
      );
      return { items: data, next: headers.get('X-Next-Cursor') };
    },
    getNextPageParam: (page) => page.next,
  });
}

const admins = z.array(z.object({ id: z.string(), username: z.string() }));

/** The admins the log names, for its filter. */
export function useActivityAdmins() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'audit', 'admins'],
      queryFn: ({ signal }) => adminGet('/admin/audit/admins', admins, { signal }),
    }),
  );
}
