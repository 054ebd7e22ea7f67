import type { z } from 'zod';

import { ApiError, apiRequest, isApiError } from '@/lib/api-client';

/** POSTs a JSON body to an auth endpoint and checks the answer against a shared schema from @dd/core. */
export async function postForAnswer<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const data = await apiRequest(path, { method: 'POST', body });
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(500, 'The server sent an unexpected answer');
  return parsed.data;
}

/**
 * What a failed auth call shows (SPEC §8): the server's detail, else the screen's own message. An
 * answer without a readable body only has the client's 'Request failed with status N': no detail.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.detail) return fallback;
  return error.detail === `Request failed with status ${error.status}` ? fallback : error.detail;
}
