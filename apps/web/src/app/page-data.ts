import type { AssociationPublic, ConfirmLinkRead } from '@quartier/shared';
import { matchPath } from 'react-router';
import { associationQueryOptions } from '@/api/get-association';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { fillConfirmLink } from '@/features/auth/api/confirm-account';
import type { Session } from '@/lib/session';

/**
 * The answers a page was rendered with on the server (ADR 0030), sent with its HTML as
 * `<script type="application/json" id="quartier-page-data">` (data, not a script: the CSP allows
 * no inline script). The browser's query cache starts with them, so that its first render, which
 * hydrates the server's HTML, shows the same association and asks the server nothing again.
 */
export const PAGE_DATA_ELEMENT_ID = 'quartier-page-data';

export interface PageData {
  /** GET /association as the page's address names it (`slug`, null at the root addresses). */
  association?: { slug: string | null; value: AssociationPublic };
  /** A signed-in page (step 2): whose it is, the server's guess of the screen, and its answers. */
  signedIn?: SignedInPageData;
  /** A confirmation link's page: the link as the server read it (its token is the address's, in no page). */
  confirmLink?: ConfirmLinkRead;
}

export interface SignedInPageData {
  /** The session the page was written for, without its token (which stays in an HttpOnly cookie). */
  session: Omit<Session, 'token'>;
  mobile: boolean;
  /** The page's first answers, as TanStack Query dehydrates them (successful ones only). */
  queries: DehydratedState;
  /** The same answers as the API sent them, by address: kept for offline reading as if asked. */
  answers: Array<{ path: string; body: string }>;
}

/**
 * Puts a page's answers in a query cache: the server's before it renders, the browser's before it
 * hydrates, each at its own address (the server's names a stand-in of a link's token).
 */
export function fillQueryCache(client: QueryClient, data: PageData, pathname: string) {
  if (data.association)
    client.setQueryData(associationQueryOptions({ slug: data.association.slug }).queryKey, data.association.value);
  if (data.signedIn) hydrate(client, data.signedIn.queries);
  const token = (
    matchPath(paths.associationConfirmRegistration.path, pathname) ??
    matchPath(paths.confirmRegistration.path, pathname)
  )?.params.token;
  if (data.confirmLink && token) fillConfirmLink(client, token, data.confirmLink);
}

/** The page's data as the server wrote it, or null (a page drawn by the app alone). */
export function readPageData(): PageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
