import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/QueryState';
import { lastMonthOf } from '@/components/period';
import { formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useStatsMessages } from '../i18n';
import { useAmountsPerMonth } from '../api/get-amounts-per-month';
import { useStatsTotals } from '@/api/get-stats-totals';
import { BlocPieCard } from './BlocPieCard';
import { FundStatCards, FundStatCardsSkeleton } from './FundStatCards';
import { InOutChartCard } from './InOutChartCard';
import { RunningTotalsCard } from './RunningTotalsCard';

/** A fund's statistics (solidarity or monthly): six cards, in/out per month, per block, running totals. */
export function FundStats({ caisse, year }: { caisse: 1 | 3; year: number }) {
  const funds = useT().funds;
  const t = useStatsMessages().fund;
  const totals = useStatsTotals(caisse, year);
  const perMonth = useAmountsPerMonth(caisse, year);
  const lastMonth = lastMonthOf(year);
  const monthly = perMonth.data
    ? {
        cotisation: perMonth.data.cotisation.slice(0, lastMonth).map((entry) => entry.totalAmount),
        sortie: perMonth.data.sortie.slice(0, lastMonth).map((entry) => entry.totalAmount),
      }
    : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3">
          {funds[caisse]} · {year}
        </Title>
        {totals.data ? (
          <Text fw={600} data-testid="solde-caisse">
            {t.currentBalance(formatXaf(totals.data.solde))}
          </Text>
        ) : null}
      </Group>

      <QueryState query={totals} placeholder={<FundStatCardsSkeleton />} errorTitle={t.figuresFailed}>
        {(figures) => <FundStatCards totals={figures} monthly={monthly} />}
      </QueryState>

      <InOutChartCard caisse={caisse} year={year} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BlocPieCard caisse={caisse} year={year} />
        <RunningTotalsCard caisse={caisse} year={year} />
      </SimpleGrid>
    </Stack>
  );
}
