import { SimpleGrid } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconCalendar, IconSum } from '@tabler/icons-react';
import { formatXaf, trendPercent, yearToDateLabel, type StatsTotals } from '@quartier/shared';
import { FLOW_COLORS } from '@/components/charts/palette';
import { currentPeriod, monthName, monthYear, ofMonth, previousMonth } from '@/components/period';
import { StatCard, StatCardSkeleton, type StatTrend } from '@/components/StatCard';

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
    const noun = kind === 'in' ? 'Cotisations' : 'Sorties';
    const totalTrend: StatTrend = isCurrentYear
      ? {
          percent: trendPercent(flow.total, flow.total - flow.annee),
          caption: `depuis le 1er janvier (${formatXaf(flow.total - flow.annee)} fin ${year - 1})`,
          tone,
        }
      : { percent: null, caption: 'toutes années confondues', tone };
    return [
      <StatCard
        key="total"
        title={kind === 'in' ? 'Total des cotisations' : 'Total des sorties'}
        value={formatXaf(flow.total)}
        icon={<IconSum size={20} />}
        trend={totalTrend}
        testId={`${kind === 'in' ? 'cotisations' : 'sorties'}-total`}
      />,
      <StatCard
        key="annee"
        title={`${noun} ${year}`}
        value={formatXaf(flow.annee)}
        icon={<IconCalendar size={20} />}
        sparkline={kind === 'in' ? monthly?.cotisation : monthly?.sortie}
        sparklineColor={`var(--mantine-color-${(kind === 'in' ? FLOW_COLORS.in : FLOW_COLORS.out).replace('.', '-')})`}
        trend={{
          percent: trendPercent(flow.annee, flow.anneePrecedente),
          caption: `par rapport à ${yearToDateLabel(year - 1, month)} (${formatXaf(flow.anneePrecedente)})`,
          tone,
        }}
        testId={`${kind === 'in' ? 'cotisations' : 'sorties'}-annee`}
      />,
      <StatCard
        key="mois"
        title={`${noun} ${ofMonth(month)} ${year}`}
        value={formatXaf(flow.mois)}
        icon={kind === 'in' ? <IconArrowDownLeft size={20} /> : <IconArrowUpRight size={20} />}
        trend={{
          percent: trendPercent(flow.mois, flow.moisPrecedent),
          caption: `par rapport à ${beforeLabel} (${formatXaf(flow.moisPrecedent)})`,
          tone,
        }}
        testId={`${kind === 'in' ? 'cotisations' : 'sorties'}-mois`}
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
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true" aria-label="Chargement des chiffres">
      {Array.from({ length: 6 }, (_, index) => (
        <StatCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
