import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One 'label … amount' line of a personal card (a pair of a description list). */
export function SummaryRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" component="dt" c="dimmed" style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} fw={700} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
