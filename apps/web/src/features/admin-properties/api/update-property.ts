import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';
import { unexpectedAnswer } from '@/lib/api-client';

import { refreshPropertyLists } from './get-admin-properties';

/**
 * PUT /api/admin/properties/{id}: the same multipart form as on create, plus keep_images (the current
 * image paths to keep, in order); new files follow the kept ones. Answers the saved listing.
 */
export async function updateProperty(id: string, form: FormData): Promise<Property> {
  const path = `/admin/properties/${encodeURIComponent(id)}`;
  const parsed = propertySchema.safeParse(await adminRequest(path, { method: 'PUT', body: form }));
  if (!parsed.success) throw unexpectedAnswer(`Unexpected answer from ${path}`);
  return parsed.data;
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) => updateProperty(id, form),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
