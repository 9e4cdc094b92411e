import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';

/** Options shown at once by the member pickers; typing narrows them on the server. */
export const MEMBER_PICKER_SIZE = 20;

/** GET /api/cotisation/membres/:caisse: the members subscribed to a fund, searched by the server. */
export function getFundMembers(caisse: FundCaisse, q: string, pageSize: number, signal?: AbortSignal) {
  return call('listCaisseMembres', { params: { id: caisse }, query: { page: 1, pageSize, q } }, { signal });
}

export const fundMembersKey = (caisse: FundCaisse) => ['fund-members', caisse] as const;

export function useFundMembers(caisse: FundCaisse, q: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...fundMembersKey(caisse), 'picker', q],
      queryFn: ({ signal }) => getFundMembers(caisse, q, MEMBER_PICKER_SIZE, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/**
 * Number of active members subscribed to the fund now: the 'Montant par personne' preview of
 * a withdrawal divides by it, as the server will when the withdrawal is validated (rulings R7:
 * the active subscribers at that moment). The search matches a status by word start, so
 * 'actif' counts the 'Actif' members only, not the 'Inactif' ones.
 */
export function useSubscriberCount(caisse: FundCaisse) {
  return useQuery(
    queryOptions({
      queryKey: [...fundMembersKey(caisse), 'active-count'],
      queryFn: async ({ signal }) => (await getFundMembers(caisse, 'actif', 1, signal)).total,
    }),
  );
}
