import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { JournalChange } from '@quartier/shared';
import { useT } from '@/lib/i18n';

/**
 * A change field by field, as the server worded it in the reader's language: the field's name,
 * then before → after (a value crossed out before). The journal's entries and the pending
 * changes to the officers read the same way.
 */
export function FieldChanges({ changes }: { changes: readonly JournalChange[] }) {
  const t = useT().parts.fieldChanges;
  if (changes.length === 0) return null;
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gap: 4 }}>
      {changes.map((change) => (
        <Box
          key={change.champ}
          p={6}
          style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
          data-testid="field-change"
        >
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {change.champ}
          </Text>
          <Group component="dd" m={0} gap={6} wrap="wrap" align="center">
            <Text size="sm" span c="dimmed" td={change.avant ? 'line-through' : undefined}>
              <VisuallyHidden>{t.before}</VisuallyHidden>
              {change.avant ?? t.nothing}
            </Text>
            <IconArrowRight size={14} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text size="sm" span fw={600}>
              <VisuallyHidden>{t.after}</VisuallyHidden>
              {change.apres ?? t.nothing}
            </Text>
          </Group>
        </Box>
      ))}
    </Box>
  );
}
