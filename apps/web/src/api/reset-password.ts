import { useMutation } from '@tanstack/react-query';
import { type ResetPasswordRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** PUT /api/auth/resetPassword: sets a new password with the code received by SMS. */
export function resetPassword(body: ResetPasswordRequest) {
  return call('resetPassword', { body }, { anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
