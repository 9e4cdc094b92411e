import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList } from '@quartier/shared';
import { api, shape } from '@/lib/api-client';

/**
 * A light check of the answer: the dashboard reads only the two totals, and the member schema
 * would bring the phone number metadata (~30 KB) into the page for nothing.
 */
const memberListShape = shape<MemberList>(
  (body) =>
    body.status === 'success' &&
    Array.isArray(body.members) &&
    Number.isInteger(body.count) &&
    Number.isInteger(body.montantInscriptions),
);

/**
 * GET /api/cotisation/allMembres?page=1&pageSize=1: only the totals are read (member count and
 * registrations = count x 5 000). The key sits under ['members', 'list'], which the
 * Inscriptions page refreshes after a registration, so the dashboard follows.
 */
export async function getMemberCount(signal?: AbortSignal) {
  return api.get('/cotisation/allMembres?page=1&pageSize=1', memberListShape, { signal });
}

export const memberCountQueryOptions = () =>
  queryOptions({
    queryKey: ['members', 'list', { q: '', page: 1, pageSize: 1 }],
    queryFn: ({ signal }) => getMemberCount(signal),
    select: (answer) => ({ count: answer.count, montantInscriptions: answer.montantInscriptions }),
  });

export function useMemberCount() {
  return useQuery(memberCountQueryOptions());
}
