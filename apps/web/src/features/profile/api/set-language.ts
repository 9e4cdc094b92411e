import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Langue } from '@quartier/shared';
import { call } from '@/lib/api-client';

/** PUT /api/user/language: the person's language, for their screens and SMS (issue 25). */
export function useSetMyLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (langue: Langue) => call('setMyLanguage', { body: { langue } }),
    // /auth/me carries it: the shell then keeps the app in it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
