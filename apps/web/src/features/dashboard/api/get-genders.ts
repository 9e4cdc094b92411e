import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gendersShape } from './shapes';

/** GET /api/cotisation/genders: how many men and women the association counts. */
export async function getGenders(signal?: AbortSignal) {
  const { men, women } = await api.get('/cotisation/genders', gendersShape, { signal });
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
