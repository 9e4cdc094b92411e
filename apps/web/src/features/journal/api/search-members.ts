import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/cotisation/allMembres?q=…: the members the server finds as one types (the filters). */
export function useMemberSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['journal', 'members', q],
    queryFn: ({ signal }) => call('allMembres', { query: { page: 1, pageSize: 6, q } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

/** GET /api/user/getUser/:id: the name of a member chosen in the address (a link, a reload). */
export function useMemberName(id: number | null, known: boolean) {
  return useQuery({
    queryKey: ['journal', 'member', id],
    queryFn: ({ signal }) => call('getUser', { params: { id: id! } }, { signal }),
    enabled: id !== null && !known,
    staleTime: 300_000,
  });
}
