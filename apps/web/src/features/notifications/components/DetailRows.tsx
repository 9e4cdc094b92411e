import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * 'label : value' lines of a card or a modal, as a description list. Lines without a value are
 * left out.
 */
export function DetailRows({ rows, dense = false }: { rows: Array<Detail | null | false>; dense?: boolean }) {
  const shown = rows.filter((row): row is Detail => typeof row === 'object' && row !== null && row.value !== null);
  return (
    <Stack gap={0} component="dl" m={0}>
      {shown.map((row, index) => (
        <Group
          key={row.label}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="md"
          py={dense ? 6 : 'sm'}
          style={{
            borderBottom: index === shown.length - 1 ? undefined : '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Text c="dimmed" size="sm" component="dt" style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text
            size="sm"
            fw={600}
            ta="right"
            component="dd"
            m={0}
            style={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
