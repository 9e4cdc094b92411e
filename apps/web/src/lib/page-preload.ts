import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/**
 * What a page module may export besides its Component: the queries its first screen reads,
 * started by the router as soon as the page's code arrives (src/app/router.tsx), so that the
 * answers travel while the shell and React start instead of after the first render, and the
 * page draws its figures in one go. The query options must be the ones its components use.
 */
export interface PagePreloadContext {
  client: QueryClient;
  session: Session;
  /** The opened address's query string (year, category…). */
  search: URLSearchParams;
}

export type PagePreload = (context: PagePreloadContext) => void;
