import { Suspense, useEffect, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { AppLayout } from './app-layout';
import { ToasterHost } from './toaster-host';
import { translate } from '@/i18n/i18n';

type ScreenModule = { default: ComponentType };

/**
 * A screen in a chunk of its own, loaded on first visit (docs/decisions/0007), with its loader. Loaders
 * run on the server only (src/entry-server.tsx): the browser's bundle leaves them out.
 */
const screen = (load: () => Promise<ScreenModule>, loadLoader?: () => Promise<{ loader: LoaderFunction }>) =>
  import.meta.env.SSR
    ? async () => {
        const [{ default: Component }, loader] = await Promise.all([
          load(),
          loadLoader?.().then((module) => module.loader),
        ]);
        return loader ? { Component, loader } : { Component };
      }
    : async () => ({ Component: (await load()).default });

function PageLoading() {
  return <Spinner label={translate('layout.loading')} className="min-h-[50vh]" />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A new entry on the same page (a photo opened full screen) keeps the page where it is.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

function AppFrame() {
  return (
    <>
      <ScrollToTop />
      <ToasterHost />
      <Outlet />
    </>
  );
}

/**
 * Every address of the web app, its screen and its data (SPEC §2): the server renders a page's first
 * screen from this table (src/entry-server.tsx) and the browser shows every screen from it
 * (./router.tsx). Public screens share the site header and footer; the admin screens have their own
 * frame; any other path redirects to the home page. The ids of the screens the server renders name
 * their modules (the page preloads their chunks).
 */
export const routeTable: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: (
          <AppLayout>
            <Lazy>
              <Outlet />
            </Lazy>
          </AppLayout>
        ),
        children: [
          {
            id: 'routes/home',
            path: paths.home.path,
            lazy: screen(
              () => import('./routes/home'),
              import.meta.env.SSR ? () => import('./routes/home.loader') : undefined,
            ),
          },
          {
            id: 'routes/property',
            path: paths.property.path,
            lazy: screen(
              () => import('./routes/property'),
              import.meta.env.SSR ? () => import('./routes/property.loader') : undefined,
            ),
          },
          {
            path: paths.favorites.path,
            lazy: screen(() => import('./routes/home').then((home) => home.loadFavoritesScreen())),
          },
          { path: paths.register.path, lazy: screen(() => import('./routes/register')) },
          {
            path: paths.verifyEmail.path,
            lazy: screen(() => import('./routes/verify-email')),
          },
          { path: paths.login.path, lazy: screen(() => import('./routes/login')) },
          { path: paths.signIn.path, lazy: screen(() => import('./routes/sign-in')) },
          {
            path: paths.forgotPassword.path,
            lazy: screen(() => import('./routes/forgot-password')),
          },
          {
            path: paths.resetPassword.path,
            lazy: screen(() => import('./routes/reset-password')),
          },
          { path: paths.alerts.path, lazy: screen(() => import('./routes/alerts')) },
          { path: paths.unsubscribe.path, lazy: screen(() => import('./routes/unsubscribe')) },
        ],
      },
      {
        element: (
          <Lazy>
            <Outlet />
          </Lazy>
        ),
        children: [
          {
            path: paths.adminLogin.path,
            lazy: screen(() => import('./routes/admin/login')),
          },
          {
            path: paths.adminDashboard.path,
            lazy: screen(() => import('./routes/admin/dashboard')),
          },
          {
            path: paths.acceptInvitation.path,
            lazy: screen(() => import('./routes/accept-invitation')),
          },
          {
            path: paths.adminConfirmEmail.path,
            lazy: screen(() => import('./routes/admin/confirm-email')),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];
