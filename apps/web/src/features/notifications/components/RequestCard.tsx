import { Avatar, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatDateTime, fullName, initials } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { roleNameLabel } from '@/lib/role-name';
import type { RequestStatus } from '../lib/labels';
import { RequestStatusBadge } from './RequestStatusBadge';

export interface RequestCardProps {
  /** Who filed the request. */
  requester: { nom: string; prenom: string; Role: { nom: string } };
  createdAt: string;
  title: string;
  statut: RequestStatus;
  /** What the request is about (spec: content). */
  children: ReactNode;
  /** Validate / reject, only when the card is actionable (spec section 6). */
  actions?: ReactNode;
}

/**
 * A request card (spec 'Notifications' > Request card): the requester's initials, role and time,
 * the title, the content, the status badge and, when the viewer may decide, the actions.
 */
export function RequestCard({ requester, createdAt, title, statut, children, actions }: RequestCardProps) {
  const titleId = useId();
  useLanguage(); // the role's name and the date follow the language
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar color="quartier" radius="xl" size={42} aria-hidden>
              {initials(requester.nom, requester.prenom)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={1}>
                {fullName(requester)}
              </Text>
              <Text size="xs" c="dimmed">
                {roleNameLabel(requester.Role.nom)} · <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
              </Text>
            </Stack>
          </Group>
          <RequestStatusBadge statut={statut} />
        </Group>

        <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>

        <Box style={{ flexGrow: 1 }}>{children}</Box>

        {actions ? (
          <>
            <Divider />
            {actions}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
