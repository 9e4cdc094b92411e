import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes, useLocation } from 'react-router';
import { associationQueryOptions, associationScope } from '@/api/get-association';
import { pendingDecisionsQueryOptions } from '@/api/get-pending-decisions';
import { meQueryOptions } from '@/api/get-me';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageLoader } from '@/components/PageLoader';
import { RequireAuth } from '@/components/layout/RequireAuth';
import { paths, shellPages } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { pageData } from './page-data-start';
import { loadOrReloadOntoNewVersion } from '@/lib/new-version';
import type { PagePreload } from '@/lib/page-preload';
import { getSession, sessionIdentity, subscribeSession } from '@/lib/session';
import { warmUpFormatters } from '@/lib/warm-up-formatters';
// In the entry itself: the first screen of anyone not signed in shows without a second download.
import { Component as LoginPage } from '@/features/auth/routes/login';
import { Component as WelcomePage } from '@/features/auth/routes/welcome';
// The first answers of the pages that have a preload (see SHELL_PAGES).
import { preloadFund } from '@/features/cotisations/routes/fund.preload';
import { preload as preloadInscriptions } from '@/features/cotisations/routes/inscriptions.preload';
import { preload as preloadDashboard } from '@/features/dashboard/routes/dashboard.preload';
import { preload as preloadMyContributions } from '@/features/my-contributions/routes/my-contributions.preload';
import { preload as preloadProfile } from '@/features/profile/routes/profile.preload';
import { preload as preloadPasswordReset } from '@/features/profile/routes/password-reset.preload';
import { preload as preloadNotifications } from '@/features/notifications/routes/notifications.preload';
import { preload as preloadStats } from '@/features/stats/routes/stats.preload';
import { preload as preloadAboutUs } from '@/features/about-us/routes/about-us.preload';
import { preload as preloadJournal } from '@/features/journal/routes/journal.preload';

/**
 * Route table of spec section 2 (declarative router: the data router would add ~15 KB to
 * the login screen). Every other page is its own chunk (route-level code splitting), loaded
 * when opened: the login screen, in the entry, loads neither the signed-in shell nor any other
 * page.
 */
