/*
 * Several associations on one service (issue 21): how a web address names its association.
 * Apart from the zod schemas (schemas/association.ts) so that the web's login screen, which
 * sends the header on every call, does not pull zod into its 150 KB budget.
 */

/**
 * Before login, the web names the association of the address (/a/<slug>/login) in this header;
 * after login the session's association wins.
 */
export const ASSOCIATION_HEADER = 'x-association';

/** Lower-case letters, digits and inner dashes, 2 to 40 characters: safe in an address and an SMS. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

/** Where a web page sends its pre-login calls: the slug of /a/<slug>/..., or null at the root. */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/a\/([^/]+)/.exec(pathname);
  return match && SLUG_PATTERN.test(match[1]!) ? match[1]! : null;
}
