import { lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import { endPageClock } from '@/lib/hydration';

import { routeTable } from './route-table';

type LoadScreen = () => Promise<{ Component?: ComponentType | null }>;
type Screen = ComponentType & { preload: () => Promise<void> };

/**
 * A lazy route's screen for the browser's router: loaded on first visit, or at once when `preload`
 * has loaded it (the screen then renders in the first pass instead of suspending, which over the
 * server's HTML would replace the page with a spinner).
 */
function lazyScreen(load: LoadScreen): Screen {
  let loaded: ComponentType | undefined;
  // The table's lazy routes all give a Component (route-table.tsx).
  const module = async () => (await load()).Component as ComponentType;
  const Lazy = lazy(async () => ({ default: await module() }));
  function LazyScreen() {
    // Chosen once per mount: switching component types later would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  const preload = async () => {
    loaded = await module();
  };
  return Object.assign(LazyScreen, { preload });
}

const screens = new Map<RouteObject, Screen>();

/**
 * The route table for the browser's declarative router: each lazy route renders its screen (loaded on
 * first visit). Loaders run where a data router runs, on the server (src/entry-server.tsx): the
 * browser starts from the query cache entries they gave, and the screens' own queries do the rest. A
 * data router in the browser (createBrowserRouter) would add 17 KB gzip to the home page, over its
 * budget (docs/decisions/0007).
 */
function browserRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children && browserRoutes(route.children);
    const { lazy: load } = route;
    if (typeof load !== 'function') return { ...route, children } as RouteObject;
    const Screen = lazyScreen(load as LoadScreen);
    screens.set(route, Screen);
    return { id: route.id, path: route.path, element: <Screen />, children };
  });
}

const routes = browserRoutes(routeTable);

/**
 * Loads the screens an address shows (nothing for one that redirects); resolves once they are loaded,
 * or failed to load (the screen then loads, or reports the failure, as it renders).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      screens
        .get(route)
        ?.preload()
        .catch(() => undefined),
    ),
  );
}

/** The app's screens at the current address (inside a router). */
export function AppRoutes() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  // Another page than the server's: its dates count from now, before its cards render (idempotent).
  if (key !== firstKey) endPageClock();
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
