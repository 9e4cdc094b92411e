import { useMutation } from '@tanstack/react-query';
import { type ResetPasswordRequest } from '@quartier/shared';
import { api } from '@/lib/api-client';
import { messageShape } from './shapes';

/** PUT /api/auth/resetPassword: sets a new password with the code received by SMS. */
export function resetPassword(body: ResetPasswordRequest) {
  return api.put('/auth/resetPassword', body, messageShape, { anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
