import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatXaf } from '@/lib/format';

/** Keeps a figure and its unit on one line. */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/**
 * The header card of a fund page and of the registrations page: an icon, what the figure is,
 * the amount in XAF with a line of detail under it (skeletons while it loads), the wide-screen
 * actions on the right.
 */
export function FigureHeader({
  icon,
  label,
  amount,
  testId,
  detail,
  detailWidth,
  actions,
}: {
  icon: ReactNode;
  label: ReactNode;
  /** null while loading. */
  amount: number | null;
  testId: string;
  detail: ReactNode;
  /** Width of the detail line's skeleton. */
  detailWidth: number;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={52} radius="md" variant="light" aria-hidden visibleFrom="xs">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            {amount === null ? (
              <>
                <Skeleton height={30} width={180} my={2} />
                <Skeleton height={16} width={detailWidth} />
              </>
            ) : (
              <>
                <Title order={2} size="h2" lh={1.2} data-testid={testId}>
                  {formatXaf(amount)}
                </Title>
                <Text size="sm" c="dimmed">
                  {detail}
                </Text>
              </>
            )}
          </Stack>
        </Group>
        {actions}
      </Group>
    </Paper>
  );
}
