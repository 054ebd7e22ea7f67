import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';

import { ErrorFallback } from '@/components/ui/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { AppLayout } from './app-layout';

function PageLoading() {
  return <Spinner label="Loading..." className="min-h-[50vh]" />;
}

/**
 * Screens load lazily inside the shared layout. Any other path, including the screens still to be
 * built (login, register, admin, password reset), redirects to the home page (SPEC §2).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    ErrorBoundary: ErrorFallback,
    children: [
      {
        path: paths.home.path,
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('./routes/home')).default }),
      },
      {
        path: paths.property.path,
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('./routes/property')).default }),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
