import type { QueryClient } from '@tanstack/react-query';

import { propertyQueryOptions } from '@/features/properties/api/get-property';
import { getDetailToken } from '@/lib/auth-storage';

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;

/**
 * Starts the request a listing's page waits for before React renders anything: otherwise it leaves
 * only once the screen's chunk has loaded and rendered, one round trip later, and the main photo
 * (preloaded by the page's HTML) waits for it. Same query as the screen, so it is sent once.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  const id = PROPERTY_PATH.exec(pathname)?.[1];
  const token = id === undefined ? null : getDetailToken();
  if (id === undefined || !token) return;
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return;
  }
  void queryClient.prefetchQuery(propertyQueryOptions(decoded, token));
}
