import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmAccountRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** GET /api/auth/confirmAccount/:token: whether the link still awaits its code or has served. */
export function getConfirmLink(token: string, signal?: AbortSignal) {
  return call('checkConfirmAccountLink', { params: { token } }, { anonymous: true, signal });
}

export function useConfirmLink(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['confirm-link', token],
    queryFn: ({ signal }) => getConfirmLink(token, signal),
    enabled,
    // A refused link stays refused: asking again would only spend the address's tries.
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * PUT /api/auth/confirmAccount/:token: sets the password with the code received by SMS. The answer
 * is the one of a successful login: the member is signed in at once.
 */
export function confirmAccount({ token, body }: { token: string; body: ConfirmAccountRequest }) {
  return call('confirmAccount', { params: { token }, body }, { anonymous: true });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
