import { useMutation } from '@tanstack/react-query';
import { type ResendCodeRequest } from '@quartier/shared';
import { api } from '@/lib/api-client';
import { messageShape } from './shapes';

/** POST /api/auth/resendCode: sends a new confirmation or reset code by SMS. */
export function resendCode(body: ResendCodeRequest) {
  return api.post('/auth/resendCode', body, messageShape, { anonymous: true });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
