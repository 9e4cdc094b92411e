import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type ConfirmAccountRequest } from '@quartier/shared';
import { api } from '@/lib/api-client';

/** The answer is the one of a successful login: the member is signed in at once. */
const confirmAccountResponseSchema = loginResponseSchema.options[0];

/** PUT /api/auth/confirmAccount/:token: sets the password with the code received by SMS. */
export function confirmAccount({ token, body }: { token: string; body: ConfirmAccountRequest }) {
  return api.put(`/auth/confirmAccount/${encodeURIComponent(token)}`, body, confirmAccountResponseSchema, {
    anonymous: true,
  });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
