import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/**
 * The queries a page's first screen reads, asked for by the router as the app starts on that
 * page (src/app/router.tsx, its SHELL_PAGES table), while the page's code downloads: the answers
 * travel while the shell and React start. A page's preload lives in its own light module beside
 * it (`routes/<page>.preload.ts`), part of the entry. The query options must be the ones its
 * components use. The promise settles when the answers are in (a failure included: the page
 * shows it): the router waits for it, for a bounded time, before drawing the page, so that the
 * page draws its figures in one go.
 */
export interface PagePreloadContext {
  client: QueryClient;
  session: Session;
  /** The opened address's query string (year, category…). */
  search: URLSearchParams;
}

export type PagePreload = (context: PagePreloadContext) => Promise<unknown>;
