import { SimpleGrid } from '@mantine/core';
import { IconCalendar, IconCalendarMonth, IconSum, IconTrophy } from '@tabler/icons-react';
import type { UserContributions } from '@quartier/shared';
import { currentPeriod, lastMonthOf, monthName } from '@/components/period';
import { formatXaf } from '@/lib/format';
import { StatCard, StatCardSkeleton } from '@/components/StatCard';
import { useMessages } from '../i18n';

/**
 * The four cards of 'Mes contributions', in XAF: the member's total, the selected year, the
 * current month (always today's month, whatever the year picked) and her largest payment.
 */
export function ContributionCards({ data, year }: { data: UserContributions; year: number }) {
  const m = useMessages();
  const now = currentPeriod();
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
      <StatCard
        titleOrder={2}
        title={m.total}
        value={formatXaf(data.global)}
        icon={<IconSum size={20} />}
        testId="mes-total"
      />
      <StatCard
        titleOrder={2}
        title={m.ofYear(year)}
        value={formatXaf(data.year)}
        icon={<IconCalendar size={20} />}
        sparkline={data.totalCotisationsActualYear.slice(0, lastMonthOf(year)).map((entry) => entry.totalAmount)}
        testId="mes-annee"
      />
      <StatCard
        titleOrder={2}
        title={m.ofMonth(monthName(now.month), now.year)}
        value={formatXaf(data.month)}
        icon={<IconCalendarMonth size={20} />}
        testId="mes-mois"
      />
      <StatCard
        titleOrder={2}
        title={m.best}
        value={formatXaf(data.best)}
        icon={<IconTrophy size={20} />}
        testId="mes-meilleure"
      />
    </SimpleGrid>
  );
}

export function ContributionCardsSkeleton() {
  const m = useMessages();
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" aria-busy="true" aria-label={m.loading}>
      {Array.from({ length: 4 }, (_, index) => (
        <StatCardSkeleton key={index} withTrend={false} />
      ))}
    </SimpleGrid>
  );
}
