import { Skeleton } from '@mantine/core';
import type { CaisseId } from '@quartier/shared';
import { LineChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { FiguresTable } from '@/components/charts/FiguresTable';
import { FLOW_COLORS } from '@/components/charts/palette';
import { QueryState } from '@/components/QueryState';
import { lastMonthOf, monthName, monthTitle } from '@/components/period';
import { shortMonth } from '@/components/period-format';
import { formatXaf } from '@/lib/format';
import { useAmountsPerMonth } from '../api/get-amounts-per-month';
import { useStatsMessages } from '../i18n';

type MonthAmounts = Array<{ mois: number; totalAmount: number }>;

function strongest(amounts: MonthAmounts) {
  return amounts.reduce(
    (best, entry) => (entry.totalAmount > best.totalAmount ? entry : best),
    amounts[0] ?? { mois: 1, totalAmount: 0 },
  );
}

/** Line chart of the money in (Entrées) and out (Sorties) of each month of the year. */
export function InOutChartCard({ caisse, year }: { caisse: CaisseId; year: number }) {
  const t = useStatsMessages().inOut;
  const perMonth = useAmountsPerMonth(caisse, year);
  const title = t.title(year);
  return (
    <QueryState
      query={perMonth}
      placeholder={<Skeleton height={280} />}
      frame={(state) => <ChartCard title={title}>{state}</ChartCard>}
      errorTitle={t.failed}
    >
      {(amounts) => <InOutChart caisse={caisse} year={year} title={title} amounts={amounts} />}
    </QueryState>
  );
}

function InOutChart({
  caisse,
  year,
  title,
  amounts,
}: {
  caisse: CaisseId;
  year: number;
  title: string;
  amounts: { cotisation: MonthAmounts; sortie: MonthAmounts };
}) {
  const t = useStatsMessages().inOut;
  const { cotisation, sortie } = amounts;
  // The months still to come have no value yet: the lines stop at the current month.
  const lastMonth = lastMonthOf(year);
  const out = (mois: number) => sortie.find((entry) => entry.mois === mois)?.totalAmount ?? 0;
  const data = cotisation.map((entry) => ({
    mois: shortMonth(entry.mois),
    in: entry.mois <= lastMonth ? entry.totalAmount : null,
    out: entry.mois <= lastMonth ? out(entry.mois) : null,
  }));
  const totalIn = cotisation.reduce((sum, entry) => sum + entry.totalAmount, 0);
  const totalOut = sortie.reduce((sum, entry) => sum + entry.totalAmount, 0);
  const bestIn = strongest(cotisation);
  const summary = t.summary(
    title,
    formatXaf(totalIn),
    formatXaf(totalOut),
    totalIn > 0 ? { month: monthName(bestIn.mois), amount: formatXaf(bestIn.totalAmount) } : null,
  );

  return (
    <ChartCard
      title={title}
      description={t.totals(formatXaf(totalIn), formatXaf(totalOut))}
      testId="graphique-entrees-sorties"
    >
      <LineChart
        key={`${caisse}-${year}`}
        data={data}
        dataKey="mois"
        series={[
          { name: 'in', label: t.in, color: FLOW_COLORS.in },
          { name: 'out', label: t.out, color: FLOW_COLORS.out },
        ]}
        valueFormatter={formatXaf}
        label={summary}
      />
      <FiguresTable
        caption={`${title} (XAF)`}
        columns={[t.month, t.in, t.out]}
        rows={cotisation
          .filter((entry) => entry.mois <= lastMonth)
          .map((entry) => [monthTitle(entry.mois), formatXaf(entry.totalAmount), formatXaf(out(entry.mois))])}
      />
    </ChartCard>
  );
}