/** A page's component, drawn once its code is here; `load` fetches that code (once). */
type Page<P extends object = object> = ComponentType<P> & { load: () => Promise<unknown> };
type Load<P extends object = object> = () => Promise<{ Component: ComponentType<P> }>;
/** Every page code load started by a render: the server's render waits for them and renders again. */
const pageLoads = new Set<Promise<unknown>>();
const page = <P extends object = object>(load: Load<P>): Page<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= loadOrReloadOntoNewVersion(load).then(
      (module) => {
        loaded = module.Component;
        return { default: module.Component };
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => {
    const loadingNow = loadOnce();
    pageLoads.add(loadingNow);
    return loadingNow;
  });
  function Page(props: P) {
    // Its code already here, the page draws at once, without suspending: the app hydrating a page
    // the server wrote never waits for code on the way (main.tsx). Chosen once per mount: going
    // from the lazy component to the page's own would draw the page anew.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { load: loadOnce });
};

/**
 * Settles once the page code a render asked for is here (entry-server.tsx): the next render of
 * the same page then draws it whole instead of its loading placeholder. React's own callbacks on
 * these loads were attached first, so the pages are ready when this settles.
 */
export async function pagesLoaded(): Promise<void> {
  const loads = [...pageLoads];
  pageLoads.clear();
  await Promise.allSettled(loads);
}

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
/** A page that starts the signed-in page's download as a sign-in leaves (prepareSignedInPage). */
type SignInPageLoad = Load<{ onSignInSent?: (target: string) => void }>;
const loadCreateAssociation: SignInPageLoad = () => import('@/features/auth/routes/create-association');

const ConfirmRegistrationPage = page(loadConfirmRegistration);
const ForgotPasswordPage = page(loadForgotPassword);
const CreateAssociationPage = page(loadCreateAssociation);
const NotFoundPage = page(() => import('./routes/not-found'));
const AppLayout = page(loadAppLayout);

/**
 * The signed-in pages. `preload` asks for the answers of a page's first screen (lib/page-preload.ts):
 * it is part of the entry, so that the app starting on the page asks for them at once, while the
 * page's code downloads, instead of once it has arrived; it must stay light (light answer checks,
 * no zod), as the login screen's budget counts it. A page with a preload is written by the server
 * (ADR 0030 step 2).
 */
const SHELL_PAGES: Array<{ path: string; load: Load; preload?: PagePreload }> = [
  {
    path: shellPages.dashboard.path,
    load: () => import('@/features/dashboard/routes/dashboard'),
    preload: preloadDashboard,
  },
  {
    path: shellPages.notifications.path,
    load: () => import('@/features/notifications/routes/notifications'),
    preload: preloadNotifications,
  },
  { path: shellPages.stats.path, load: () => import('@/features/stats/routes/stats'), preload: preloadStats },
  {
    path: shellPages.myContributions.path,
    load: () => import('@/features/my-contributions/routes/my-contributions'),
    preload: preloadMyContributions,
  },
  { path: shellPages.aboutUs.path, load: () => import('@/features/about-us/routes/about-us'), preload: preloadAboutUs },
  {
    path: shellPages.cotisationMensuelles.path,
    load: () => import('@/features/cotisations/routes/cotisation-mensuelles'),
    preload: preloadFund(3),
  },
  {
    path: shellPages.fondSolidarite.path,
    load: () => import('@/features/cotisations/routes/fond-solidarite'),
    preload: preloadFund(1),
  },
  {
    path: shellPages.inscriptions.path,
    load: () => import('@/features/cotisations/routes/inscriptions'),
    preload: preloadInscriptions,
  },
  { path: shellPages.journal.path, load: () => import('@/features/journal/routes/journal'), preload: preloadJournal },
  {
    path: shellPages.profile.path,
    load: () => import('@/features/profile/routes/profile'),
    preload: preloadProfile,
  },
  {
    path: shellPages.passwordReset.path,
    load: () => import('@/features/profile/routes/password-reset'),
    preload: preloadPasswordReset,
  },
];
const SHELL_ROUTES = SHELL_PAGES.map(({ path, load }) => ({ path, Page: shellPage(path, load) }));

/**
 * The signed-in page the server writes at this address (ADR 0030 step 2), with the preload that
 * names its first answers: the pages whose first screen a preload reads. The others are drawn by
 * the app, as before.
 */
export function serverWrittenPage(pathname: string): { preload: PagePreload } | null {
  const shell = SHELL_PAGES.find(({ path }) => matchPath(path, pathname));
  return shell?.preload ? { preload: shell.preload } : null;
}

/**
 * The code a page the server wrote at this address draws with: the app waits for it before it
 * hydrates the page (main.tsx), so that hydration never stops at a part whose code is still on its
 * way. A tap on such a part is dropped by React, and an update reaching it meanwhile makes React
 * draw it anew, the server's page lost (ADR 0030).
 */
export function writtenPageCode(pathname: string): Promise<unknown> | null {
  const shell = SHELL_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (shell) return Promise.all([AppLayout.load(), shell.Page.load()]);
  const beforeLogin = WRITTEN_PAGES_BEFORE_LOGIN.find(({ path }) => matchPath(path, pathname));
  return beforeLogin ? beforeLogin.Page.load() : null;
}

/**
 * The pages before login outside the entry that the server writes too (their address's
 * association, no one's data): the forgotten password and the account's confirmation. The welcome
 * and login pages are in the entry, nothing to wait for.
 */
const WRITTEN_PAGES_BEFORE_LOGIN: Array<{ path: string; Page: Page }> = [
  { path: paths.forgotPassword.path, Page: ForgotPasswordPage },
  { path: paths.associationForgotPassword.path, Page: ForgotPasswordPage },
  { path: paths.confirmRegistration.path, Page: ConfirmRegistrationPage },
  { path: paths.associationConfirmRegistration.path, Page: ConfirmRegistrationPage },
];

/**
 * What the signed-in shell reads around every page: the member (`me`), the association (the
 * sidebar's name, the tab's title) and, for the two officers, what waits for their decision (the
 * menu's count). Asked with the page's own first answers, by the app starting on a page and by
 * the server writing it.
 */
export const preloadShell: PagePreload = ({ client, session }) => {
  const reads: Array<Promise<unknown>> = [
    client.prefetchQuery(meQueryOptions(session.membreId)),
    client.prefetchQuery(associationQueryOptions(associationScope(session, null))),
  ];
  const pending = pendingDecisionsQueryOptions(session.roleCode);
  if (pending.enabled) reads.push(client.prefetchQuery(pending));
  return Promise.all(reads);
};

const ignoreFailure = (load: Load) => void load().catch(() => undefined);

/** Starts downloading the signed-in shell and the page at this path, if it is one of its pages. */
function fetchShellPageCode(pathname: string) {
  const shell = SHELL_PAGES.find(({ path }) => matchPath(path, pathname));
  if (shell) {
    ignoreFailure(loadAppLayout);
    ignoreFailure(shell.load);
  }
  return shell;
}

/**
 * Starts downloading the chunks of the page being opened and asks for the signed-in member's
 * profile and the answers the page's first screen reads (its `preload`), all at once, while React
 * starts, instead of once the router has rendered: on a slow phone network the answers travel
 * while the code downloads, and the page draws its figures in one go.
 */
function preloadOpenedPage(pathname: string) {
  const anonymous: Array<[string, Load | null]> = [
    [paths.login.path, null],
    [paths.confirmRegistration.path, loadConfirmRegistration],
    [paths.forgotPassword.path, loadForgotPassword],
    [paths.associationLogin.path, null],
    [paths.associationConfirmRegistration.path, loadConfirmRegistration],
    [paths.associationForgotPassword.path, loadForgotPassword],
  ];
  // The creation of an association is the service's page, no association's: only its code.
  if (matchPath(paths.createAssociation.path, pathname)) {
    ignoreFailure(loadCreateAssociation);
    return;
  }
  const open = anonymous.find(([path]) => matchPath(path, pathname));
  if (open) {
    // For the association the address names (the query's key and the call's header both say which).
    void queryClient.prefetchQuery(associationQueryOptions());
    if (open[1]) ignoreFailure(open[1]);
    return;
  }
  // The welcome page sends a signed-in visitor on to the dashboard.
  const shell = fetchShellPageCode(pathname === paths.root.path && getSession() ? paths.dashboard.path : pathname);
  if (shell) {
    const session = getSession();
    if (!session) return;
    warmUpFormatters();
    // The server wrote the page for this session: its first answers came with it.
    if (pageData?.signedIn) return;
    const search = new URLSearchParams(window.location.search);
    void preloadShell({ client: queryClient, session, search });
    const preload = shell.preload;
    if (preload) {
      // In a task of its own, a moment later: starting the queries is work (about 4 ms each on a
      // slow phone), and the entry's evaluation is already the longest task of the start.
      const ready = new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => preload({ client: queryClient, session, search }))
        .catch(() => undefined);
      openedPageAnswers = { path: shell.path, ready };
    }
  }
}
// In the browser only: the server renders the same routes (entry-server.tsx) without starting anything.
const inBrowser = typeof window !== 'undefined';
if (inBrowser) preloadOpenedPage(window.location.pathname);

