import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';

import { createQueryClient } from '@/app/query-client';
import AppToaster from '@/app/toaster';

// A whole form round trip (validation, request, toast, navigation) can pass 1 s when the machine is busy.
configure({ asyncUtilTimeout: 3000 });

/** Shows where the app went (path, query), with the navigation state, so tests can assert redirects and hand-offs. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

interface RenderOptions {
  /** The first history entry: a URL, or a location with navigation state. */
  route?: InitialEntry;
  /** Route pattern the element is mounted at. */
  path?: string;
  /** Options for userEvent.setup, e.g. advanceTimers with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Fills the query cache before the first render, as an earlier page would have. */
  seed?: (queryClient: QueryClient) => void;
}

/**
 * Renders inside the app's QueryClient setup (without retries), a MemoryRouter and the app's toaster. Other
 * paths render 'Other page'; the probe shows the path and navigation state after a redirect.
 */
export function renderWithApp(
  element: ReactElement,
  { route = '/', path = '/', userOptions, seed }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
    mutations: { ...defaults.mutations, retry: false },
  });
  seed?.(queryClient);
  const user = userEvent.setup(userOptions);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** The navigation state the probe shows. */
export function locationState(element: HTMLElement): unknown {
  return JSON.parse(element.textContent || 'null');
}
