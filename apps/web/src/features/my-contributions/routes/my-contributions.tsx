import { Skeleton, Stack } from '@mantine/core';
import { ChartCard } from '@/components/charts/ChartCard';
import { QueryState } from '@/components/QueryState';
import { FundYearFilters, useFundYearParams } from '@/components/FundYearFilters';
import { useSession } from '@/lib/session';
import { useUserContributions } from '@/api/get-user-contributions';
import { useReceipts } from '../api/get-receipts';
import { ContributionCards, ContributionCardsSkeleton } from '../components/ContributionCards';
import { MonthlyBarCard } from '../components/MonthlyBarCard';
import { ReceiptsCard, ReceiptsCardSkeleton } from '../components/ReceiptsCard';
import { YearlyLineCard } from '../components/YearlyLineCard';
import { useMessages } from '../i18n';
import { CONTRIBUTION_CATEGORIES, parseCategory } from '../lib/filters';

/**
 * Mes contributions (spec 'Mes contributions'): the signed-in member's own figures for a fund
 * and a year, kept in the address (?caisse=1&annee=2024). The charts are rebuilt on every
 * change of year or category. Its receipts (ADR 0021) come under the figures: the number each
 * SMS receipt carried.
 */
export function MyContributionsPage() {
  const session = useSession();
  const m = useMessages();
  const filters = useFundYearParams(CONTRIBUTION_CATEGORIES, parseCategory);
  const { caisse: category, year } = filters;
  const memberId = session?.membreId ?? 0;
  const contributions = useUserContributions(category, year, memberId);
  const receipts = useReceipts(category, year, memberId);

  if (!session) return null;
  const chartKey = `${category}-${year}`;

  return (
    <Stack gap="lg">
      <FundYearFilters filters={filters} words={m} />
      <QueryState
        query={contributions}
        placeholder={
          <>
            <ContributionCardsSkeleton />
            <ChartCard title={m.monthlyTitle(year)}>
              <Skeleton height={260} />
            </ChartCard>
            <ChartCard title={m.yearlyTitle}>
              <Skeleton height={260} />
            </ChartCard>
          </>
        }
        errorTitle={m.loadFailed}
      >
        {(data) => (
          <>
            <ContributionCards data={data} year={year} />
            <QueryState query={receipts} placeholder={<ReceiptsCardSkeleton />} errorTitle={m.receiptsLoadFailed}>
              {(answer) => <ReceiptsCard receipts={answer.recus} year={year} />}
            </QueryState>
            <MonthlyBarCard data={data} year={year} chartKey={chartKey} />
            <YearlyLineCard data={data} chartKey={chartKey} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export { MyContributionsPage as Component };
