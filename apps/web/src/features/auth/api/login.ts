import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@quartier/shared';
import { loginShape } from '@/api/shapes';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: 'success' with a token, or 'ongoing' for an unconfirmed account. */
export function login(body: LoginRequest) {
  return api.post('/auth/login', body, loginShape, { anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
