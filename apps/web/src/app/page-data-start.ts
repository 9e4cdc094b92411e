import { keepAnswersOffline } from '@/lib/network';
import { queryClient } from '@/lib/query-client';
import { getSession, sessionLooks, setRenderedSession } from '@/lib/session';
import { setRenderedMobile } from '@/lib/use-is-mobile';
import { fillQueryCache, readPageData, type PageData } from './page-data';

/**
 * Imported by the entry before the router, whose preload asks for the page's first answers at
 * once: the answers the server rendered the page with are already in the cache, so nothing is
 * asked again. A signed-in page's answers only when this browser's stored session looks like the
 * one the page was written for (another person's or another association's never enter the
 * cache); the app then draws the page itself.
 */
function start(): { data: PageData | null; hydrates: boolean } {
  const data = readPageData();
  const stored = getSession();
  if (!data) return { data, hydrates: false };
  if (!data.signedIn) return { data, hydrates: stored === null };
  if (sessionLooks(stored) !== sessionLooks(data.signedIn.session))
    return { data: { ...data, signedIn: undefined }, hydrates: false };
  setRenderedSession(stored);
  setRenderedMobile(data.signedIn.mobile);
  if (stored) keepAnswersOffline(stored.token, data.signedIn.answers);
  return { data, hydrates: true };
}

const started = start();
export const pageData = started.data;
/**
 * Whether the app's first render can be the server's page: a page before login with no session
 * stored (the page would lead elsewhere), a signed-in page with the session it was written for.
 */
export const pageFitsSession = started.hydrates;
if (pageData) fillQueryCache(queryClient, pageData, location.pathname);
