import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { modificationsKey } from './get-modification-requests';

/** 'entree': corrections of a member's month; 'sortie': corrections of a withdrawal. */
export type ModificationFilter = 'entree' | 'sortie';

/**
 * GET /api/cotisation/getOngoingModifications/:filter (staff): the modification requests of one
 * kind, newest first, each saying whether the caller may validate or reject it now.
 */
export async function getOngoingModifications(filter: ModificationFilter, signal?: AbortSignal) {
  const answer = await call('getOngoingModifications', { params: { id: filter } }, { signal });
  return answer.demandes;
}

export const ongoingModificationsQueryOptions = (filter: ModificationFilter) =>
  queryOptions({
    queryKey: [...modificationsKey, 'ongoing', filter],
    queryFn: ({ signal }) => getOngoingModifications(filter, signal),
  });

export function useOngoingModifications(filter: ModificationFilter, enabled = true) {
  return useQuery({ ...ongoingModificationsQueryOptions(filter), enabled });
}
