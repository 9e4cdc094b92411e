import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** PUT /api/auth/forgotPassword: sends a reset code by SMS (same answer for unknown numbers). */
export function forgotPassword(body: ForgotPasswordRequest) {
  return call('forgotPassword', { body }, { anonymous: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
