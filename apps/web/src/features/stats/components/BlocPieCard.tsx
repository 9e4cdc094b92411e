import { Skeleton, Stack } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { formatXaf } from '@quartier/shared';
import { PieChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { LegendList } from '@/components/charts/LegendList';
import { categoryColor } from '@/components/charts/palette';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { sharePercent } from '@/components/period';
import { formatShare } from '@/components/period-format';
import { useAmountsPerBloc } from '../api/get-amounts-per-bloc';

/** Pie chart of the year's contributions per block, with a legend giving each amount and share. */
export function BlocPieCard({ caisse, year }: { caisse: 1 | 3; year: number }) {
  const perBloc = useAmountsPerBloc(caisse, year);
  const title = `Cotisations ${year} par bloc`;

  if (perBloc.isPending) {
    return (
      <ChartCard title={title}>
        <Stack align="center" aria-busy="true" aria-label="Chargement des cotisations par bloc">
          <Skeleton height={200} circle />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      </ChartCard>
    );
  }
  if (perBloc.isError) {
    return (
      <ChartCard title={title}>
        <LoadError
          title="Les cotisations par bloc n’ont pas pu être chargées"
          error={perBloc.error}
          onRetry={() => void perBloc.refetch()}
        />
      </ChartCard>
    );
  }

  const rows = [...perBloc.data]
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.bloc.localeCompare(b.bloc, 'fr'));
  if (rows.length === 0) {
    return (
      <ChartCard title={title}>
        <EmptyState
          title="Aucune cotisation"
          description={`Aucune cotisation n’a été enregistrée en ${year} dans cette caisse.`}
          icon={<IconChartPie size={32} aria-hidden />}
        />
      </ChartCard>
    );
  }
  const whole = rows.reduce((sum, row) => sum + row.amount, 0);
  const cells = rows.map((row, index) => ({ name: row.bloc, value: row.amount, color: categoryColor(index) }));
  const summary = `${title} : ${rows
    .map((row) => `${row.bloc} ${formatXaf(row.amount)} (${formatShare(sharePercent(row.amount, whole))})`)
    .join(', ')}.`;

  return (
    <ChartCard title={title} description={`Total : ${formatXaf(whole)}`} testId="camembert-blocs">
      <Stack gap="md">
        <PieChart key={`${caisse}-${year}`} data={cells} size={200} valueFormatter={formatXaf} label={summary} />
        <LegendList cells={cells} format={formatXaf} withShare label={title} />
      </Stack>
    </ChartCard>
  );
}
