import { Box, Button, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPinQuestion } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { slugFromPath } from '@quartier/shared';
import { useAssociation } from '@/api/get-association';
import { Logo } from '@/components/Logo';
import { OfflineBanner } from '@/components/OfflineBanner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { replayEarlyInput } from '@/lib/early-input';
import { APP_NAME } from '@/lib/use-document-title';
import { useMessages } from '../i18n';

/**
 * Frame of the anonymous screens: logo and a name (association or service), a card, © 2025.
 * Held from the top, not centred: a card that grows as its parts arrive (the form's code, an
 * alert) grows downwards instead of moving whole (Lighthouse counted the confirmation card's move
 * as a layout shift of 0.15 to 0.3); the name has the room of two lines for the same reason.
 */
export function AuthFrame({ name, maw = 460, children }: { name: string; maw?: number; children: ReactNode }) {
  // The pages the server writes are in this frame: once it is hydrated, what the person did on
  // the server's page before is done again (lib/early-input.ts). Earlier, its elements are not
  // the app's yet (the route's part hydrates after the root).
  useEffect(() => replayEarlyInput({ page: true }), []);
  return (
    <Flex
      component="main"
      mih="100dvh"
      justify="center"
      align="flex-start"
      px={{ base: 'sm', xs: 'md' }}
      pt={{ base: 'lg', sm: '8vh' }}
      pb="lg"
      style={{
        background: 'linear-gradient(160deg, var(--mantine-color-quartier-0) 0%, var(--mantine-color-gray-0) 55%)',
      }}
    >
      <Stack w="100%" maw={maw} gap="md">
        <OfflineBanner />
        {/* Room for a name on two lines (a long association name on a phone): the service's name,
            shown while the association's arrives or when the page moves to its address, takes
            the same height, and the card below does not move (CLS 0.31 on the confirmation). */}
        <Group gap="sm" justify="center" wrap="nowrap" mih={48}>
          <Logo size={40} />
          <Text fw={700} size="xl" lh={1.2}>
            {name}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
          {children}
        </Paper>
        <Box ta="center">
          <Text size="sm" c="dimmed">
            © 2025 {name}
          </Text>
        </Box>
      </Stack>
    </Flex>
  );
}

/** The segment of /a/<segment>/... as typed, for the message of an unknown address. */
function addressSegment(pathname: string): string {
  const segment = /^\/a\/([^/]+)/.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Frame of the login, confirmation and password pages, with the association's name. Under
 * /a/<slug>/ it is the association that address names (issue 21); one that does not exist shows
 * 'Association introuvable' instead of the page, with the way back to the welcome page.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const association = useAssociation();
  const underAssociation = pathname.startsWith('/a/');
  const slug = slugFromPath(pathname);
  if (underAssociation && !slug) {
    // Typed with capitals (a phone's keyboard starts with one): the same address in lower case.
    const lowered = pathname.replace(/^\/a\/[^/]+/, (prefix) => prefix.toLowerCase());
    if (slugFromPath(lowered)) return <Navigate to={lowered + search} replace />;
  }
  const unknown =
    (underAssociation && !slug) || (association.error instanceof ApiError && association.error.status === 404);
  if (unknown) {
    return (
      <AuthFrame name={APP_NAME}>
        <UnknownAssociation segment={addressSegment(pathname)} />
      </AuthFrame>
    );
  }
  return <AuthFrame name={association.data?.nom ?? APP_NAME}>{children}</AuthFrame>;
}

function UnknownAssociation({ segment }: { segment: string }) {
  const m = useMessages().unknown;
  return (
    <Stack gap="lg" align="flex-start">
      <IconMapPinQuestion size={40} stroke={1.6} color="var(--mantine-color-orange-7)" aria-hidden />
      <div>
        <Title order={1} size="h2">
          {m.title}
        </Title>
        <Text mt={4}>
          {m.before}{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {/* No-break spaces: the guillemets stay with the address. */}
            {`«\u00a0${segment}\u00a0»`}
          </Text>
          {m.after}
        </Text>
      </div>
      <Button component={Link} to={paths.root.href()} fullWidth leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {m.back}
      </Button>
    </Stack>
  );
}
