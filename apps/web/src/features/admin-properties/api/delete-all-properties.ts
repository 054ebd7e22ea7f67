import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminRequest } from '@/lib/admin-api';
import { unexpectedAnswer } from '@/lib/api-client';

import { refreshPropertyLists } from './get-admin-properties';

const deletedSchema = z.object({ deleted_count: z.number().int() });

/** DELETE /api/admin/properties-all: every listing; answers how many were deleted. */
export async function deleteAllProperties(): Promise<number> {
  const parsed = deletedSchema.safeParse(await adminRequest('/admin/properties-all', { method: 'DELETE' }));
  if (!parsed.success) throw unexpectedAnswer('Unexpected answer from /admin/properties-all');
  return parsed.data.deleted_count;
}

export function useDeleteAllProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllProperties,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
