import type { ReactNode } from 'react';
import { trendPercent, type CaisseId } from '@quartier/shared';
import { abbreviateAmount, formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
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
  const t = useT();
  const { year } = currentPeriod();
  const totals = useStatsTotals(caisse, year);
  if (totals.isPending) return <StatCardSkeleton />;
  if (totals.isError) {
    return (
      <LoadError
        title={t.dashboard.figuresUnavailable(title)}
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
      description={t.dashboard.collectedIn(monthYear(mois, annee))}
      trend={{
        percent: trendPercent(cotisationsMois, cotisationsMoisPrecedent),
        caption: t.dashboard.comparedTo(beforeLabel, formatXaf(cotisationsMoisPrecedent)),
      }}
      testId={testId}
    />
  );
}
