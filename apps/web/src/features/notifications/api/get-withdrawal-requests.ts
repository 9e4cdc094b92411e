import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** 'mensuel': Cotisation Mensuelle (caisse 3); 'fond': Fond de solidarité (caisse 1). */
export type WithdrawalFilter = 'mensuel' | 'fond';

/**
 * GET /api/cotisation/withdrawalRequests/:filter (any member): the fund's withdrawal requests,
 * newest first, with the fund's balance.
 */
export function getWithdrawalRequests(filter: WithdrawalFilter, signal?: AbortSignal) {
  return call('withdrawalRequests', { params: { id: filter } }, { signal });
}

/** Both funds' lists share this prefix. */
export const withdrawalRequestsKey = ['notifications', 'sorties'] as const;

export const withdrawalRequestsQueryOptions = (filter: WithdrawalFilter) =>
  queryOptions({
    queryKey: [...withdrawalRequestsKey, filter],
    queryFn: ({ signal }) => getWithdrawalRequests(filter, signal),
  });

export function useWithdrawalRequests(filter: WithdrawalFilter, enabled = true) {
  return useQuery({ ...withdrawalRequestsQueryOptions(filter), enabled });
}
