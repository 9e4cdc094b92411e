import { queryOptions, useQuery } from '@tanstack/react-query';
import { amountsPerMonthResponseSchema, type CaisseId } from '@quartier/shared';
import { api } from '@/lib/api-client';

/** GET /api/stats/amountsPerMonth/:caisse/:year: contributions (in) and validated withdrawals (out) per month. */
export async function getAmountsPerMonth(caisse: CaisseId, year: number, signal?: AbortSignal) {
  const { cotisation, sortie } = await api.get(
    `/stats/amountsPerMonth/${caisse}/${year}`,
    amountsPerMonthResponseSchema,
    {
      signal,
    },
  );
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
