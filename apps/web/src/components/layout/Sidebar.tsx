import { Badge, Box, Group, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconCash,
  IconChartBar,
  IconHeartHandshake,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconReceipt,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { can } from '@quartier/shared';
import { Link, useLocation } from 'react-router';
import { useAssociation } from '@/api/get-association';
import { pendingHref, usePendingDecisions } from '@/api/get-pending-decisions';
import { COTISATION_PREFIX, paths } from '@/config/paths';
import { useT, type Messages } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { APP_NAME } from '@/lib/use-document-title';
import { Logo } from '../Logo';

interface Entry {
  page: keyof Messages['pages'];
  href: string;
  icon: ReactNode;
}

const ICON = { size: 20, stroke: 1.7, 'aria-hidden': true } as const;

const MAIN_ENTRIES: Entry[] = [
  { page: 'dashboard', href: paths.dashboard.href(), icon: <IconLayoutDashboard {...ICON} /> },
];

const COTISATION_ENTRIES: Entry[] = [
  { page: 'cotisationMensuelles', href: paths.cotisationMensuelles.href(), icon: <IconCash {...ICON} /> },
  { page: 'fondSolidarite', href: paths.fondSolidarite.href(), icon: <IconHeartHandshake {...ICON} /> },
  { page: 'inscriptions', href: paths.inscriptions.href(), icon: <IconUserPlus {...ICON} /> },
];

const AFTER_ENTRIES: Entry[] = [
  { page: 'stats', href: paths.stats.href(), icon: <IconChartBar {...ICON} /> },
  { page: 'myContributions', href: paths.myContributions.href(), icon: <IconReceipt {...ICON} /> },
];

/** Staff only (rulings R4): a Membre never sees the journal in the menu; the server refuses it too. */
const JOURNAL_ENTRY: Entry = {
  page: 'journal',
  href: paths.journal.href(),
  icon: <IconListDetails {...ICON} />,
};

const GENERAL_ENTRIES: Entry[] = [
  { page: 'notifications', href: paths.notifications.href(), icon: <IconBell {...ICON} /> },
  { page: 'aboutUs', href: paths.aboutUs.href(), icon: <IconInfoCircle {...ICON} /> },
];

/** Sidebar of spec section 2: logo and name, entries, the 'Cotisations' group, 'Général', © 2025. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const { data: association } = useAssociation();
  const inCotisations = pathname.startsWith(COTISATION_PREFIX);
  const [cotisationsOpened, setCotisationsOpened] = useState(inCotisations);

  useEffect(() => {
    if (inCotisations) setCotisationsOpened(true);
  }, [inCotisations]);

  const staff = can(useSession()?.roleCode ?? null, 'getJournal');
  const pending = usePendingDecisions().data;
  const waiting = pending && pending.total > 0 ? pending : null;

  const link = (entry: Entry, nested = false) => {
    // What waits for this officer's decision: a count on Notifications, which opens where it is.
    const badge = entry.href === paths.notifications.href() ? waiting : null;
    const label = t.pages[entry.page];
    return (
      <NavLink
        key={entry.href}
        component={Link}
        to={badge ? pendingHref(badge) : entry.href}
        label={label}
        aria-label={badge ? t.shell.withPending(label, t.shell.pending(badge.total)) : undefined}
        rightSection={
          badge ? (
            <Badge
              size="md"
              circle={badge.total < 10}
              color="red"
              variant="filled"
              data-testid="badge-notifications"
              aria-hidden
            >
              {badge.total}
            </Badge>
          ) : undefined
        }
        leftSection={entry.icon}
        active={pathname === entry.href}
        aria-current={pathname === entry.href ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        pl={nested ? 'lg' : undefined}
        styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 } }}
      />
    );
  };

  return (
    <Stack h="100%" gap={0}>
      <UnstyledButton
        component={Link}
        to={paths.root.href()}
        onClick={onNavigate}
        px="md"
        py="md"
        aria-label={t.shell.home(association?.nom ?? APP_NAME)}
      >
        <Group gap="sm" wrap="nowrap">
          <Logo size={36} />
          <Text fw={700} size="lg" lh={1.2} lineClamp={2}>
            {association?.nom ?? APP_NAME}
          </Text>
        </Group>
      </UnstyledButton>

      <ScrollArea style={{ flex: 1 }} type="auto" px="xs">
        <Box component="nav" aria-label={t.shell.mainMenu}>
          {MAIN_ENTRIES.map((entry) => link(entry))}
          <NavLink
            component="button"
            type="button"
            label={t.shell.cotisations}
            leftSection={<IconWallet {...ICON} />}
            opened={cotisationsOpened}
            aria-expanded={cotisationsOpened}
            onChange={setCotisationsOpened}
            active={inCotisations && !cotisationsOpened}
            variant="light"
            childrenOffset={0}
            styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 } }}
          >
            {COTISATION_ENTRIES.map((entry) => link(entry, true))}
          </NavLink>
          {AFTER_ENTRIES.map((entry) => link(entry))}
          {staff ? link(JOURNAL_ENTRY) : null}

          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="lg" pb={4} id="nav-general">
            {t.shell.general}
          </Text>
          <Box role="group" aria-labelledby="nav-general">
            {GENERAL_ENTRIES.map((entry) => link(entry))}
          </Box>
        </Box>
      </ScrollArea>

      <Text size="sm" c="dimmed" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        © 2025 {association?.nom ?? APP_NAME}
      </Text>
    </Stack>
  );
}
