import { useMutation } from '@tanstack/react-query';
import { type ResendCodeRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** POST /api/auth/resendCode: sends a new confirmation or reset code by SMS. */
export function resendCode(body: ResendCodeRequest) {
  return call('resendCode', { body }, { anonymous: true });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
