import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** POST /api/auth/login: 'success' with a token, or 'ongoing' for an unconfirmed account. */
export function login(body: LoginRequest) {
  return call('login', { body }, { anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
