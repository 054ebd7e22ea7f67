import type { registerBodySchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { currentLanguage } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

export type RegisterBody = z.output<typeof registerBodySchema>;

/**
 * POST /api/auth/register: creates the visitor and e-mails a 6-digit verification code, in the
 * language the site is shown in (kept on the account for later e-mails).
 */
export async function registerVisitor(body: RegisterBody): Promise<void> {
  await apiRequest('/auth/register', { method: 'POST', body: { ...body, language: currentLanguage() } });
}

export function useRegister() {
  return useMutation({ mutationFn: registerVisitor });
}
