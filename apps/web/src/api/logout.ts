import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** POST /api/auth/logout: revokes the session on the server. */
export function logout() {
  return call('logout', {}, { keepSessionOn401: true });
}

/** Logs out on the server, then always clears the stored session and the cached data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // The session is dropped locally whatever the server answered.
      }
    },
    onSettled: () => {
      clearSession('logout');
      queryClient.clear();
    },
  });
}
