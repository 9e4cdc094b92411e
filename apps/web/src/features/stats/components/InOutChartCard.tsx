import { Skeleton } from '@mantine/core';
import { formatXaf, type CaisseId } from '@quartier/shared';
import { LineChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { FiguresTable } from '@/components/charts/FiguresTable';
import { FLOW_COLORS } from '@/components/charts/palette';
import { QueryState } from '@/components/QueryState';
import { lastMonthOf, monthName, monthTitle } from '@/components/period';
import { shortMonth } from '@/components/period-format';
import { useAmountsPerMonth } from '../api/get-amounts-per-month';

type MonthAmounts = Array<{ mois: number; totalAmount: number }>;

function strongest(amounts: MonthAmounts) {
  return amounts.reduce(
    (best, entry) => (entry.totalAmount > best.totalAmount ? entry : best),
    amounts[0] ?? { mois: 1, totalAmount: 0 },
  );
}

/** Line chart of the money in (Entrées) and out (Sorties) of each month of the year. */
export function InOutChartCard({ caisse, year }: { caisse: CaisseId; year: number }) {
  const perMonth = useAmountsPerMonth(caisse, year);
  const title = `Entrées et sorties par mois en ${year}`;
  return (
    <QueryState
      query={perMonth}
      placeholder={<Skeleton height={280} />}
      frame={(state) => <ChartCard title={title}>{state}</ChartCard>}
      errorTitle="Le graphique n’a pas pu être chargé"
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
  const { cotisation, sortie } = amounts;
  // The months still to come have no value yet: the lines stop at the current month.
  const lastMonth = lastMonthOf(year);
  const out = (mois: number) => sortie.find((entry) => entry.mois === mois)?.totalAmount ?? 0;
  const data = cotisation.map((entry) => ({
    mois: shortMonth(entry.mois),
    Entrées: entry.mois <= lastMonth ? entry.totalAmount : null,
    Sorties: entry.mois <= lastMonth ? out(entry.mois) : null,
  }));
  const totalIn = cotisation.reduce((sum, entry) => sum + entry.totalAmount, 0);
  const totalOut = sortie.reduce((sum, entry) => sum + entry.totalAmount, 0);
  const bestIn = strongest(cotisation);
  const summary =
    `${title} : ${formatXaf(totalIn)} d’entrées et ${formatXaf(totalOut)} de sorties sur l’année` +
    (totalIn > 0
      ? ` ; le mois le plus fort en entrées est ${monthName(bestIn.mois)} (${formatXaf(bestIn.totalAmount)}).`
      : '.');

  return (
    <ChartCard
      title={title}
      description={`Entrées : ${formatXaf(totalIn)} · Sorties : ${formatXaf(totalOut)}`}
      testId="graphique-entrees-sorties"
    >
      <LineChart
        key={`${caisse}-${year}`}
        data={data}
        dataKey="mois"
        series={[
          { name: 'Entrées', color: FLOW_COLORS.in },
          { name: 'Sorties', color: FLOW_COLORS.out },
        ]}
        valueFormatter={formatXaf}
        label={summary}
      />
      <FiguresTable
        caption={`${title} (XAF)`}
        columns={['Mois', 'Entrées', 'Sorties']}
        rows={cotisation
          .filter((entry) => entry.mois <= lastMonth)
          .map((entry) => [monthTitle(entry.mois), formatXaf(entry.totalAmount), formatXaf(out(entry.mois))])}
      />
    </ChartCard>
  );
}
