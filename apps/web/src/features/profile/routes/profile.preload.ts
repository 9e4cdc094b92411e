import type { PagePreload } from '@/lib/page-preload';
import { preferencesQueryOptions } from '../api/preferences';
import { userQueryOptions } from '../api/get-user';

/**
 * The first screen of the profile, asked for as the app starts on it (app/router.tsx) and read by
 * the server to write the page (ADR 0030 step 2): the member's record and her own choices.
 */
export const preload: PagePreload = ({ client, session }) =>
  Promise.all([
    client.prefetchQuery(userQueryOptions(session.membreId)),
    client.prefetchQuery(preferencesQueryOptions()),
  ]);
