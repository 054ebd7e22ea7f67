import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';
import { unexpectedAnswer } from '@/lib/api-client';

import { refreshPropertyLists } from './get-admin-properties';

/** POST /api/admin/properties: a multipart form (see property-form-data.ts); answers the new listing. */
export async function createProperty(form: FormData): Promise<Property> {
  const data = await adminRequest('/admin/properties', { method: 'POST', body: form });
  const parsed = propertySchema.safeParse(data);
  if (!parsed.success) throw unexpectedAnswer('Unexpected answer from /admin/properties');
  return parsed.data;
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
