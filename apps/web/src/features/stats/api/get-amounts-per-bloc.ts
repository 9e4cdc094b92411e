import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/stats/amountsPerYearPerBloc/:caisse/:year (caisse 1 or 3): the year's contributions per block. */
export async function getAmountsPerBloc(caisse: 1 | 3, year: number, signal?: AbortSignal) {
  const answer = await call('amountsPerYearPerBloc', { params: { caisse, year } }, { signal });
  return answer.transactions;
}

export const amountsPerBlocQueryOptions = (caisse: 1 | 3, year: number) =>
  queryOptions({
    queryKey: ['stats', 'amountsPerBloc', caisse, year],
    queryFn: ({ signal }) => getAmountsPerBloc(caisse, year, signal),
  });

export function useAmountsPerBloc(caisse: 1 | 3, year: number) {
  return useQuery(amountsPerBlocQueryOptions(caisse, year));
}
