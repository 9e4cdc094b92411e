import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResendCodeRequest } from '@quartier/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/resendCode: sends a new confirmation or reset code by SMS. */
export function resendCode(body: ResendCodeRequest) {
  return api.post('/auth/resendCode', body, messageResponseSchema, { anonymous: true });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
