import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';
import { toast, Toaster } from 'sonner';

import { createQueryClient } from '@/app/query-client';

// A whole form round trip (validation, request, toast, navigation) can pass 1 s when the machine is busy.
configure({ asyncUtilTimeout: 3000 });

/** Shows where the app went, with the navigation state, so tests can assert redirects and hand-offs. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

interface RenderAuthRouteOptions {
  /** The first history entry: a URL, or a location with navigation state. */
  entry?: InitialEntry;
  /** Route pattern the element is mounted at. */
  path?: string;
  /** Options for userEvent.setup, e.g. advanceTimers with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Like renderWithApp from '@/testing/render', and the first entry may carry navigation state, which
 * the probe shows after a redirect. Other paths render 'Other page'. Starts without toasts.
 */
export function renderAuthRoute(
  element: ReactElement,
  { entry = '/', path = '/', userOptions }: RenderAuthRouteOptions = {},
) {
  toast.dismiss(); // sonner replays toasts still active from an earlier test to a new Toaster
  const queryClient = createQueryClient();
  const user = userEvent.setup(userOptions);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** The navigation state the probe shows. */
export function locationState(element: HTMLElement): unknown {
  return JSON.parse(element.textContent || 'null');
}
