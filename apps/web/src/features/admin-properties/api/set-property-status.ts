import { propertySchema } from '@dd/core';
import type { ListingStatus, Property } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

/** PATCH /api/admin/properties/{id}/status with {"status": …}; answers the listing as it is now. */
export function setPropertyStatus(id: string, status: ListingStatus): Promise<Property> {
  return adminCall(`/admin/properties/${encodeURIComponent(id)}/status`, propertySchema, {
    method: 'PATCH',
    body: { status },
  });
}

export function useSetPropertyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ListingStatus }) => setPropertyStatus(id, status),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
