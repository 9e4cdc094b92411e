import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/cotisation/demandes (staff): every modification request, newest first. */
export async function getModificationRequests(signal?: AbortSignal) {
  const answer = await call('listDemandes', {}, { signal });
  return answer.demandes;
}

/** Every modification list (this one and the ongoing ones) shares this prefix. */
export const modificationsKey = ['notifications', 'modifications'] as const;

export const modificationRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...modificationsKey, 'all'],
    queryFn: ({ signal }) => getModificationRequests(signal),
  });

export function useModificationRequests(enabled = true) {
  return useQuery({ ...modificationRequestsQueryOptions(), enabled });
}
