import { env } from '@/config/env';

import { serverText } from '@/i18n/server-text';

import { detailOf } from './error-detail';

/**
 * Checks an answer: a zod schema from @dd/core fits, and so does a light check (lib/answers.ts). The
 * public pages use light checks so that zod stays out of the home page's JavaScript.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** All calls go to the API base: /api on the same origin unless set at build time (SPEC §7, config/env.ts). */
export const API_BASE_URL = env.apiBaseUrl;

/**
 * A failed API call: the HTTP status (0 when the network failed), the server's own `detail` (empty when
 * it gave none) and a message a person can read either way.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string, message = detail) {
    super(message || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** An answer the app cannot use: not the server's words, so screens show their own message. */
export const unexpectedAnswer = (message: string) => new ApiError(500, '', message);

/**
 * What the server said went wrong, when it said anything (SPEC §8 "server detail or …"), in the
 * visitor's language where the catalogs have it.
 */
export const serverDetail = (error: unknown): string | undefined =>
  error instanceof ApiError && error.detail ? serverText(error.detail) : undefined;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True for 401/403: the stored login is missing, expired or not allowed. */
export const isAuthError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.status === 403);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>` when present. */
  token?: string | null;
  signal?: AbortSignal;
}

const NETWORK_ERROR = 'Network error: the server could not be reached';
const UNREADABLE = 'The server sent an unreadable answer';

/** Calls the API and returns the parsed JSON body (undefined for an empty body). Throws ApiError. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return (await apiExchange(path, options)).body;
}

/** Calls the API: the parsed JSON body (undefined for an empty body) and the answer's headers. */
async function apiExchange(
  path: string,
  options: RequestOptions,
): Promise<{ body: unknown; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = options.body instanceof FormData;
  // The browser sets the multipart boundary itself.
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const url = `${API_BASE_URL}${path}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', NETWORK_ERROR);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', NETWORK_ERROR);
  }
  if (!response.ok) {
    const detail = detailOf(text);
    throw new ApiError(response.status, detail, detail || response.statusText);
  }
  if (!text) return { body: undefined, headers: response.headers };
  try {
    return { body: JSON.parse(text) as unknown, headers: response.headers };
  } catch {
    throw new ApiError(response.status, '', UNREADABLE);
  }
}

/** Like apiRequest, and checks the answer (a shared schema from @dd/core, or a light check). */
export async function apiCall<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return checked(path, schema, await apiRequest(path, options));
}

function checked<T>(path: string, schema: AnswerSchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpectedAnswer(`Unexpected answer from ${path}`);
  return parsed.data;
}

/** apiCall for a GET. */
export const apiGet = <T>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> => apiCall(path, schema, options);

/** apiGet that also gives the answer's headers (a page's cursor and count). */
export async function apiGetWithHeaders<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ data: T; headers: Headers }> {
  const { body, headers } = await apiExchange(path, options);
  return { data: checked(path, schema, body), headers };
}
