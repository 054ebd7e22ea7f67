import { useState } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';

import { ErrorFallback } from '@/components/ui/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { AppLayout } from './app-layout';

function PageLoading() {
  return <Spinner label="Loading..." className="min-h-[50vh]" />;
}

/** A screen loaded on first visit: the home page's bundle stays small (the admin above all is apart). */
function lazyScreen(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, HydrateFallback: PageLoading, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Public screens share the site header and footer; the admin screens have their own frame. Any other
 * path redirects to the home page (SPEC §2).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    ErrorBoundary: ErrorFallback,
    children: [
      lazyScreen(paths.home.path, () => import('./routes/home')),
      lazyScreen(paths.property.path, () => import('./routes/property')),
      lazyScreen(paths.register.path, () => import('./routes/register')),
      lazyScreen(paths.verifyEmail.path, () => import('./routes/verify-email')),
      lazyScreen(paths.login.path, () => import('./routes/login')),
      lazyScreen(paths.forgotPassword.path, () => import('./routes/forgot-password')),
      lazyScreen(paths.resetPassword.path, () => import('./routes/reset-password')),
    ],
  },
  {
    ErrorBoundary: ErrorFallback,
    children: [
      lazyScreen(paths.adminLogin.path, () => import('./routes/admin/login')),
      lazyScreen(paths.adminDashboard.path, () => import('./routes/admin/dashboard')),
    ],
  },
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
