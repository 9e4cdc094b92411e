import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/cotisation/getGeneralNotifications: reminders to everyone and messages to the
 * signed-in member (decisions on her requests), newest first.
 */
export async function getGeneralNotifications(signal?: AbortSignal) {
  const answer = await call('getGeneralNotifications', {}, { signal });
  return answer.notifications;
}

export const generalNotificationsKey = ['notifications', 'general'] as const;

export const generalNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: generalNotificationsKey,
    queryFn: ({ signal }) => getGeneralNotifications(signal),
  });

export function useGeneralNotifications(enabled = true) {
  return useQuery({ ...generalNotificationsQueryOptions(), enabled });
}
