import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SETTABLE_STATUSES } from '@quartier/shared';
import { call } from '@/lib/api-client';
import { refreshAfterMemberChange } from '../lib/member-cache';

export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/**
 * PUT /api/user/updateStatus/:id (staff): Actif, Suspendu or Inactif. The server refuses it for
 * oneself, for a member who has not confirmed her account yet, and for an officer changed by
 * staff who are not officers.
 */
export function updateMemberStatus({ id, statut }: { id: number; statut: SettableStatus }) {
  return call('updateStatus', { params: { id }, body: { statut } });
}

export function useUpdateMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberStatus,
    onSuccess: (answer) => refreshAfterMemberChange(queryClient, answer.membre),
  });
}
