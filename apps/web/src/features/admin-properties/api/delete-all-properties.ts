import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminCall } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

const deletedSchema = z.object({ deleted_count: z.number().int() });

/** DELETE /api/admin/properties-all: every listing; answers how many were deleted. */
export async function deleteAllProperties(): Promise<number> {
  const answer = await adminCall('/admin/properties-all', deletedSchema, { method: 'DELETE' });
  return answer.deleted_count;
}

export function useDeleteAllProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllProperties,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
