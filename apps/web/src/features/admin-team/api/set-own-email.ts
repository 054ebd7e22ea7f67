import { adminMeSchema } from '@dd/core';
import type { AdminMe } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { adminMeQueryOptions } from './get-admin-me';

/** PUT /api/admin/me/email: the logged-in admin's own e-mail (where reset links go). */
export function setOwnEmail(email: string): Promise<AdminMe> {
  return adminCall('/admin/me/email', adminMeSchema, { method: 'PUT', body: { email } });
}

export function useSetOwnEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnEmail,
    onSuccess: (me) => queryClient.setQueryData(adminMeQueryOptions().queryKey, me),
  });
}
