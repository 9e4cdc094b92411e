import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/cotisation/myMonthlyContributions/:memberId: what the member paid this month, per fund. */
export function getMyMonthlyContributions(memberId: number, signal?: AbortSignal) {
  return call('myMonthlyContributions', { params: { id: memberId } }, { signal });
}

export const myMonthlyContributionsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: ['contributions', 'myMonthly', memberId],
    queryFn: ({ signal }) => getMyMonthlyContributions(memberId, signal),
  });

export function useMyMonthlyContributions(memberId: number, enabled = true) {
  return useQuery({ ...myMonthlyContributionsQueryOptions(memberId), enabled: enabled && memberId > 0 });
}
