import { SimpleGrid } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconCalendar, IconSum } from '@tabler/icons-react';
import { trendPercent, type StatsTotals } from '@quartier/shared';
import { FLOW_COLORS } from '@/components/charts/palette';
import { currentPeriod, monthName, monthYear, previousMonth } from '@/components/period';
import { StatCard, StatCardSkeleton, type StatTrend } from '@/components/StatCard';
import { formatXaf, yearToDateLabel } from '@/lib/format';
import { useStatsMessages } from '../i18n';

interface Flow {
  total: number;
  annee: number;
  anneePrecedente: number;
  mois: number;
  moisPrecedent: number;
}

/**
 * The six cards of a fund (spec 'Statistics'): contributions and withdrawals in total, of the
 * year and of the reference month, each compared with the previous period (rulings R9).
 * - year: against the same months of the previous year ('par rapport à janv.–nov. 2025'), the
 *   whole previous year for a past year;
 * - month: against the month before (December of the year before for January);
 * - total: for the current year, against the total at the end of last year; for a past year
 *   there is no earlier total to compare with ('—').
 */
export function FundStatCards({
  totals,
  monthly,
}: {
  totals: StatsTotals;
  /** The year's amounts per month, drawn as the small chart of the year cards. */
  monthly?: { cotisation: number[]; sortie: number[] };
}) {
  const t = useStatsMessages().fund;
  const { annee: year, mois: month } = totals;
  const cotisations: Flow = {
    total: totals.totalCotisations,
    annee: totals.cotisationsAnnee,
    anneePrecedente: totals.cotisationsAnneePrecedente,
    mois: totals.cotisationsMois,
    moisPrecedent: totals.cotisationsMoisPrecedent,
  };
  const sorties: Flow = {
    total: totals.totalSorties,
    annee: totals.sortiesAnnee,
    anneePrecedente: totals.sortiesAnneePrecedente,
    mois: totals.sortiesMois,
    moisPrecedent: totals.sortiesMoisPrecedent,
  };
  const isCurrentYear = year === currentPeriod().year;
  const before = previousMonth(month, year);
  const beforeLabel = before.year === year ? monthName(before.month) : monthYear(before.month, before.year);

  const cards = (flow: Flow, kind: 'in' | 'out') => {
    const tone = kind === 'in' ? 'income' : 'expense';
    // Test ids and colours are not words: kept out of the JSX, which the catalogue's lint reads.
    const testId = (card: string) => `${kind === 'in' ? 'cotisations' : 'sorties'}-${card}`;
    const sparklineColor = `var(--mantine-color-${(kind === 'in' ? FLOW_COLORS.in : FLOW_COLORS.out).replace('.', '-')})`;
    const totalTrend: StatTrend = isCurrentYear
      ? {
          percent: trendPercent(flow.total, flow.total - flow.annee),
          caption: t.sinceJanuary(formatXaf(flow.total - flow.annee), year - 1),
          tone,
        }
      : { percent: null, caption: t.allYears, tone };
    return [
      <StatCard
        key="total"
        title={kind === 'in' ? t.totalIn : t.totalOut}
        value={formatXaf(flow.total)}
        icon={<IconSum size={20} />}
        trend={totalTrend}
        testId={testId('total')}
      />,
      <StatCard
        key="annee"
        title={kind === 'in' ? t.yearIn(year) : t.yearOut(year)}
        value={formatXaf(flow.annee)}
        icon={<IconCalendar size={20} />}
        sparkline={kind === 'in' ? monthly?.cotisation : monthly?.sortie}
        sparklineColor={sparklineColor}
        trend={{
          percent: trendPercent(flow.annee, flow.anneePrecedente),
          caption: t.comparedTo(yearToDateLabel(year - 1, month), formatXaf(flow.anneePrecedente)),
          tone,
        }}
        testId={testId('annee')}
      />,
      <StatCard
        key="mois"
        title={kind === 'in' ? t.monthIn(monthName(month), year) : t.monthOut(monthName(month), year)}
        value={formatXaf(flow.mois)}
        icon={kind === 'in' ? <IconArrowDownLeft size={20} /> : <IconArrowUpRight size={20} />}
        trend={{
          percent: trendPercent(flow.mois, flow.moisPrecedent),
          caption: t.comparedTo(beforeLabel, formatXaf(flow.moisPrecedent)),
          tone,
        }}
        testId={testId('mois')}
      />,
    ];
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards(cotisations, 'in')}
      {cards(sorties, 'out')}
    </SimpleGrid>
  );
}

export function FundStatCardsSkeleton() {
  const t = useStatsMessages().fund;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true" aria-label={t.figuresLoading}>
      {Array.from({ length: 6 }, (_, index) => (
        <StatCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
