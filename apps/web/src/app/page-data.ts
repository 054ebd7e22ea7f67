import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { setPageTime } from '@/lib/hydration';

/**
 * What a route loader gives: entries for the query cache, which the server renders the page with and
 * then sends with it for the browser to start from. The screens read them from the cache as they read
 * their own queries, so the same screens render with or without them.
 */
export type QuerySeeds = [QueryKey, unknown][];

/** The element the server writes a page's data into, after #root (a JSON script: never run). */
export const PAGE_DATA_ID = 'page-data';

/** What the server rendered a page with, sent with it so that the browser hydrates the same screen. */
export interface PageData {
  /** The server's time (epoch ms), which relative dates count from while hydrating. */
  now: number;
  /** Query cache entries the route loaders gave. */
  queries: QuerySeeds;
}

/** The page's data as the server sent it, or undefined when the page has none (or it is unreadable). */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}

/** Starts the query cache and the clock from what the server rendered the page with. */
export function seedFromPage(queryClient: QueryClient, data: PageData): void {
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  setPageTime(data.now);
}
