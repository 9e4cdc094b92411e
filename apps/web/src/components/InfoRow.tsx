import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One 'label : value' line of a record (the profile's 'Informations personnelles', a member's record). */
export function InfoRow({
  label,
  children,
  action,
  last = false,
}: {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  last?: boolean;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py="sm"
      gap="md"
      style={{ borderBottom: last ? undefined : '1px solid var(--mantine-color-default-border)' }}
    >
      <Text c="dimmed" size="sm" component="dt" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" component="dd" m={0} style={{ minWidth: 0 }} justify="flex-end">
        <Text fw={600} ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        {action}
      </Group>
    </Group>
  );
}
