import { Avatar, Box, Burger, Group, Menu, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconHelp, IconLogout, IconSearch, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@quartier/shared';
import { useLogout } from '@/api/logout';
import { paths } from '@/config/paths';
import { displayRoleName, fullName, initials } from '@/lib/format';
import type { Session } from '@/lib/session';
import { ConfirmModal } from '../ConfirmModal';
import { usePageSearchControl } from './page-search';

/** Loaded when first opened: it formats the contact number (phone metadata, ~30 KB). */
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
  const navigate = useNavigate();
  const logout = useLogout();
  const [helpOpened, setHelpOpened] = useState(false);
  const [logoutOpened, setLogoutOpened] = useState(false);
  const role = displayRoleName(session.role);
  const name = fullName(session);

  const confirmLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        setLogoutOpened(false);
        void navigate(paths.login.href(), { replace: true, state: { reason: 'logout' } });
      },
    });
  };

  return (
    <>
      <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpened ? 'Fermer le menu' : 'Ouvrir le menu'}
            aria-expanded={navOpened}
          />
          <Title order={1} size="h3" fw={700} lineClamp={1} style={{ minWidth: 0 }}>
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
          <Menu position="bottom-end" withArrow shadow="md" width={220}>
            <Menu.Target>
              <UnstyledButton
                // The name starts with the initials shown on the button (WCAG 2.5.3, label in name).
                aria-label={`${initials(session.nom, session.prenom)} — Menu du compte de ${name}`}
                style={{ borderRadius: '50%' }}
              >
                <Avatar color="quartier" variant="filled" radius={40} size={40}>
                  {initials(session.nom, session.prenom)}
                </Avatar>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Box hiddenFrom="sm" px="sm" py={6}>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Text size="sm" c="dimmed">
                  {role}
                </Text>
              </Box>
              <Menu.Divider hiddenFrom="sm" />
              <Menu.Item component={Link} to={paths.profile.href()} leftSection={<IconUser size={18} aria-hidden />}>
                Profil
              </Menu.Item>
              <Menu.Item leftSection={<IconHelp size={18} aria-hidden />} onClick={() => setHelpOpened(true)}>
                Aide
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red.8"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={() => setLogoutOpened(true)}
              >
                Déconnexion
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      {helpOpened ? (
        <Suspense fallback={null}>
          <HelpModal opened onClose={() => setHelpOpened(false)} />
        </Suspense>
      ) : null}
      <ConfirmModal
        opened={logoutOpened}
        onClose={() => setLogoutOpened(false)}
        type="confirmation"
        title="Déconnexion"
        onConfirm={confirmLogout}
        confirmLabel={MESSAGES.logoutYes}
        cancelLabel={MESSAGES.logoutNo}
        confirmColor="red.8"
        loading={logout.isPending}
      >
        {MESSAGES.logoutQuestion}
      </ConfirmModal>
    </>
  );
}

export function SearchBox({ placeholder }: { placeholder: string }) {
  const { query, setQuery } = usePageSearchControl();
  return (
    <TextInput
      type="search"
      aria-label="Rechercher dans la page"
      placeholder={placeholder}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
