import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferencesResponseSchema } from '@quartier/shared';
import { api } from '@/lib/api-client';

const KEY = ['user', 'preferences'] as const;

/** GET /api/user/preferences: the signed-in member's own choices (receipts by SMS). */
export function usePreferences() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get('/user/preferences', preferencesResponseSchema, { signal }),
  });
}

/** PUT /api/user/preferences: only she can change them. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { recusSms: boolean }) => api.put('/user/preferences', body, preferencesResponseSchema),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
