import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteId } from '@quartier/shared';

/**
 * The session's token in an HttpOnly cookie, read by the server only to write a signed-in page's
 * HTML (ADR 0030 step 2), never to authorise an API call: the API takes the Bearer token alone
 * (R2, ADR 0002), so nothing about XSRF changes. Set by every answer that opens a session, cleared
 * by logout; a session ended otherwise (expiry, a password change, an operator's suspension) makes
 * the cookie worthless, and the page is then the app's frame.
 */
export const PAGE_SESSION_COOKIE = 'session_page';

/** The routes whose answer opens a session (`token`, `expiresAt`), as login does. */
const OPENS_SESSION = new Set<RouteId>(['login', 'confirmAccount', 'switchAssociation', 'createAssociation']);

const TOKEN = /^(?:\d{1,9}\.)?[A-Za-z0-9_-]{20,100}$/;

/** The cookie's token when it has the form of one (the API decides whether it is live). */
export function pageSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[PAGE_SESSION_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}

function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

function isSessionAnswer(payload: unknown): payload is { token: string; expiresAt: string } {
  const answer = payload as { status?: unknown; token?: unknown; expiresAt?: unknown } | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    answer.status === 'success' &&
    typeof answer.token === 'string' &&
    typeof answer.expiresAt === 'string'
  );
}

export default fp(
  async (app, options: { secure: boolean }) => {
    const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure } as const;

    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const operation = operationOf(request);
      if (!operation || !OPENS_SESSION.has(operation as RouteId) || !isSessionAnswer(payload)) return payload;
      // Kept across browser restarts only when the person asked to be remembered at login, as the
      // app keeps the token (localStorage or sessionStorage); a session cookie otherwise.
      const remember = operation === 'login' && (request.body as { rememberMe?: unknown } | null)?.rememberMe === true;
      const expires = new Date(payload.expiresAt);
      reply.setCookie(PAGE_SESSION_COOKIE, payload.token, {
        ...attributes,
        ...(remember && Number.isFinite(expires.getTime()) ? { expires } : {}),
      });
      return payload;
    });

    // Whatever the answer: a logout refused as unauthenticated (an ended session) leaves none either.
    app.addHook('onSend', async (request, reply, payload) => {
      if (operationOf(request) === 'logout') reply.clearCookie(PAGE_SESSION_COOKIE, attributes);
      return payload;
    });
  },
  { name: 'page-session', dependencies: ['@fastify/cookie'] },
);
