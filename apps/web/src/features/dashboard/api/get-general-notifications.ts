import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/cotisation/getGeneralNotifications: the notifications meant for everyone or for the member. */
export async function getGeneralNotifications(signal?: AbortSignal) {
  const answer = await call('getGeneralNotifications', {}, { signal });
  return answer.notifications;
}

/** Same key and same data as the Notifications page: one cache for both. */
export const generalNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'general'],
    queryFn: ({ signal }) => getGeneralNotifications(signal),
  });

/** The dashboard preview: the latest `count` notifications, newest first. */
export function useLatestNotifications(count: number) {
  return useQuery({
    ...generalNotificationsQueryOptions(),
    select: (notifications) =>
      [...notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count),
  });
}
