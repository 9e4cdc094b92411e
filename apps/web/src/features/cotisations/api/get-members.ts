import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Default table page size (spec section 9). */
export const MEMBERS_PAGE_SIZE = 10;

export interface MembersQuery {
  q: string;
  page: number;
  pageSize?: number;
}

/**
 * GET /api/cotisation/allMembres: one page of members, searched and paged by the server, with
 * the real totals (`total` matching the search, `count` of all members, `montantInscriptions`).
 */
export function getMembers({ q, page, pageSize = MEMBERS_PAGE_SIZE }: MembersQuery, signal?: AbortSignal) {
  return call('allMembres', { query: { page, pageSize, q } }, { signal });
}

/** Every member list shares this prefix: mutations update or refresh them all. */
export const membersListKey = ['members', 'list'] as const;

export const membersQueryOptions = (query: MembersQuery) =>
  queryOptions({
    queryKey: [...membersListKey, { q: query.q, page: query.page, pageSize: query.pageSize ?? MEMBERS_PAGE_SIZE }],
    queryFn: ({ signal }) => getMembers(query, signal),
    // The table keeps showing the previous page while the next one (or a search) loads.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useQuery(membersQueryOptions(query));
}
