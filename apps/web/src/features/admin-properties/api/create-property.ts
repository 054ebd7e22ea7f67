import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

/** POST /api/admin/properties: a multipart form (see property-form-data.ts); answers the new listing. */
export function createProperty(form: FormData): Promise<Property> {
  return adminCall('/admin/properties', propertySchema, { method: 'POST', body: form });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
