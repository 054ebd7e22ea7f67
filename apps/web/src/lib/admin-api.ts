import { ApiError, apiGetWithHeaders, apiRequest, unexpectedAnswer } from './api-client';
import type { AnswerSchema, RequestOptions } from './api-client';
import { clearAdminSession, getAdminToken } from './auth-storage';

/** The admin list of listings' query key: its inquiry counts change with the Inquiries tab too. */
export const ADMIN_PROPERTIES_KEY = ['admin', 'properties'] as const;

/**
 * Calls an admin endpoint with the stored admin token. A 401 means the admin login is gone (expired,
 * password changed elsewhere): the token and username are cleared, which sends the dashboard back to
 * /admin/login (SPEC §4).
 */
export async function adminRequest(path: string, options: Omit<RequestOptions, 'token'> = {}) {
  try {
    return await apiRequest(path, { ...options, token: getAdminToken() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAdminSession();
    throw error;
  }
}

/** Like adminRequest, and checks the answer against a shared schema from @dd/core. */
export async function adminCall<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  const parsed = schema.safeParse(await adminRequest(path, options));
  if (!parsed.success) throw unexpectedAnswer(`Unexpected answer from ${path}`);
  return parsed.data;
}

/** adminCall for a GET. */
export const adminGet = <T>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<RequestOptions, 'token' | 'method' | 'body'> = {},
): Promise<T> => adminCall(path, schema, options);

/** adminGet that also gives the answer's headers (a page's cursor). */
export async function adminGetWithHeaders<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<RequestOptions, 'token' | 'method' | 'body'> = {},
): Promise<{ data: T; headers: Headers }> {
  try {
    return await apiGetWithHeaders(path, schema, { ...options, token: getAdminToken() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAdminSession();
    throw error;
  }
}
