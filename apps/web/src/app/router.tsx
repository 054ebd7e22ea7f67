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
const Home = lazyScreen(() => import('./routes/home'));
const PropertyDetail = lazyScreen(() => import('./routes/property'));
const Register = lazyScreen(() => import('./routes/register'));
const VerifyEmail = lazyScreen(() => import('./routes/verify-email'));
const Login = lazyScreen(() => import('./routes/login'));
const ForgotPassword = lazyScreen(() => import('./routes/forgot-password'));
const ResetPassword = lazyScreen(() => import('./routes/reset-password'));
const AdminLogin = lazyScreen(() => import('./routes/admin/login'));
const AdminDashboard = lazyScreen(() => import('./routes/admin/dashboard'));

const SCREENS: [string, Screen][] = [
  [paths.home.path, Home],
  [paths.property.path, PropertyDetail],
  [paths.register.path, Register],
  [paths.verifyEmail.path, VerifyEmail],
  [paths.login.path, Login],
  [paths.forgotPassword.path, ForgotPassword],
  [paths.resetPassword.path, ResetPassword],
  [paths.adminLogin.path, AdminLogin],
  [paths.adminDashboard.path, AdminDashboard],
];

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
          <Route path={paths.home.path} element={<Home />} />
          <Route path={paths.property.path} element={<PropertyDetail />} />
          <Route path={paths.register.path} element={<Register />} />
          <Route path={paths.verifyEmail.path} element={<VerifyEmail />} />
          <Route path={paths.login.path} element={<Login />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPassword />} />
          <Route path={paths.resetPassword.path} element={<ResetPassword />} />
        </Route>
        <Route
          element={
            <Lazy>
              <Outlet />
            </Lazy>
          }
        >
          <Route path={paths.adminLogin.path} element={<AdminLogin />} />
          <Route path={paths.adminDashboard.path} element={<AdminDashboard />} />
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
