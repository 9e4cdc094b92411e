import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/stats/userContributions/:category/:year/:memberId (category 1 solidarity or
 * 3 monthly): the member's totals, her largest payment, her months and years, and her shares
 * of the validated withdrawals ('Mes sorties').
 */
export function getUserContributions(category: 1 | 3, year: number, memberId: number, signal?: AbortSignal) {
  return call('userContributions', { params: { category, year, memberId } }, { signal });
}

export const userContributionsQueryOptions = (category: 1 | 3, year: number, memberId: number) =>
  queryOptions({
    queryKey: ['stats', 'userContributions', category, year, memberId],
    queryFn: ({ signal }) => getUserContributions(category, year, memberId, signal),
  });

export function useUserContributions(category: 1 | 3, year: number, memberId: number, enabled = true) {
  return useQuery({ ...userContributionsQueryOptions(category, year, memberId), enabled: enabled && memberId > 0 });
}
