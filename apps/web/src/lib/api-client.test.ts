import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';

import { ApiError, apiGet, apiRequest } from './api-client';

describe('api client', () => {
  it('calls /api with the bearer token and JSON body', async () => {
    const calls = mockApi({ 'POST /api/things': { status: 201, body: { ok: true } } });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 }, token: 'jwt' })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/things',
      body: { a: 1 },
      headers: { Authorization: 'Bearer jwt', 'Content-Type': 'application/json' },
    });
  });

  it('turns an error answer into ApiError with the status and the server detail', async () => {
    mockApi({ 'GET /api/things': { status: 403, body: { detail: 'Please verify your email first' } } });
    const error = await apiRequest('/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Please verify your email first' });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({ 'GET /api/things': { body: { unexpected: true } } });
    await expect(apiGet('/things', z.object({ id: z.string() }))).rejects.toBeInstanceOf(ApiError);
  });
});
