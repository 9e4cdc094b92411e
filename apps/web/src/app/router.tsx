import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageLoader } from '@/components/PageLoader';
import { RequireAuth } from '@/components/layout/RequireAuth';
import { paths, shellPages } from '@/config/paths';

/**
 * Route table of spec section 2 (declarative router: the data router would add ~15 KB to
 * the login screen). Every page is its own chunk (route-level code splitting): the login
 * screen loads neither the signed-in shell nor any other page.
 */
type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ Component: ComponentType }>): Page =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const LoginPage = page(() => import('@/features/auth/routes/login'));
const ConfirmRegistrationPage = page(() => import('@/features/auth/routes/confirm-registration'));
const ForgotPasswordPage = page(() => import('@/features/auth/routes/forgot-password'));
const NotFoundPage = page(() => import('./routes/not-found'));
const AppLayout = page(() => import('@/components/layout/AppLayout'));

const SHELL_PAGES: Array<{ path: string; Page: Page }> = [
  { path: shellPages.dashboard.path, Page: page(() => import('@/features/dashboard/routes/dashboard')) },
  { path: shellPages.notifications.path, Page: page(() => import('@/features/notifications/routes/notifications')) },
  { path: shellPages.stats.path, Page: page(() => import('@/features/stats/routes/stats')) },
  {
    path: shellPages.myContributions.path,
    Page: page(() => import('@/features/my-contributions/routes/my-contributions')),
  },
  { path: shellPages.aboutUs.path, Page: page(() => import('@/features/about-us/routes/about-us')) },
  {
    path: shellPages.cotisationMensuelles.path,
    Page: page(() => import('@/features/cotisations/routes/cotisation-mensuelles')),
  },
  { path: shellPages.fondSolidarite.path, Page: page(() => import('@/features/cotisations/routes/fond-solidarite')) },
  { path: shellPages.inscriptions.path, Page: page(() => import('@/features/cotisations/routes/inscriptions')) },
  { path: shellPages.profile.path, Page: page(() => import('@/features/profile/routes/profile')) },
  { path: shellPages.passwordReset.path, Page: page(() => import('@/features/profile/routes/password-reset')) },
];

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to={paths.dashboard.href()} replace />} />
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.confirmRegistration.path} element={<ConfirmRegistrationPage />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              {SHELL_PAGES.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
