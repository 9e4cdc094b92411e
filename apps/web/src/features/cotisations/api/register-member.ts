import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@quartier/shared';
import { firstStepsQueryOptions } from '@/api/get-first-steps';
import { call } from '@/lib/api-client';
import { blocsQueryKey } from './get-blocs';
import { membersListKey } from './get-members';

/**
 * POST /api/auth/register (staff): the member starts 'En Attente' and receives her
 * confirmation link and code by SMS.
 */
export function registerMember(body: RegisterRequest) {
  return call('register', { body });
}

export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersListKey }),
        queryClient.invalidateQueries({ queryKey: blocsQueryKey }),
        // A Secrétaire or the first members: the first steps they complete (issue 22).
        queryClient.invalidateQueries({ queryKey: firstStepsQueryOptions().queryKey }),
      ]),
  });
}
