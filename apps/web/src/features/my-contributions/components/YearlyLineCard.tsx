import { IconChartLine } from '@tabler/icons-react';
import { formatXaf, type UserContributions } from '@quartier/shared';
import { LineChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { FiguresTable } from '@/components/charts/FiguresTable';
import { EmptyState } from '@/components/EmptyState';

/**
 * Line chart 'Contributions par années de fonctionnement': the member's total of each year
 * since the association started; an empty state when no year has any amount.
 */
export function YearlyLineCard({ data, chartKey }: { data: UserContributions; chartKey: string }) {
  const title = 'Contributions par années de fonctionnement';
  const years = data.totalContributionsPerYears;
  if (!years.some((entry) => entry.totalAmount !== 0)) {
    return (
      <ChartCard title={title} testId="graphique-annees">
        <EmptyState
          title="Aucune contribution pour le moment"
          description="Vos cotisations à cette caisse apparaîtront ici, année après année."
          icon={<IconChartLine size={32} aria-hidden />}
        />
      </ChartCard>
    );
  }
  const summary = `${title} : ${years.map((entry) => `${entry.annee} ${formatXaf(entry.totalAmount)}`).join(', ')}.`;
  return (
    <ChartCard
      title={title}
      description={`Depuis ${years[0]?.annee ?? ''} : ${formatXaf(data.global)}`}
      testId="graphique-annees"
    >
      <LineChart
        key={chartKey}
        data={years.map((entry) => ({ annee: String(entry.annee), Contributions: entry.totalAmount }))}
        dataKey="annee"
        series={[{ name: 'Contributions', color: 'quartier.6' }]}
        valueFormatter={formatXaf}
        height={260}
        label={summary}
      />
      <FiguresTable
        caption={`${title} (XAF)`}
        columns={['Année', 'Montant']}
        rows={years.map((entry) => [String(entry.annee), formatXaf(entry.totalAmount)])}
      />
    </ChartCard>
  );
}
