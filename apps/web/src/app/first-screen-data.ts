import type { QueryClient } from '@tanstack/react-query';

import { propertyQueryOptions } from '@/features/properties/api/get-property';
import { getDetailToken } from '@/lib/auth-storage';

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;

/**
 * Starts the request a listing's page waits for before React renders anything: otherwise it leaves
 * only once the screen's chunk has loaded and rendered, one round trip later, and the main photo
 * (preloaded by the page's HTML) waits for it. Same query as the screen, so it is sent once. Resolves
 * once the answer or the failure is in the cache (at once on other pages).
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): Promise<void> {
  const id = PROPERTY_PATH.exec(pathname)?.[1];
  const token = id === undefined ? null : getDetailToken();
  if (id === undefined || !token) return Promise.resolve();
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return Promise.resolve();
  }
  // Settles when the answer (or the failure, which the screen then shows) is in the cache.
  return queryClient.prefetchQuery(propertyQueryOptions(decoded, token));
}
