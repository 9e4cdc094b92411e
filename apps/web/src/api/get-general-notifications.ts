import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /api/cotisation/getGeneralNotifications: reminders to everyone and messages to the
 * signed-in member (decisions on her requests), newest first. The Notifications page and the
 * dashboard's preview share one cached answer.
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

/** The dashboard preview: the latest `count` notifications, newest first. */
export function useLatestNotifications(count: number) {
  return useQuery({
    ...generalNotificationsQueryOptions(),
    select: (notifications) =>
      [...notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count),
  });
}
