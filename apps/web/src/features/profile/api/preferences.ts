import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api-client';

const KEY = ['user', 'preferences'] as const;

/** GET /api/user/preferences: the signed-in member's own choices (receipts by SMS). */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => call('getPreferences', {}, { signal }),
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/** PUT /api/user/preferences: only she can change them. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'updatePreferences'>['body']) => call('updatePreferences', { body }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
