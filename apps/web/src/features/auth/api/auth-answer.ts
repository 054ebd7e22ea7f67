import type { z } from 'zod';

import { apiCall, isApiError, serverDetail } from '@/lib/api-client';

/** POSTs a JSON body to an auth endpoint and checks the answer against a shared schema from @dd/core. */
export function postForAnswer<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  return apiCall(path, schema, { method: 'POST', body });
}

/**
 * What a failed auth call shows (SPEC §8): the server's detail, else the screen's own message; a lost
 * connection says so rather than blaming the credentials.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 0) return error.message;
  return serverDetail(error) ?? fallback;
}
