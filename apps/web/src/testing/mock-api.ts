import type { PropertySummary } from '@dd/core';
import { vi } from 'vitest';

import { answerListingApi } from './listing-api';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler =
  MockResponse | ((init: RequestInit | undefined, url: URL) => MockResponse | Promise<MockResponse>);

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, with its '?' ('' without one). */
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stubs fetch with answers keyed by "METHOD /api/path"; anything else answers 404 {detail}.
 * Returns the calls made, for assertions on what the app sent.
 */
export function mockApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({
        method,
        path: url.pathname,
        query: url.search,
        headers: { ...(init?.headers as Record<string, string>) },
        body,
      });
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = typeof handler === 'function' ? await handler(init, url) : handler;
      const {
        status = 200,
        body: responseBody = undefined,
        headers = {},
      } = answer ?? {
        status: 404,
        body: { detail: 'Not Found' },
      };
      return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
  return calls;
}

/**
 * The answers of a list small enough for the home page to download whole: its facets, and the list
 * (GET /api/properties without a page size). Spread into mockApi's handlers.
 */
export function wholeListApi(list: PropertySummary[]): Record<string, MockResponse> {
  return {
    'GET /api/properties/facets': { body: answerListingApi(list, '/properties/facets').body },
    'GET /api/properties': { body: list },
  };
}
