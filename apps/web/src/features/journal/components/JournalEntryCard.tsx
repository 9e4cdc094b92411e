import { Badge, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { JournalEntry, JournalKind } from '@quartier/shared';
import { formatDateTime } from '@/lib/format';
import { roleNameLabel } from '@/lib/role-name';
import { useMessages } from '../i18n';

const KIND_COLORS: Record<JournalKind, string> = {
  cotisation: 'teal',
  correction: 'orange',
  sortie: 'grape',
  demande: 'yellow',
  membre: 'blue',
  bureau: 'indigo',
  association: 'gray',
};

/** One entry: when and which kind, the sentence the server wrote, who, and each field before → after. */
export function JournalEntryCard({ entry }: { entry: JournalEntry }) {
  const T = useMessages();
  const author = entry.auteur
    ? `${entry.auteur.prenom} ${entry.auteur.nom}${entry.auteur.role ? ` (${roleNameLabel(entry.auteur.role)})` : ''}`
    : T.server;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={entry.resume} data-testid="journal-entry">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="time" dateTime={entry.date}>
            {formatDateTime(entry.date)}
          </Text>
          <Badge
            size="sm"
            variant="outline"
            color={KIND_COLORS[entry.type]}
            // Shade 9 on white: the light variant's tint gave 4.3:1 at this size (axe, color-contrast).
            style={{ flexShrink: 0, color: `var(--mantine-color-${KIND_COLORS[entry.type]}-9)` }}
          >
            {T.kindBadges[entry.type]}
          </Badge>
        </Group>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.resume}
        </Text>
        <Text size="sm" c="dimmed">
          {T.by} {author}
        </Text>
        {entry.changements.length > 0 ? (
          <Box component="dl" m={0} style={{ display: 'grid', gap: 4 }}>
            {entry.changements.map((change) => (
              <Box
                key={change.champ}
                p={6}
                style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
                data-testid="journal-change"
              >
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {change.champ}
                </Text>
                <Group component="dd" m={0} gap={6} wrap="wrap" align="center">
                  <Text size="sm" span c="dimmed" td={change.avant ? 'line-through' : undefined}>
                    <VisuallyHidden>{T.before} : </VisuallyHidden>
                    {change.avant ?? T.nothing}
                  </Text>
                  <IconArrowRight size={14} aria-hidden color="var(--mantine-color-gray-6)" />
                  <Text size="sm" span fw={600}>
                    <VisuallyHidden>{T.after} : </VisuallyHidden>
                    {change.apres ?? T.nothing}
                  </Text>
                </Group>
              </Box>
            ))}
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
