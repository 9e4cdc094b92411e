import { Box, Burger, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePendingDecisions } from '@/api/get-pending-decisions';
import { useLogout } from '@/api/logout';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import { roleLabel, useT } from '@/lib/i18n';
import type { Session } from '@/lib/session';
import { AccountButton } from './AccountButton';
import { usePageSearchControl } from './page-search';
import { AccountMenu, ConfirmModal, whenAccountMenuReady } from './shell-parts';

/** It also formats the contact number (phone metadata, ~30 KB): loaded when first opened. */
const HelpModal = lazy(() => import('../HelpModal').then((module) => ({ default: module.HelpModal })));

interface TopBarProps {
  title: string;
  session: Session;
  searchPlaceholder?: string;
  navOpened: boolean;
  onToggleNav: () => void;
  /** Phones: the search box sits above the page instead of in the bar. */
  isMobile: boolean;
}

/** Top bar of spec section 2: title, optional search, name and role, avatar menu. */
export function TopBar({ title, session, searchPlaceholder, navOpened, onToggleNav, isMobile }: TopBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout();
  const waiting = usePendingDecisions().data?.total ?? 0;
  const [helpOpened, setHelpOpened] = useState(false);
  // Mounted on first use, then kept, so that it closes with its transition and gives the focus back.
  const [helpWanted, setHelpWanted] = useState(false);
  const [logoutOpened, setLogoutOpened] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const role = roleLabel(session.roleCode, session.role);
  const name = fullName(session);
  // The avatar until the menu's code is here (shell-parts.ts): a click asks for it.
  const avatarStandIn = (onClick?: () => void) => (
    <AccountButton session={session} name={name} aria-haspopup="menu" aria-expanded={false} onClick={onClick} />
  );

  const confirmLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        setLogoutOpened(false);
        // Back to the login page of the association just left, which shows its name (issue 21).
        void navigate(paths.login.href(session.association?.slug), { replace: true, state: { reason: 'logout' } });
      },
    });
  };

  return (
    <>
      <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Box pos="relative" hiddenFrom="sm">
            <Burger
              opened={navOpened}
              onClick={onToggleNav}
              size="sm"
              aria-label={
                navOpened
                  ? t.shell.closeMenu
                  : waiting > 0
                    ? t.shell.openMenuPending(t.shell.pending(waiting))
                    : t.shell.openMenu
              }
              aria-expanded={navOpened}
            />
            {/* On a phone the menu is closed: a dot says that the Notifications entry has a count. */}
            {waiting > 0 && !navOpened ? (
              <Box
                component="span"
                aria-hidden
                data-testid="menu-pending-dot"
                pos="absolute"
                top={6}
                right={6}
                w={10}
                h={10}
                bg="red.7"
                style={{ borderRadius: '50%', border: '2px solid var(--mantine-color-body)', pointerEvents: 'none' }}
              />
            ) : null}
          </Box>
          {/* A phone's smaller title keeps 'Cotisations Mensuelles' whole beside the menu and the avatar. */}
          <Title order={1} size={isMobile ? 'h4' : 'h3'} fw={700} lineClamp={1} style={{ minWidth: 0 }}>
            {title}
          </Title>
        </Group>

        {searchPlaceholder && !isMobile ? <SearchBox placeholder={searchPlaceholder} /> : null}

        <Group gap="sm" wrap="nowrap">
          <Stack gap={0} align="flex-end" visibleFrom="sm" style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={1}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {role}
            </Text>
          </Stack>
          {menuWanted ? (
            <Suspense fallback={avatarStandIn()}>
              <AccountMenu
                opened={menuOpened}
                onChange={setMenuOpened}
                session={session}
                name={name}
                role={role}
                onHelp={() => {
                  setHelpWanted(true);
                  setHelpOpened(true);
                }}
                onLogout={() => setLogoutOpened(true)}
              />
            </Suspense>
          ) : (
            avatarStandIn(() => whenAccountMenuReady(() => setMenuWanted(true)))
          )}
        </Group>
      </Group>

      {helpWanted ? (
        <Suspense fallback={null}>
          <HelpModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
        </Suspense>
      ) : null}
      {/* Mounted closed with the menu, so that it opens as dialogs do, with its transition. */}
      {menuWanted ? (
        <Suspense fallback={null}>
          <ConfirmModal
            opened={logoutOpened}
            onClose={() => setLogoutOpened(false)}
            type="confirmation"
            title={t.shell.logout}
            onConfirm={confirmLogout}
            confirmLabel={t.shared.logoutYes}
            cancelLabel={t.shared.logoutNo}
            confirmColor="red.8"
            loading={logout.isPending}
          >
            {t.shared.logoutQuestion}
          </ConfirmModal>
        </Suspense>
      ) : null}
    </>
  );
}

export function SearchBox({ placeholder }: { placeholder: string }) {
  const t = useT();
  const { query, setQuery } = usePageSearchControl();
  const field = useRef<HTMLInputElement>(null);
  // Typed into the server's page before the app took it over: the field holds it, the state not
  // yet. Read in the commit of hydration, before a redraw writes the empty state into the field,
  // so that the list is searched for it as if typed now.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  return (
    <TextInput
      ref={field}
      type="search"
      aria-label={t.shell.search}
      placeholder={placeholder}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
