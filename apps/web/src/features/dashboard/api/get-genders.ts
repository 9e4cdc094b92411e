import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/cotisation/genders: how many men and women the association counts. */
export async function getGenders(signal?: AbortSignal) {
  const { men, women } = await call('getGenders', {}, { signal });
  return { men, women };
}

export const gendersQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'genders'],
    queryFn: ({ signal }) => getGenders(signal),
  });

export function useGenders() {
  return useQuery(gendersQueryOptions());
}
