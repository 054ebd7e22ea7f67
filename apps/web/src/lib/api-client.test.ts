import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';

import { ApiError, apiGet, apiRequest, serverDetail } from './api-client';

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

  it('keeps the status text out of the detail when the server gave none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await apiRequest('/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, detail: '', message: 'Bad Gateway' });
    expect(serverDetail(error)).toBeUndefined();
  });

  it('says when the network failed, without pretending the server spoke', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiRequest('/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, detail: '' });
    expect((error as Error).message).toMatch(/Network error/);
    expect(serverDetail(error)).toBeUndefined();
  });

  it('sends a FormData body as multipart, leaving the boundary to the browser', async () => {
    const calls = mockApi({ 'POST /api/upload': { status: 201, body: {} } });
    const form = new FormData();
    form.set('name', 'x');
    await apiRequest('/upload', { method: 'POST', body: form });
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({ 'GET /api/things': { body: { unexpected: true } } });
    await expect(apiGet('/things', z.object({ id: z.string() }))).rejects.toBeInstanceOf(ApiError);
  });
});
