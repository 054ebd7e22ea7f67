import { adminSessionSchema } from '@dd/core';
import type { AdminSession } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { setAdminSession } from '@/lib/auth-storage';

import { postForAnswer } from './auth-answer';

export interface AdminLoginBody {
  username: string;
  password: string;
}

/** POST /api/auth/login: answers with the admin token and username; 401 for wrong credentials. */
export function adminLogin(body: AdminLoginBody): Promise<AdminSession> {
  return postForAnswer('/auth/login', body, adminSessionSchema);
}

/** Logs the admin in and stores the admin token and username. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (session) => setAdminSession(session.token, session.username),
  });
}
