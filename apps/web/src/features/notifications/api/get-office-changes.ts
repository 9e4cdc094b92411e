import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/bureau/demandes (Président and Secrétaire): changes to the bureau (an officer's role,
 * phone number or status) waiting for the other officer, then the decided ones.
 */
export async function getOfficeChanges(signal?: AbortSignal) {
  const answer = await call('listBureauDemandes', {}, { signal });
  return answer.demandes;
}

export const officeChangesKey = ['notifications', 'bureau'] as const;

export const officeChangesQueryOptions = () =>
  queryOptions({ queryKey: officeChangesKey, queryFn: ({ signal }) => getOfficeChanges(signal) });

export function useOfficeChanges() {
  return useQuery(officeChangesQueryOptions());
}
