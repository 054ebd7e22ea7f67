import { propertyBulkResultSchema } from '@dd/core';
import type { ListingStatus, PropertyBulkResult } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

export type BulkRequest = { ids: string[] } & (
  { action: 'set_status'; status: ListingStatus } | { action: 'delete' }
);

/** POST /api/admin/properties/bulk: one status for many listings, or their deletion, in one call. */
export function bulkProperties(request: BulkRequest): Promise<PropertyBulkResult> {
  return adminCall('/admin/properties/bulk', propertyBulkResultSchema, { method: 'POST', body: request });
}

export function useBulkProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProperties,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
