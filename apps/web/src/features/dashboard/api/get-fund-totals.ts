import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAISSE_IDS, type CaisseId } from '@quartier/shared';
import { call } from '@/lib/api-client';

export interface FundTotal {
  caisse: CaisseId;
  /** Name sent by the server ('Fond de solidarité', 'Inscriptions', 'Cotisation Mensuelle'). */
  nom: string;
  montant: number;
}

/**
 * GET /api/cotisation/totals: the balance of the three funds, in the order 1 solidarity,
 * 2 registrations (members x 5 000), 3 monthly.
 */
export async function getFundTotals(signal?: AbortSignal): Promise<FundTotal[]> {
  const answer = await call('getCaisseTotals', {}, { signal });
  return answer.totals.map(([nom, montant], index) => ({ caisse: CAISSE_IDS[index] ?? 1, nom, montant }));
}

export const fundTotalsQueryOptions = () =>
  queryOptions({
    queryKey: ['funds', 'totals'],
    queryFn: ({ signal }) => getFundTotals(signal),
  });

export function useFundTotals() {
  return useQuery(fundTotalsQueryOptions());
}
