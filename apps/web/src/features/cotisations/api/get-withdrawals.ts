import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';
import { withdrawalsShape } from '../lib/shapes';

/** GET /api/cotisation/getSorties/:caisse: every withdrawal of the fund, all statuses, newest first. */
export async function getWithdrawals(caisse: FundCaisse, signal?: AbortSignal) {
  const answer = await api.get(`/cotisation/getSorties/${caisse}`, withdrawalsShape, { signal });
  return [...answer.sorties].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export const withdrawalsKey = (caisse: FundCaisse) => ['withdrawals', caisse] as const;

export const withdrawalsQueryOptions = (caisse: FundCaisse) =>
  queryOptions({
    queryKey: withdrawalsKey(caisse),
    queryFn: ({ signal }) => getWithdrawals(caisse, signal),
  });

export function useWithdrawals(caisse: FundCaisse, enabled = true) {
  return useQuery({ ...withdrawalsQueryOptions(caisse), enabled });
}
