import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigationType } from 'react-router';
import { useMe } from '@/api/get-me';
import { shellPages } from '@/config/paths';
import { setLanguage, useT } from '@/lib/i18n';
import { updateSessionMember, useSession } from '@/lib/session';
import { replayEarlyInput, ReplayEarlyInputOnMount } from '@/lib/early-input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-is-mobile';
import { ErrorBoundary } from '../ErrorBoundary';
import { OfflineBanner } from '../OfflineBanner';
import { PageLoader } from '../PageLoader';
import { PageSearchProvider } from './page-search';
import { Sidebar } from './Sidebar';
import { NavDrawer, PreloadShellParts, whenNavDrawerReady } from './shell-parts';
import { SearchBox, TopBar } from './TopBar';

type ShellPage = keyof typeof shellPages;

/** The shell page at this address, by its key (its title and search words are in the catalogue). */
function pageOf(pathname: string): ShellPage | undefined {
  return (Object.keys(shellPages) as ShellPage[]).find((key) => matchPath(shellPages[key].path, pathname));
}

/** Shell of every signed-in page: sidebar, top bar, page. */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const t = useT();
  const page = pageOf(pathname);
  const title = page ? t.pages[page] : undefined;
  const searchPlaceholder =
    page && page in t.searchPlaceholders ? t.searchPlaceholders[page as keyof typeof t.searchPlaceholders] : undefined;
  const isMobile = useIsMobile();
  const [navOpened, nav] = useDisclosure(false);
  // Mounted on first use, then kept, so that it closes with its own transition (as TopBar's menu).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const me = useMe(session?.membreId ?? null);

  useDocumentTitle(title);

  // Close the mobile menu on navigation and when the screen grows (`close` is stable).
  const closeNav = nav.close;
  useEffect(() => {
    closeNav();
  }, [pathname, isMobile, closeNav]);

  // A page opened from the app starts at its top. Not the page the tab opened on (nor one reached
  // by the browser's back and forward): the browser places it, and a person who scrolled down the
  // page the server wrote is not thrown back up when the app takes it over (a tap on the profile's
  // switch, pressed as the page jumped, landed on another element: CI, receipts.spec.ts).
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  // A tap on the shell of a written page before the app took it over (the account menu, the menu
  // button) is done now that the shell is the app's (public/start.js held it, ADR 0030); one on
  // the page's own content once the page is (ReplayEarlyInputOnMount below).
  useEffect(() => replayEarlyInput({ page: false }), []);

  // The person's language, as the server keeps it (set on another device, or in the profile).
  const langue = me.data?.langue;
  useEffect(() => {
    if (langue) void setLanguage(langue);
  }, [langue]);

  // Keep the displayed name and role in line with the server.
  const member = me.data?.membre;
  useEffect(() => {
    if (!member || !session) return;
    if (
      member.nom !== session.nom ||
      member.prenom !== session.prenom ||
      member.Role.nom !== session.role ||
      member.Role.code !== session.roleCode ||
      (member.telephone !== null && member.telephone !== session.telephone)
    ) {
      updateSessionMember(member);
    }
  }, [member, session]);

  if (!session) return <PageLoader />;

  return (
    <PageSearchProvider>
      <AppShell
        layout="alt"
        header={{ height: 64 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <TopBar
            title={title ?? ''}
            session={session}
            searchPlaceholder={searchPlaceholder}
            navOpened={navOpened}
            // On phones the drawer opens once its code is here (shell-parts.ts).
            onToggleNav={() =>
              whenNavDrawerReady(() => {
                setDrawerWanted(true);
                nav.toggle();
              })
            }
            isMobile={isMobile}
          />
        </AppShell.Header>

        {/* One sidebar at a time: fixed on wide screens, in a drawer on phones. */}
        {isMobile ? (
          drawerWanted ? (
            <Suspense fallback={null}>
              <NavDrawer opened={navOpened} onClose={nav.close} />
            </Suspense>
          ) : null
        ) : (
          <AppShell.Navbar aria-label={t.shell.sideMenu}>
            <Sidebar />
          </AppShell.Navbar>
        )}

        <AppShell.Main bg="var(--mantine-color-gray-0)">
          <Box maw={1200} mx="auto">
            {/* Stays in view under the fixed top bar while the page scrolls. */}
            <OfflineBanner stickyTop="calc(var(--app-shell-header-offset, 64px) + 8px)" />
            {searchPlaceholder && isMobile ? (
              <Box mb="sm">
                <SearchBox placeholder={searchPlaceholder} />
              </Box>
            ) : null}
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
                <ReplayEarlyInputOnMount />
                <PreloadShellParts isMobile={isMobile} />
              </Suspense>
            </ErrorBoundary>
          </Box>
        </AppShell.Main>
      </AppShell>
    </PageSearchProvider>
  );
}

export { AppLayout as Component };
