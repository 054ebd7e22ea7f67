import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import {
  BrowserRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { AppLayout } from './app-layout';
import { ToasterHost } from './toaster-host';

type ScreenModule = Promise<{ default: ComponentType }>;
type Screen = ComponentType & { preload: () => Promise<void> };

/**
 * A screen in a chunk of its own, loaded on first visit. Once `preload` has loaded it, the screen
 * renders at once instead of suspending: the first screen of a visit is loaded before the app renders,
 * so the page never swaps what it shows (the home page's first paint, or nothing) for a spinner.
 */
function lazyScreen(load: () => ScreenModule): Screen {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  function LazyScreen() {
    // Chosen once per mount: switching component types later would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  const preload = async () => {
    loaded = (await load()).default;
  };
  return Object.assign(LazyScreen, { preload });
}

// Each screen is its own chunk, loaded on first visit: the home page's JavaScript stays small and the
// admin screens never load for visitors (docs/decisions/0007-home-page-javascript-budget.md).
/** Screens with the site's header and footer, by path. */
const PUBLIC_SCREENS: [string, Screen][] = [
  [paths.home.path, lazyScreen(() => import('./routes/home'))],
  [paths.property.path, lazyScreen(() => import('./routes/property'))],
  [paths.register.path, lazyScreen(() => import('./routes/register'))],
  [paths.verifyEmail.path, lazyScreen(() => import('./routes/verify-email'))],
  [paths.login.path, lazyScreen(() => import('./routes/login'))],
  [paths.forgotPassword.path, lazyScreen(() => import('./routes/forgot-password'))],
  [paths.resetPassword.path, lazyScreen(() => import('./routes/reset-password'))],
];
/** Screens with a frame of their own, by path. */
const ADMIN_SCREENS: [string, Screen][] = [
  [paths.adminLogin.path, lazyScreen(() => import('./routes/admin/login'))],
  [paths.adminDashboard.path, lazyScreen(() => import('./routes/admin/dashboard'))],
];
const SCREENS = [...PUBLIC_SCREENS, ...ADMIN_SCREENS];

const screenRoutes = (screens: [string, Screen][]) =>
  screens.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />);

/**
 * Loads the screen an address shows (nothing for one that redirects); resolves once it is loaded, or
 * failed to load (the screen then loads, or reports the failure, as it renders).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const screen = SCREENS.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  await screen?.preload().catch(() => undefined);
}

function PageLoading() {
  return <Spinner label="Loading..." className="min-h-[50vh]" />;
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * Public screens share the site header and footer; the admin screens have their own frame. Any other
 * path redirects to the home page (SPEC §2).
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <ToasterHost />
      <Routes>
        <Route
          element={
            <AppLayout>
              <Lazy>
                <Outlet />
              </Lazy>
            </AppLayout>
          }
        >
          {screenRoutes(PUBLIC_SCREENS)}
        </Route>
        <Route
          element={
            <Lazy>
              <Outlet />
            </Lazy>
          }
        >
          {screenRoutes(ADMIN_SCREENS)}
        </Route>
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Routes>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
