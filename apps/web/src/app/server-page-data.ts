import type { PropertySummary } from '@dd/core';
import { createContext } from 'react-router';

/** What the server renders a page from (src/entry-server.tsx), for the route loaders. */
export interface ServerPageData {
  /** The public list (GET /api/properties), for the home page. */
  listings?: PropertySummary[];
  /** A listing's public card, for its page. */
  listing?: PropertySummary;
}
export const serverPageData = createContext<ServerPageData | null>(null);
