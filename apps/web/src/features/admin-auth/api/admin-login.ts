import { adminSessionSchema } from '@dd/core';
import type { AdminSession } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, unexpectedAnswer } from '@/lib/api-client';

export interface AdminLoginInput {
  username: string;
  password: string;
}

/** POST /api/auth/login: the admin's token and username. Throws ApiError (401 for wrong credentials). */
export async function loginAdmin(input: AdminLoginInput): Promise<AdminSession> {
  const data = await apiRequest('/auth/login', { method: 'POST', body: input });
  const parsed = adminSessionSchema.safeParse(data);
  if (!parsed.success) throw unexpectedAnswer('Unexpected answer from /auth/login');
  return parsed.data;
}

export function useAdminLogin() {
  return useMutation({ mutationFn: loginAdmin });
}
