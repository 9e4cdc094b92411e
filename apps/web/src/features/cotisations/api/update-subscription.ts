import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAISSE, type Member, type MemberList } from '@quartier/shared';
import { call } from '@/lib/api-client';
import { patchMemberInLists, refreshAfterMemberChange } from '../lib/member-cache';
import { membersListKey } from './get-members';

export interface SubscriptionChange {
  id: number;
  actif: boolean;
}

/** PUT /api/user/subscription/:id (staff): switches the solidarity fund subscription on or off. */
export function updateSolidaritySubscription({ id, actif }: SubscriptionChange) {
  return call('updateSubscription', { params: { id }, body: { CotisationId: CAISSE.solidarite, actif } });
}

/** The member as she will look once the subscription is switched (for the optimistic update). */
function withSolidarity(member: Member, actif: boolean): Member {
  const statut = actif ? 'Actif' : 'Inactif';
  const existing = member.membre_cotisations.some((s) => s.CotisationId === CAISSE.solidarite);
  const membre_cotisations = existing
    ? member.membre_cotisations.map((s) => (s.CotisationId === CAISSE.solidarite ? { ...s, statut } : s))
    : [
        ...member.membre_cotisations,
        { CotisationId: CAISSE.solidarite, statut, Cotisation: { nom: 'Fond de solidarité' } },
      ];
  return { ...member, membre_cotisations };
}

/** Optimistic: the toggle moves at once and goes back if the server refuses. */
export function useUpdateSolidaritySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSolidaritySubscription,
    onMutate: async ({ id, actif }) => {
      await queryClient.cancelQueries({ queryKey: membersListKey });
      const previous = queryClient.getQueriesData<MemberList>({ queryKey: membersListKey });
      patchMemberInLists(queryClient, id, (member) => withSolidarity(member, actif));
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => refreshAfterMemberChange(queryClient, answer.membre),
  });
}
