import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaisseId } from '@quartier/shared';
import { call } from '@/lib/api-client';

/**
 * GET /api/stats/totals/:caisse/:year: the fund's figures of the year and of its reference
 * month, each with the previous period: the six stat cards of a fund (statistics) and the month's
 * trend (dashboard) share the same cached answer.
 */
export function getStatsTotals(caisse: CaisseId, year: number, signal?: AbortSignal) {
  return call('getStatsTotals', { params: { caisse, year } }, { signal });
}

export const statsTotalsQueryOptions = (caisse: CaisseId, year: number) =>
  queryOptions({
    queryKey: ['stats', 'totals', caisse, year],
    queryFn: ({ signal }) => getStatsTotals(caisse, year, signal),
  });

export function useStatsTotals(caisse: CaisseId, year: number) {
  return useQuery(statsTotalsQueryOptions(caisse, year));
}
