import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/cotisation/allMembres?page=1&pageSize=1: only the totals are read (member count and
 * registrations = count x 5 000). The key sits under ['members', 'list'], which the
 * Inscriptions page refreshes after a registration, so the dashboard follows.
 */
export async function getMemberCount(signal?: AbortSignal) {
  return call('allMembres', { query: { page: 1, pageSize: 1 } }, { signal });
}

export const memberCountQueryOptions = () =>
  queryOptions({
    queryKey: ['members', 'list', { q: '', page: 1, pageSize: 1 }],
    queryFn: ({ signal }) => getMemberCount(signal),
    select: (answer) => ({ count: answer.count, montantInscriptions: answer.montantInscriptions }),
  });

export function useMemberCount() {
  return useQuery(memberCountQueryOptions());
}
