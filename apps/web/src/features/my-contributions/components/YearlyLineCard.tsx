import { IconChartLine } from '@tabler/icons-react';
import type { UserContributions } from '@quartier/shared';
import { LineChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { FiguresTable } from '@/components/charts/FiguresTable';
import { EmptyState } from '@/components/EmptyState';
import { formatXaf } from '@/lib/format';
import { useMessages } from '../i18n';

/**
 * Line chart 'Contributions par années de fonctionnement': the member's total of each year
 * since the association started; an empty state when no year has any amount.
 */
export function YearlyLineCard({ data, chartKey }: { data: UserContributions; chartKey: string }) {
  const m = useMessages();
  const title = m.yearlyTitle;
  const years = data.totalContributionsPerYears;
  if (!years.some((entry) => entry.totalAmount !== 0)) {
    return (
      <ChartCard title={title} testId="graphique-annees">
        <EmptyState title={m.noneYet} description={m.noneYetText} icon={<IconChartLine size={32} aria-hidden />} />
      </ChartCard>
    );
  }
  const summary = m.yearlySummary(
    title,
    years.map((entry) => `${entry.annee} ${formatXaf(entry.totalAmount)}`).join(', '),
  );
  return (
    <ChartCard
      title={title}
      description={m.since(String(years[0]?.annee ?? ''), formatXaf(data.global))}
      testId="graphique-annees"
    >
      <LineChart
        key={chartKey}
        data={years.map((entry) => ({ annee: String(entry.annee), [m.contributions]: entry.totalAmount }))}
        dataKey="annee"
        series={[{ name: m.contributions, color: 'quartier.6' }]}
        valueFormatter={formatXaf}
        height={260}
        label={summary}
      />
      <FiguresTable
        caption={m.caption(title)}
        columns={[m.yearColumn, m.amount]}
        rows={years.map((entry) => [String(entry.annee), formatXaf(entry.totalAmount)])}
      />
    </ChartCard>
  );
}
