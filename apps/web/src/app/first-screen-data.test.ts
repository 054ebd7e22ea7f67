import { afterEach, describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';

import { prefetchFirstScreen } from './first-screen-data';
import { createQueryClient } from './query-client';

describe('prefetchFirstScreen', () => {
  afterEach(() => localStorage.clear());

  it("asks for a listing's details with the stored login before anything renders", async () => {
    localStorage.setItem('token', 'visitor-jwt');
    const calls = mockApi({
      'GET /api/properties/p-marina': { status: 200, body: { id: 'p-marina', property_name: 'Marina' } },
    });
    const client = createQueryClient();
    prefetchFirstScreen(client, '/property/p-marina');
    await expect
      .poll(() => client.getQueryData(['properties', 'detail', 'p-marina']))
      .toEqual({
        id: 'p-marina',
        property_name: 'Marina',
      });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer visitor-jwt');
  });

  it.each(['/', '/login', '/property/', '/property/a/b', '/property/%E0%A4%A'])(
    'asks for nothing on %s',
    (path) => {
      localStorage.setItem('token', 'visitor-jwt');
      const calls = mockApi({});
      prefetchFirstScreen(createQueryClient(), path);
      expect(calls).toHaveLength(0);
    },
  );

  it("asks for nothing on a listing's page without a stored login", () => {
    const calls = mockApi({});
    prefetchFirstScreen(createQueryClient(), '/property/p-marina');
    expect(calls).toHaveLength(0);
  });
});
