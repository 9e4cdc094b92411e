import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/cotisation/recus/:caisse/:year/:memberId: the member's receipts, newest first. */
export function getReceipts(category: 1 | 3, year: number, memberId: number, signal?: AbortSignal) {
  return call('getReceipts', { params: { caisse: category, year, memberId } }, { signal });
}

export const receiptsQueryOptions = (category: 1 | 3, year: number, memberId: number) =>
  queryOptions({
    queryKey: ['cotisation', 'recus', category, year, memberId],
    queryFn: ({ signal }) => getReceipts(category, year, memberId, signal),
  });

export function useReceipts(category: 1 | 3, year: number, memberId: number) {
  return useQuery({ ...receiptsQueryOptions(category, year, memberId), enabled: memberId > 0 });
}
