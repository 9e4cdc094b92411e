import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/user/roles (staff): the roles a member can be given, with their stable codes. */
export async function getRoles(signal?: AbortSignal) {
  const answer = await call('listRoles', {}, { signal });
  return answer.roles;
}

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
