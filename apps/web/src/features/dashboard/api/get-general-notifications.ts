import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationsResponseSchema } from '@quartier/shared';
import type { z } from 'zod';
import { api, shape } from '@/lib/api-client';

type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A light check of the answer: the shared schema sits with the approval schemas, which bring
 * the phone number metadata (~30 KB) into the dashboard for three lines of text.
 */
const notificationsShape = shape<NotificationsResponse>(
  (body) =>
    body.status === 'success' &&
    Array.isArray(body.notifications) &&
    body.notifications.every((item: unknown) => {
      const n = item as Record<string, unknown> | null;
      return (
        typeof n === 'object' &&
        n !== null &&
        Number.isInteger(n.id) &&
        isString(n.titre) &&
        isString(n.contenu) &&
        isString(n.createdAt)
      );
    }),
);

/** GET /api/cotisation/getGeneralNotifications: the notifications meant for everyone or for the member. */
export async function getGeneralNotifications(signal?: AbortSignal) {
  const answer = await api.get('/cotisation/getGeneralNotifications', notificationsShape, { signal });
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
