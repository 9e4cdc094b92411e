import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';

/** GET /api/cotisation/getSorties/:caisse: every withdrawal of the fund, all statuses, newest first. */
export async function getWithdrawals(caisse: FundCaisse, signal?: AbortSignal) {
  const answer = await call('getSorties', { params: { id: caisse } }, { signal });
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
