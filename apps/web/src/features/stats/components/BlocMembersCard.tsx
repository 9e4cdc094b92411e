import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { PieChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { categoryColor } from '@/components/charts/palette';
import { Swatch } from '@/components/charts/Swatch';
import { sharePercent } from '@/components/period';
import { formatShare } from '@/components/period-format';
import { formatNumber } from '@/lib/format';
import type { BlocMembers } from '../api/get-gender-per-bloc';
import { useStatsMessages } from '../i18n';
import { FigureTable } from './FigureTable';

/**
 * Members per block: a pie chart, and a table sorted from the largest block down with each
 * count and share. The table is the pie's legend (same colours) and its text alternative; the
 * largest block is tinted green and the smallest red, each also named by a badge.
 */
export function BlocMembersCard({ rows }: { rows: BlocMembers[] }) {
  const t = useStatsMessages().blocMembers;
  const sorted = [...rows].sort((a, b) => b.total - a.total || a.bloc.localeCompare(b.bloc, 'fr'));
  const whole = sorted.reduce((sum, row) => sum + row.total, 0);
  const max = sorted[0]?.total ?? 0;
  const min = sorted.at(-1)?.total ?? 0;
  // With a single block, or blocks all alike, there is no largest or smallest.
  const marks = sorted.length > 1 && max !== min;
  const cells = sorted.map((row, index) => ({ name: row.bloc, value: row.total, color: categoryColor(index) }));
  const summary = t.summary(
    sorted
      .map((row) => `${row.bloc} ${formatNumber(row.total)} (${formatShare(sharePercent(row.total, whole))})`)
      .join(', '),
  );

  return (
    <ChartCard
      title={t.title}
      description={t.description(whole, formatNumber(whole), sorted.length, formatNumber(sorted.length))}
      testId="membres-par-bloc"
    >
      <Stack gap="md">
        <PieChart
          data={cells}
          size={200}
          label={summary}
          valueFormatter={(value) => t.count(value, formatNumber(value))}
        />
        <FigureTable label={t.tableLabel} headers={[t.bloc, t.members, t.share]}>
          {sorted.map((row, index) => {
            const isMax = marks && row.total === max;
            const isMin = marks && row.total === min;
            return (
              <Table.Tr
                key={row.bloc}
                bg={isMax ? 'green.0' : isMin ? 'red.0' : undefined}
                data-extreme={isMax ? 'max' : isMin ? 'min' : undefined}
              >
                <Table.Th scope="row" fw={500}>
                  <Group gap={8} wrap="nowrap">
                    <Swatch color={categoryColor(index)} />
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {row.bloc}
                    </Text>
                    {isMax ? <ExtremeBadge kind="max" /> : null}
                    {isMin ? <ExtremeBadge kind="min" /> : null}
                  </Group>
                </Table.Th>
                <Table.Td ta="right" fw={isMax || isMin ? 700 : undefined}>
                  {formatNumber(row.total)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatShare(sharePercent(row.total, whole))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </FigureTable>
      </Stack>
    </ChartCard>
  );
}

/** Says in words what the row tint says in colour (dark text on a light tint: readable). */
function ExtremeBadge({ kind }: { kind: 'max' | 'min' }) {
  const t = useStatsMessages().blocMembers;
  const look =
    kind === 'max'
      ? { label: t.largest, background: 'var(--mantine-color-green-2)', color: '#1b5e20' }
      : { label: t.smallest, background: 'var(--mantine-color-red-2)', color: '#9b1111' };
  return (
    <Badge
      size="sm"
      radius="sm"
      tt="none"
      styles={{ root: { backgroundColor: look.background, color: look.color, fontWeight: 600, flexShrink: 0 } }}
    >
      {look.label}
    </Badge>
  );
}