/**
 * The cached answers belong to one session's association and member: when another takes its place
 * (a switch of association here or in another tab, a login as someone else), they all go, before
 * anything draws again (issue 21). Logout empties the cache itself.
 */
let cachedFor = inBrowser ? sessionIdentity(getSession()) : null;
if (inBrowser)
  subscribeSession(() => {
    const identity = sessionIdentity(getSession());
    if (identity === cachedFor) return;
    // Also on the way to none: another tab's storage events may pass through an empty session.
    if (cachedFor !== null) queryClient.clear();
    cachedFor = identity;
  });

/**
 * As a sign-in leaves for the server (the password check takes the better part of a second),
 * the signed-in shell and the page the member lands on start downloading, and the French number
 * data loads off the main thread: on a slow network the page is there when the session is.
 */
function prepareSignedInPage(target: string) {
  if (fetchShellPageCode(new URL(target, window.location.origin).pathname)) warmUpFormatters();
}

/** The routes, inside the browser's router (AppRouter) or the server's (entry-server.tsx). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={paths.root.path} element={<WelcomePage />} />
          <Route
            path={paths.createAssociation.path}
            element={<CreateAssociationPage onSignInSent={prepareSignedInPage} />}
          />
          <Route path={paths.login.path} element={<LoginPage onSignInSent={prepareSignedInPage} />} />
          <Route path={paths.confirmRegistration.path} element={<ConfirmRegistrationPage />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
          {/* The same pages at the address of one association (issue 21). */}
          <Route path={paths.associationLogin.path} element={<LoginPage onSignInSent={prepareSignedInPage} />} />
          <Route path={paths.associationConfirmRegistration.path} element={<ConfirmRegistrationPage />} />
          <Route path={paths.associationForgotPassword.path} element={<ForgotPasswordPage />} />
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
