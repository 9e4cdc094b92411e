import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/association/firstSteps (Président and Secrétaire): the first steps of a new association,
 * read by the dashboard's 'Premiers pas' card and by the registration form (a Secrétaire to name).
 */
export async function getFirstSteps(signal?: AbortSignal) {
  const answer = await call('getFirstSteps', {}, { signal });
  return answer.etapes;
}

export const firstStepsQueryOptions = () =>
  queryOptions({
    queryKey: ['first-steps'],
    queryFn: ({ signal }) => getFirstSteps(signal),
    // Done on other pages (settings, registrations): asked again when the dashboard opens again.
    staleTime: 5_000,
  });

export function useFirstSteps(enabled: boolean) {
  return useQuery({ ...firstStepsQueryOptions(), enabled });
}
