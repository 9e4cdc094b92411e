import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordRequest } from '@quartier/shared';
import { api } from '@/lib/api-client';
import { messageShape } from './shapes';

/** PUT /api/auth/forgotPassword: sends a reset code by SMS (same answer for unknown numbers). */
export function forgotPassword(body: ForgotPasswordRequest) {
  return api.put('/auth/forgotPassword', body, messageShape, { anonymous: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
