import { Skeleton, Stack } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { PieChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { LegendList } from '@/components/charts/LegendList';
import { categoryColor } from '@/components/charts/palette';
import { QueryState } from '@/components/QueryState';
import { sharePercent } from '@/components/period';
import { formatShare } from '@/components/period-format';
import { formatXaf } from '@/lib/format';
import { useAmountsPerBloc } from '../api/get-amounts-per-bloc';
import { useStatsMessages } from '../i18n';

/** Pie chart of the year's contributions per block, with a legend giving each amount and share. */
export function BlocPieCard({ caisse, year }: { caisse: 1 | 3; year: number }) {
  const t = useStatsMessages().perBloc;
  const perBloc = useAmountsPerBloc(caisse, year);
  const title = t.title(year);

  return (
    <QueryState
      query={perBloc}
      placeholder={
        <Stack align="center" aria-busy="true" aria-label={t.loading}>
          <Skeleton height={200} circle />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      }
      frame={(state) => <ChartCard title={title}>{state}</ChartCard>}
      errorTitle={t.failed}
      isEmpty={(amounts) => paidBlocs(amounts).length === 0}
      empty={{
        framed: false,
        title: t.emptyTitle,
        description: t.emptyText(year),
        icon: <IconChartPie size={32} aria-hidden />,
      }}
    >
      {(amounts) => <BlocPie caisse={caisse} title={title} rows={paidBlocs(amounts)} />}
    </QueryState>
  );
}

type BlocAmount = { bloc: string; amount: number };

/** The blocks that paid something, the largest first. */
function paidBlocs(amounts: BlocAmount[]): BlocAmount[] {
  return [...amounts]
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.bloc.localeCompare(b.bloc, 'fr'));
}

function BlocPie({ caisse, title, rows }: { caisse: 1 | 3; title: string; rows: BlocAmount[] }) {
  const t = useStatsMessages().perBloc;
  const whole = rows.reduce((sum, row) => sum + row.amount, 0);
  const cells = rows.map((row, index) => ({ name: row.bloc, value: row.amount, color: categoryColor(index) }));
  const summary = t.summary(
    title,
    rows
      .map((row) => `${row.bloc} ${formatXaf(row.amount)} (${formatShare(sharePercent(row.amount, whole))})`)
      .join(', '),
  );

  return (
    <ChartCard title={title} description={t.total(formatXaf(whole))} testId="camembert-blocs">
      <Stack gap="md">
        <PieChart key={`${caisse}-${title}`} data={cells} size={200} valueFormatter={formatXaf} label={summary} />
        <LegendList cells={cells} format={formatXaf} withShare label={title} />
      </Stack>
    </ChartCard>
  );
}
