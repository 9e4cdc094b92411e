import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { can, type CaisseId } from '@quartier/shared';
import { currentPeriod, parseYear } from '@/components/period';
import { useSession } from '@/lib/session';
import { AnnualReportCard } from '../components/AnnualReportCard';
import { FundStats } from '../components/FundStats';
import { InscriptionsStats } from '../components/InscriptionsStats';
import { StatsFilters } from '../components/StatsFilters';
import { parseCategory } from '../lib/filters';

/**
 * Statistics (spec 'Statistics', /stats): a category (1 solidarity, 2 registrations, 3 monthly)
 * and a year, kept in the address (?caisse=1&annee=2024) so a view can be shared or reloaded.
 * Every chart is rebuilt when the category or the year changes.
 */
export function StatsPage() {
  const [params, setParams] = useSearchParams();
  const caisse = parseCategory(params.get('caisse'));
  const year = parseYear(params.get('annee'), currentPeriod().year);
  const session = useSession();
  const mayReport = can(session?.roleCode ?? null, 'downloadAnnualReport');

  // Only the field that changed is written, over the address as it is now (the router updates
  // its state in a transition): two quick changes in a row both count.
  const update = (next: { caisse?: CaisseId; year?: number }) => {
    setParams(
      () => {
        const result = new URLSearchParams(window.location.search);
        if (next.caisse !== undefined) result.set('caisse', String(next.caisse));
        if (next.year !== undefined) result.set('annee', String(next.year));
        return result;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg">
      <StatsFilters
        caisse={caisse}
        year={year}
        onCaisseChange={(value) => update({ caisse: value })}
        onYearChange={(value) => update({ year: value })}
      />
      {/* Above the charts: the report is what an officer comes here for before the general assembly. */}
      {mayReport ? <AnnualReportCard key={year} initialYear={year} /> : null}
      {caisse === 2 ? <InscriptionsStats /> : <FundStats key={`${caisse}-${year}`} caisse={caisse} year={year} />}
    </Stack>
  );
}

export { StatsPage as Component };
