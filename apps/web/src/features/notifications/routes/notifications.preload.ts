import { generalNotificationsQueryOptions } from '@/api/get-general-notifications';
import { NOTIFICATIONS_PARAMS } from '@/api/get-pending-decisions';
import type { PagePreload } from '@/lib/page-preload';

/**
 * The first screen of Notifications, asked for as the app starts on it (app/router.tsx) and read
 * by the server to write the page (ADR 0030): the reminders, the category it opens on. A link to
 * another category (the menu's count of what waits) opens on that one, drawn by the app.
 */
export const preload: PagePreload = async ({ client, search }) => {
  if (search.get(NOTIFICATIONS_PARAMS.category)) return;
  await client.prefetchQuery(generalNotificationsQueryOptions());
};
