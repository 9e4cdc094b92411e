import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** The 'Mes Contributions' tile: a link to /myContributions. */
export function MyContributionsTile() {
  const t = useT();
  return (
    <Paper
      component={Link}
      to={paths.myContributions.href()}
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-primary-color-light)"
      style={{ display: 'flex', alignItems: 'center', textDecoration: 'none', color: 'inherit' }}
      data-testid="tuile-mes-contributions"
    >
      <Group wrap="nowrap" gap="md" justify="space-between" w="100%">
        <Group wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" aria-hidden>
            <IconReceipt size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" lh={1.3}>
              {t.dashboard.myContributionsTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {t.dashboard.myContributionsText}
            </Text>
          </div>
        </Group>
        <IconChevronRight size={22} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Paper>
  );
}
