import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';

import { i18n, loadLanguage } from './i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n/languages';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { seedFromPage } from './app/page-data';
import type { PageData, QuerySeeds } from './app/page-data';
import { routeTable } from './app/route-table';
import { serverPageData } from './app/server-page-data';
import type { ServerPageData } from './app/server-page-data';

export type { PageData } from './app/page-data';
export type { ServerPageData } from './app/server-page-data';

/** A page as the server sends it: the markup inside #root and the data the browser hydrates it with. */
export interface RenderedPage {
  html: string;
  data: PageData;
  /** The route ids of the screens it shows ('routes/home'), whose chunks the page preloads. */
  screens: string[];
}

const handler = createStaticHandler(routeTable);
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * Renders the page at `url` (absolute) with the app's own route table and components, as the browser
 * then hydrates it (src/app/start.tsx): the route loaders turn `server` into query cache entries, the
 * screens render from them, in `language` ('en', 'ru' or 'ar'; English for any other), the one the
 * server writes into `<html lang>`. Undefined when the address is not a page of its own (a redirect).
 */
export async function renderPage(
  url: string,
  server: ServerPageData,
  language?: string,
): Promise<RenderedPage | undefined> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  await loadLanguage(lang);
  const requestContext = new RouterContextProvider(new Map([[serverPageData, server]]));
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) return undefined;
  const queries: QuerySeeds = Object.values(context.loaderData).flatMap((seeds: unknown) =>
    Array.isArray(seeds) ? (seeds as QuerySeeds) : [],
  );
  const data: PageData = { now: Date.now(), queries };
  const queryClient = createQueryClient();
  seedFromPage(queryClient, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Rendered at once (no await between), so pages of other languages rendered meanwhile do not mix.
  i18n.activate(lang);
  const markup = renderToString(
    <AppProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  queryClient.clear();
  // React writes a preload for each eager photo ahead of the markup; the server's own preloads (with
  // the media each photo is shown at) are in the page's head instead.
  const html = markup.replace(LEADING_PRELOADS, '');
  const screens = context.matches.map((match) => match.route.id).filter((id) => id.startsWith('routes/'));
  return { html, data, screens };
}
