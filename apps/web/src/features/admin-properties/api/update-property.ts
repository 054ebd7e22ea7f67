import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

/**
 * PUT /api/admin/properties/{id}: the same multipart form as on create, plus keep_images (the current
 * image paths to keep, in order); new files follow the kept ones. Answers the saved listing.
 */
export function updateProperty(id: string, form: FormData): Promise<Property> {
  return adminCall(`/admin/properties/${encodeURIComponent(id)}`, propertySchema, {
    method: 'PUT',
    body: form,
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) => updateProperty(id, form),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
