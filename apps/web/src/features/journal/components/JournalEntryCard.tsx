import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { JournalEntry, JournalKind } from '@quartier/shared';
import { FieldChanges } from '@/components/FieldChanges';
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
        <FieldChanges changes={entry.changements} />
      </Stack>
    </Paper>
  );
}
