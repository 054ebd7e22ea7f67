import { QueryCache, QueryClient } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';

/** A 4xx answer will not change on a retry; network errors and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Listing and contacts failures are only logged (SPEC §8); screens decide what else to show.
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Request failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
