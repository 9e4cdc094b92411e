import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/user/blocs (staff): the existing blocks, suggested by the member forms. */
export async function getBlocs(signal?: AbortSignal) {
  const answer = await call('listBlocs', {}, { signal });
  return answer.blocs;
}

export const blocsQueryKey = ['blocs'] as const;

export const blocsQueryOptions = () =>
  queryOptions({
    queryKey: blocsQueryKey,
    queryFn: ({ signal }) => getBlocs(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useBlocs(enabled = true) {
  return useQuery({ ...blocsQueryOptions(), enabled });
}
