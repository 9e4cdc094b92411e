import { Text } from '@mantine/core';
import type { UserContributions } from '@quartier/shared';
import { BarChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { FiguresTable } from '@/components/charts/FiguresTable';
import { monthTitle } from '@/components/period';
import { shortMonth } from '@/components/period-format';
import { formatXaf } from '@/lib/format';
import { useMessages } from '../i18n';

/** Bar chart 'Contributions sur l'année {year}': what the member paid each month of the year. */
export function MonthlyBarCard({ data, year, chartKey }: { data: UserContributions; year: number; chartKey: string }) {
  const m = useMessages();
  const title = m.monthlyTitle(year);
  const months = data.totalCotisationsActualYear;
  const paidMonths = months.filter((entry) => entry.totalAmount > 0);
  const summary =
    paidMonths.length === 0
      ? m.noneSummary(title)
      : m.monthlySummary(
          title,
          formatXaf(data.year),
          paidMonths.length,
          paidMonths.map((entry) => `${monthTitle(entry.mois)} ${formatXaf(entry.totalAmount)}`).join(', '),
        );

  return (
    <ChartCard title={title} description={m.yearTotal(formatXaf(data.year))} testId="graphique-mois">
      {paidMonths.length === 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          {m.noneInYear(year)}
        </Text>
      ) : null}
      <BarChart
        key={chartKey}
        data={months.map((entry) => ({ mois: shortMonth(entry.mois), [m.amount]: entry.totalAmount }))}
        dataKey="mois"
        series={[{ name: m.amount, color: 'quartier.6' }]}
        withLegend={false}
        valueFormatter={formatXaf}
        height={260}
        label={summary}
      />
      <FiguresTable
        caption={m.caption(title)}
        columns={[m.month, m.amount]}
        rows={months.map((entry) => [monthTitle(entry.mois), formatXaf(entry.totalAmount)])}
      />
    </ChartCard>
  );
}
