import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meShape } from './shapes';

/** GET /api/auth/me: the signed-in member; a 401 here ends a stale session. */
export function getMe(signal?: AbortSignal) {
  return api.get('/auth/me', meShape, { signal });
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
