import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaisseId } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** GET /api/stats/amountsPerMonth/:caisse/:year: contributions (in) and validated withdrawals (out) per month. */
export async function getAmountsPerMonth(caisse: CaisseId, year: number, signal?: AbortSignal) {
  const { cotisation, sortie } = await call('amountsPerMonth', { params: { caisse, year } }, { signal });
  return { cotisation, sortie };
}

export const amountsPerMonthQueryOptions = (caisse: CaisseId, year: number) =>
  queryOptions({
    queryKey: ['stats', 'amountsPerMonth', caisse, year],
    queryFn: ({ signal }) => getAmountsPerMonth(caisse, year, signal),
  });

export function useAmountsPerMonth(caisse: CaisseId, year: number) {
  return useQuery(amountsPerMonthQueryOptions(caisse, year));
}
