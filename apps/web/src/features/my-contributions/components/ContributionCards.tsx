import { SimpleGrid } from '@mantine/core';
import { IconCalendar, IconCalendarMonth, IconSum, IconTrophy } from '@tabler/icons-react';
import { formatXaf, type UserContributions } from '@quartier/shared';
import { currentPeriod, lastMonthOf, ofMonth } from '@/components/period';
import { StatCard, StatCardSkeleton } from '@/components/StatCard';

/**
 * The four cards of 'Mes contributions', in XAF: the member's total, the selected year, the
 * current month (always today's month, whatever the year picked) and her largest payment.
 */
export function ContributionCards({ data, year }: { data: UserContributions; year: number }) {
  const now = currentPeriod();
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
      <StatCard
        title="Total Cotisations"
        value={formatXaf(data.global)}
        icon={<IconSum size={20} />}
        testId="mes-total"
      />
      <StatCard
        title={`Cotisations ${year}`}
        value={formatXaf(data.year)}
        icon={<IconCalendar size={20} />}
        sparkline={data.totalCotisationsActualYear.slice(0, lastMonthOf(year)).map((entry) => entry.totalAmount)}
        testId="mes-annee"
      />
      <StatCard
        title={`Cotisations ${ofMonth(now.month)} ${now.year}`}
        value={formatXaf(data.month)}
        icon={<IconCalendarMonth size={20} />}
        testId="mes-mois"
      />
      <StatCard
        title="Plus grosse cotisation"
        value={formatXaf(data.best)}
        icon={<IconTrophy size={20} />}
        testId="mes-meilleure"
      />
    </SimpleGrid>
  );
}

export function ContributionCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" aria-busy="true" aria-label="Chargement de vos contributions">
      {Array.from({ length: 4 }, (_, index) => (
        <StatCardSkeleton key={index} withTrend={false} />
      ))}
    </SimpleGrid>
  );
}
