import type { PropertySummary } from '@dd/core';
import { createContext } from 'react-router';

/** An answer of the public API, as the server gives it to the page renderer. */
export interface ServerAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
}

/** What the server renders a page from (src/entry-server.tsx), for the route loaders. */
export interface ServerPageData {
  /**
   * GETs a path of the public API ('/properties?…') on the server itself: the same answer the browser
   * would get, for the home page.
   */
  api?: (path: string) => Promise<ServerAnswer>;
  /** A listing's public card, for its page. */
  listing?: PropertySummary;
}
export const serverPageData = createContext<ServerPageData | null>(null);
