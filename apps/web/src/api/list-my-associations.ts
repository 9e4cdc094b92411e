import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { updateSessionAssociations } from '@/lib/session';

/* The person's associations, for the account menu's 'Changer d'association' (issue 21). */

/**
 * GET /api/associations/mine (listMyAssociations). The stored session follows the answer, so the
 * list shown the next time (and the current association's name) is the server's latest.
 */
export async function listMyAssociations(signal?: AbortSignal) {
  const answer = await call('listMyAssociations', {}, { signal });
  updateSessionAssociations(answer.associations);
  return answer.associations;
}

export const myAssociationsQueryOptions = () =>
  queryOptions({
    queryKey: ['associations', 'mine'],
    queryFn: ({ signal }) => listMyAssociations(signal),
    // Asked again each time the menu opens (an office may have added or suspended the person).
    staleTime: 0,
    // The menu falls back to the list of the login answer.
    retry: false,
  });

/** Asked while the account menu is open; the session's list stands in until it answers. */
export function useMyAssociations(enabled: boolean) {
  return useQuery({ ...myAssociationsQueryOptions(), enabled });
}
