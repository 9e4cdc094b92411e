import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/user/getUser/:id: a member's profile (own profile, or any for staff). */
export async function getUser(id: number, signal?: AbortSignal) {
  const answer = await call('getUser', { params: { id } }, { signal });
  return answer.membre;
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
