import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/auth/me: the signed-in member; a 401 here ends a stale session. */
export function getMe(signal?: AbortSignal) {
  return call('getMe', {}, { signal });
}

export const meQueryOptions = (membreId: number | null) =>
  queryOptions({
    queryKey: ['auth', 'me', membreId],
    queryFn: ({ signal }) => getMe(signal),
    enabled: membreId !== null,
    staleTime: 5 * 60 * 1000,
  });

export function useMe(membreId: number | null) {
  return useQuery(meQueryOptions(membreId));
}
