import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { associationQueryOptions } from '@/api/get-association';
import { meQueryOptions } from '@/api/get-me';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageLoader } from '@/components/PageLoader';
import { RequireAuth } from '@/components/layout/RequireAuth';
import { paths, shellPages } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import type { PagePreload } from '@/lib/page-preload';
import { getSession } from '@/lib/session';
import { warmUpFormatters } from '@/lib/warm-up-formatters';
// In the entry itself: the first screen of anyone not signed in shows without a second download.
import { Component as LoginPage } from '@/features/auth/routes/login';

/**
 * Route table of spec section 2 (declarative router: the data router would add ~15 KB to
 * the login screen). Every other page is its own chunk (route-level code splitting), loaded
 * when opened: the login screen, in the entry, loads neither the signed-in shell nor any other
 * page.
 */
type Page = LazyExoticComponent<ComponentType>;
type Load = () => Promise<{ Component: ComponentType; preload?: PagePreload }>;
const page = (load: Load): Page => lazy(() => load().then((module) => ({ default: module.Component })));

/**
 * How long the page the app starts on may wait for its first answers, once its code is here,
 * before it draws anyway (with its loading placeholders): long enough for an answer on a slow
 * mobile network, short enough that a slow server never leaves the member looking at a spinner.
 */
const FIRST_ANSWERS_WAIT_MS = 1500;
/** The first answers of the page the app started on, once its preload has begun. */
let openedPageAnswers: { path: string; ready: Promise<unknown> } | null = null;

/**
 * A page of the signed-in shell. Opened first, it draws once its preload's answers are in
 * (or after FIRST_ANSWERS_WAIT_MS): its first render then holds its figures and runs as
 * React's interruptible retry of the page's suspense, instead of drawing placeholders and
 * then every card at once in one long task when the answers arrive.
 */
const shellPage = (path: string, load: Load): Page =>
  page(async () => {
    const module = await load();
    const opened = openedPageAnswers?.path === path ? openedPageAnswers.ready : null;
    if (opened) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([opened, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)))]);
      clearTimeout(timer);
    }
    return module;
  });

const loadConfirmRegistration: Load = () => import('@/features/auth/routes/confirm-registration');
const loadForgotPassword: Load = () => import('@/features/auth/routes/forgot-password');
const loadAppLayout: Load = () => import('@/components/layout/AppLayout');

const ConfirmRegistrationPage = page(loadConfirmRegistration);
const ForgotPasswordPage = page(loadForgotPassword);
const NotFoundPage = page(() => import('./routes/not-found'));
const AppLayout = page(loadAppLayout);

const SHELL_PAGES: Array<{ path: string; load: Load }> = [
  { path: shellPages.dashboard.path, load: () => import('@/features/dashboard/routes/dashboard') },
  { path: shellPages.notifications.path, load: () => import('@/features/notifications/routes/notifications') },
  { path: shellPages.stats.path, load: () => import('@/features/stats/routes/stats') },
  {
    path: shellPages.myContributions.path,
    load: () => import('@/features/my-contributions/routes/my-contributions'),
  },
  { path: shellPages.aboutUs.path, load: () => import('@/features/about-us/routes/about-us') },
  {
    path: shellPages.cotisationMensuelles.path,
    load: () => import('@/features/cotisations/routes/cotisation-mensuelles'),
  },
  { path: shellPages.fondSolidarite.path, load: () => import('@/features/cotisations/routes/fond-solidarite') },
  { path: shellPages.inscriptions.path, load: () => import('@/features/cotisations/routes/inscriptions') },
  { path: shellPages.profile.path, load: () => import('@/features/profile/routes/profile') },
  { path: shellPages.passwordReset.path, load: () => import('@/features/profile/routes/password-reset') },
];
const SHELL_ROUTES = SHELL_PAGES.map(({ path, load }) => ({ path, Page: shellPage(path, load) }));

/**
 * Starts downloading the chunks of the page being opened, the signed-in member's profile and,
 * once the page's code is here, the answers its first screen reads (its `preload`), while React
 * starts instead of once the router has rendered: on a slow phone network this saves round
 * trips before the page shows, and the page draws its figures in one go.
 */
function preloadOpenedPage(pathname: string) {
  const ignoreFailure = (load: Load) => void load().catch(() => undefined);
  const anonymous: Array<[string, Load | null]> = [
    [paths.login.path, null],
    [paths.confirmRegistration.path, loadConfirmRegistration],
    [paths.forgotPassword.path, loadForgotPassword],
  ];
  const open = anonymous.find(([path]) => matchPath(path, pathname));
  if (open) {
    void queryClient.prefetchQuery(associationQueryOptions());
    if (open[1]) ignoreFailure(open[1]);
    return;
  }
  const shell = SHELL_PAGES.find(({ path }) => matchPath(path, pathname));
  if (shell) {
    ignoreFailure(loadAppLayout);
    const session = getSession();
    if (!session) return ignoreFailure(shell.load);
    warmUpFormatters();
    void queryClient.prefetchQuery(meQueryOptions(session.membreId));
    const search = new URLSearchParams(window.location.search);
    const ready = shell
      .load()
      .then((module) => module.preload?.({ client: queryClient, session, search }))
      .catch(() => undefined);
    openedPageAnswers = { path: shell.path, ready };
  }
}
preloadOpenedPage(window.location.pathname);

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
              {SHELL_ROUTES.map(({ path, Page }) => (
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
