import { AppShell, Box, Drawer, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useMe } from '@/api/get-me';
import { updateSessionMember, useSession } from '@/lib/session';
import { useRouteHandle } from '@/lib/route-handle';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageLoader } from '../PageLoader';
import { PageSearchProvider } from './page-search';
import { Sidebar } from './Sidebar';
import { SearchBox, TopBar } from './TopBar';

/** Phones and small tablets (<= 768px) get the sidebar behind the menu button. */
export const MOBILE_QUERY = '(max-width: 48em)';

/** Shell of every signed-in page: sidebar, top bar, page. */
export function AppLayout() {
  const session = useSession();
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY, false);
  const [navOpened, nav] = useDisclosure(false);
  const me = useMe(session?.membreId ?? null);

  useDocumentTitle(handle?.title);

  // Close the mobile menu on navigation and when the screen grows.
  useEffect(() => {
    nav.close();
  }, [pathname, isMobile]); // eslint-disable-line react-hooks/exhaustive-deps

  // Keep the displayed name and role in line with the server.
  const member = me.data?.membre;
  useEffect(() => {
    if (!member || !session) return;
    if (
      member.nom !== session.nom ||
      member.prenom !== session.prenom ||
      member.Role.nom !== session.role ||
      member.Role.code !== session.roleCode ||
      member.telephone !== session.telephone
    ) {
      updateSessionMember(member);
    }
  }, [member, session]);

  if (!session) return <PageLoader />;

  return (
    <PageSearchProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          {navigation.state === 'loading' ? (
            <Progress
              value={100}
              animated
              size="xs"
              radius={0}
              pos="absolute"
              top={0}
              left={0}
              right={0}
              aria-label="Chargement de la page"
            />
          ) : null}
          <TopBar
            title={handle?.title ?? ''}
            session={session}
            searchPlaceholder={handle?.search?.placeholder}
            navOpened={navOpened}
            onToggleNav={nav.toggle}
          />
        </AppShell.Header>

        <AppShell.Navbar aria-label="Menu latéral">
          <Sidebar />
        </AppShell.Navbar>

        <Drawer
          opened={isMobile && navOpened}
          onClose={nav.close}
          size={280}
          padding={0}
          withCloseButton={false}
          title={undefined}
          hiddenFrom="sm"
        >
          <Box h="100dvh">
            <Sidebar onNavigate={nav.close} />
          </Box>
        </Drawer>

        <AppShell.Main bg="var(--mantine-color-gray-0)">
          <Box maw={1200} mx="auto">
            {handle?.search ? (
              <Box hiddenFrom="sm" mb="sm">
                <SearchBox placeholder={handle.search.placeholder} />
              </Box>
            ) : null}
            <Outlet />
          </Box>
        </AppShell.Main>
      </AppShell>
    </PageSearchProvider>
  );
}

export { AppLayout as Component };
