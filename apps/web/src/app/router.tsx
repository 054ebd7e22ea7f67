import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigationType } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { AppLayout } from './app-layout';
import { ToasterHost } from './toaster-host';

// Each screen is its own chunk, loaded on first visit: the home page's JavaScript stays small and the
// admin screens never load for visitors (docs/decisions/0007-home-page-javascript-budget.md).
const Home = lazy(() => import('./routes/home'));
const PropertyDetail = lazy(() => import('./routes/property'));
const Register = lazy(() => import('./routes/register'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const Login = lazy(() => import('./routes/login'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const AdminLogin = lazy(() => import('./routes/admin/login'));
const AdminDashboard = lazy(() => import('./routes/admin/dashboard'));

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
