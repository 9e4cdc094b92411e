import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';
import { refreshAfterMemberChange } from '../lib/member-cache';
import { blocsQueryKey } from './get-blocs';

/**
 * PUT /api/auth/updateUser/:id (Secrétaire). The name stays as registered; a new phone number
 * puts the member back 'En Attente' and sends her a new confirmation link.
 */
export function updateMember({ id, body }: { id: number; body: UpdateUserRequest }) {
  return call('updateUser', { params: { id }, body });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (answer) =>
      Promise.all([
        refreshAfterMemberChange(queryClient, answer.membre),
        queryClient.invalidateQueries({ queryKey: blocsQueryKey }),
      ]),
  });
}
