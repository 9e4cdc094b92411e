import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsResponseSchema } from '@quartier/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/cotisation/getGeneralNotifications: reminders to everyone and messages to the
 * signed-in member (decisions on her requests), newest first.
 */
export async function getGeneralNotifications(signal?: AbortSignal) {
  const answer = await api.get('/cotisation/getGeneralNotifications', notificationsResponseSchema, { signal });
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
