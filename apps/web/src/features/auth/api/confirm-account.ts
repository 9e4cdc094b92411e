import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmLinkResponseSchema, loginResponseSchema, type ConfirmAccountRequest } from '@quartier/shared';
import { api } from '@/lib/api-client';

/** The answer is the one of a successful login: the member is signed in at once. */
const confirmAccountResponseSchema = loginResponseSchema.options[0];

const confirmPath = (token: string) => `/auth/confirmAccount/${encodeURIComponent(token)}`;

/** GET /api/auth/confirmAccount/:token: whether the link still awaits its code or has served. */
export function getConfirmLink(token: string, signal?: AbortSignal) {
  return api.get(confirmPath(token), confirmLinkResponseSchema, { anonymous: true, signal });
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

/** PUT /api/auth/confirmAccount/:token: sets the password with the code received by SMS. */
export function confirmAccount({ token, body }: { token: string; body: ConfirmAccountRequest }) {
  return api.put(confirmPath(token), body, confirmAccountResponseSchema, {
    anonymous: true,
  });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
