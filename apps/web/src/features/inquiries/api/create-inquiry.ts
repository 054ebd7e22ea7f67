import type { InquiryCreateInput } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { getDetailToken } from '@/lib/auth-storage';

/** POST /api/inquiries. The answer is not read (SPEC §7); the stored login goes along when there is one. */
export async function createInquiry(input: InquiryCreateInput): Promise<void> {
  await apiRequest('/inquiries', { method: 'POST', body: input, token: getDetailToken() });
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}
