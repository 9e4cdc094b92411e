import { Text } from '@mantine/core';
import { formatXaf, type UserContributions } from '@quartier/shared';
import { BarChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { FiguresTable } from '@/components/charts/FiguresTable';
import { monthTitle } from '@/components/period';
import { shortMonth } from '@/components/period-format';

/** Bar chart 'Contributions sur l'année {year}': what the member paid each month of the year. */
export function MonthlyBarCard({ data, year, chartKey }: { data: UserContributions; year: number; chartKey: string }) {
  const title = `Contributions sur l’année ${year}`;
  const months = data.totalCotisationsActualYear;
  const paidMonths = months.filter((entry) => entry.totalAmount > 0);
  const summary =
    paidMonths.length === 0
      ? `${title} : aucune contribution.`
      : `${title} : ${formatXaf(data.year)} en ${paidMonths.length} mois ; ${paidMonths
          .map((entry) => `${monthTitle(entry.mois)} ${formatXaf(entry.totalAmount)}`)
          .join(', ')}.`;

  return (
    <ChartCard title={title} description={`Total de l’année : ${formatXaf(data.year)}`} testId="graphique-mois">
      {paidMonths.length === 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          Aucune contribution enregistrée en {year} dans cette caisse.
        </Text>
      ) : null}
      <BarChart
        key={chartKey}
        data={months.map((entry) => ({ mois: shortMonth(entry.mois), Montant: entry.totalAmount }))}
        dataKey="mois"
        series={[{ name: 'Montant', color: 'quartier.6' }]}
        withLegend={false}
        valueFormatter={formatXaf}
        height={260}
        label={summary}
      />
      <FiguresTable
        caption={`${title} (XAF)`}
        columns={['Mois', 'Montant']}
        rows={months.map((entry) => [monthTitle(entry.mois), formatXaf(entry.totalAmount)])}
      />
    </ChartCard>
  );
}
