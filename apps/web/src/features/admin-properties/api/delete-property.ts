import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

/** DELETE /api/admin/properties/{id}: the listing and its images. */
export async function deleteProperty(id: string): Promise<void> {
  await adminRequest(`/admin/properties/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
