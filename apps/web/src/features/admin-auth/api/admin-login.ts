import { adminSessionSchema } from '@dd/core';
import type { AdminSession } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiCall } from '@/lib/api-client';

export interface AdminLoginInput {
  username: string;
  password: string;
}

/** POST /api/auth/login: the admin's token and username. Throws ApiError (401 for wrong credentials). */
export function loginAdmin(input: AdminLoginInput): Promise<AdminSession> {
  return apiCall('/auth/login', adminSessionSchema, { method: 'POST', body: input });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: loginAdmin });
}
