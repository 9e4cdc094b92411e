import { Stack } from '@mantine/core';
import { can } from '@quartier/shared';
import { FundYearFilters, useFundYearParams } from '@/components/FundYearFilters';
import { useSession } from '@/lib/session';
import { AnnualReportCard } from '../components/AnnualReportCard';
import { FundStats } from '../components/FundStats';
import { InscriptionsStats } from '../components/InscriptionsStats';
import { useStatsMessages } from '../i18n';
import { parseCategory, STATS_CATEGORIES } from '../lib/filters';

/**
 * Statistics (spec 'Statistics', /stats): a category (1 solidarity, 2 registrations, 3 monthly)
 * and a year, kept in the address (?caisse=1&annee=2024) so a view can be shared or reloaded.
 * Every chart is rebuilt when the category or the year changes.
 */
export function StatsPage() {
  const filters = useFundYearParams(STATS_CATEGORIES, parseCategory);
  const { caisse, year } = filters;
  const words = useStatsMessages().filters;
  const session = useSession();
  const mayReport = can(session?.roleCode ?? null, 'downloadAnnualReport');

  return (
    <Stack gap="lg">
      <FundYearFilters filters={filters} words={words} />
      {/* Above the charts: the report is what an officer comes here for before the general assembly. */}
      {mayReport ? <AnnualReportCard key={year} initialYear={year} /> : null}
      {caisse === 2 ? <InscriptionsStats /> : <FundStats key={`${caisse}-${year}`} caisse={caisse} year={year} />}
    </Stack>
  );
}

export { StatsPage as Component };
