import type { ReactNode } from 'react';
import { abbreviateAmount, formatXaf, trendPercent, type CaisseId } from '@quartier/shared';
import { LoadError } from '@/components/LoadError';
import { currentPeriod, monthName, monthYear, previousMonth } from '@/components/period';
import { StatCard, StatCardSkeleton } from '@/components/StatCard';
import { useStatsTotals } from '@/api/get-stats-totals';

/**
 * This month's contributions to a fund and their trend against last month, computed from
 * stats/totals (rulings R9: no sample figure, no fixed trend).
 */
export function MonthTrendCard({
  caisse,
  title,
  icon,
  testId,
}: {
  caisse: CaisseId;
  title: string;
  icon: ReactNode;
  testId?: string;
}) {
  const { year } = currentPeriod();
  const totals = useStatsTotals(caisse, year);
  if (totals.isPending) return <StatCardSkeleton />;
  if (totals.isError) {
    return (
      <LoadError
        title={`${title} : chiffres indisponibles`}
        error={totals.error}
        onRetry={() => void totals.refetch()}
      />
    );
  }
  const { mois, annee, cotisationsMois, cotisationsMoisPrecedent } = totals.data;
  const before = previousMonth(mois, annee);
  const beforeLabel = before.year === annee ? monthName(before.month) : monthYear(before.month, before.year);
  return (
    <StatCard
      title={title}
      value={`${abbreviateAmount(cotisationsMois)} XAF`}
      fullValue={formatXaf(cotisationsMois)}
      icon={icon}
      description={`Encaissé en ${monthYear(mois, annee)}`}
      trend={{
        percent: trendPercent(cotisationsMois, cotisationsMoisPrecedent),
        caption: `par rapport à ${beforeLabel} (${formatXaf(cotisationsMoisPrecedent)})`,
      }}
      testId={testId}
    />
  );
}
