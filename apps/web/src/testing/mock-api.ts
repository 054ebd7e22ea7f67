import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = MockResponse | ((init: RequestInit | undefined) => MockResponse | Promise<MockResponse>);

export interface RecordedCall {
  method: string;
  path: string;
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
        headers: { ...(init?.headers as Record<string, string>) },
        body,
      });
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = typeof handler === 'function' ? await handler(init) : handler;
      const { status = 200, body: responseBody = undefined } = answer ?? {
        status: 404,
        body: { detail: 'Not Found' },
      };
      return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
