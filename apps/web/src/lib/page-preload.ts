import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/**
 * What a page module may export besides its Component: the queries its first screen reads,
 * started by the router as soon as the page's code arrives (src/app/router.tsx), so that the
 * answers travel while the shell and React start instead of after the first render. The query
 * options must be the ones its components use. The promise settles when the answers are in (a
 * failure included: the page shows it): the router waits for it, for a bounded time, before
 * drawing the page, so that the page draws its figures in one go.
 */
export interface PagePreloadContext {
  client: QueryClient;
  session: Session;
  /** The opened address's query string (year, category…). */
  search: URLSearchParams;
}

export type PagePreload = (context: PagePreloadContext) => Promise<unknown>;
