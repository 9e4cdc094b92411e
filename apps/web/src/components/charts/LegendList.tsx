import { Box, Group, Text } from '@mantine/core';
import { sharePercent } from '../period';
import { formatShare } from '../period-format';
import { Swatch } from './Swatch';
import type { ChartCell } from './types';

/**
 * The visible legend of a pie or doughnut: colour, name, value and (optionally) share. It is
 * also the text alternative of the chart, so it is a real list that reads well everywhere.
 */
export function LegendList({
  cells,
  format,
  withShare = false,
  label,
}: {
  cells: ChartCell[];
  format: (value: number) => string;
  withShare?: boolean;
  label?: string;
}) {
  const whole = cells.reduce((sum, cell) => sum + cell.value, 0);
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {cells.map((cell) => (
        <Group
          key={cell.name}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <Swatch color={cell.color} />
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {cell.name}
            </Text>
          </Group>
          <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {format(cell.value)}
            {withShare ? (
              <Text span size="sm" c="dimmed" fw={400} ml={6}>
                ({formatShare(sharePercent(cell.value, whole))})
              </Text>
            ) : null}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
