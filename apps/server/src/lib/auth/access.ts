import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  ASSOCIATION_HEADER,
  ROUTE_ACCESS,
  SLUG_PATTERN,
  roleMayReach,
  type AccessRule,
  type RoleCode,
  type RouteKey,
} from '@quartier/shared';
import type { Actor } from '../../context.js';
import { AppError } from '../errors.js';
import { findLiveSession } from '../../modules/auth/repository.js';
import { AssociationDirectory } from '../../modules/associations/directory.js';
import { suspensionMessage } from '../../modules/associations/repository.js';
import { enterAssociation } from '../../db/scope.js';
import { associationOfToken, sha256 } from './tokens.js';

export const API_PREFIX = '/api';

export function routeKey(method: string, url: string): string {
  return `${method} ${url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url}`;
}

export function actorOf(request: FastifyRequest): Actor {
  return { auth: request.auth, ip: request.ip, namedAssociationId: request.namedAssociationId };
}

/** What an address of a suspended association still answers: the page that says it is suspended. */
const OPEN_WHILE_SUSPENDED = new Set(['GET /association', 'GET /auth/csrf', 'GET /health']);
const LOGOUT = 'POST /auth/logout';

const BEARER = /^Bearer ((?:\d{1,9}\.)?[A-Za-z0-9_-]{20,100})$/;

/**
 * Every /api route must have an entry in the shared matrix (rulings R4): a route without one
 * stops the server at start. The rule is checked in onRequest, before the body is even read:
 * an anonymous 9 MB upload is refused without holding 9 MB in memory.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('namedAssociationId', null);
    const directory = new AssociationDirectory(app.ctx.db, {
      live: () => app.readCache.enabled,
      generationOf: (id) => app.readCache.generationOf(id),
      get generation() {
        return app.readCache.generation;
      },
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(`${API_PREFIX}/docs`)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify answers HEAD on every GET route by running its handler: the GET rule applies.
        const key = routeKey(method === 'HEAD' ? 'GET' : method, route.url);
        const access = (ROUTE_ACCESS as Record<string, AccessRule>)[key];
        if (!access)
          throw new Error(`Route ${key} absente du contrat (ROUTES, packages/shared/src/contract/routes.ts)`);
        route.config = { ...route.config, access };
      }
    });

    app.addHook('onRequest', async (request) => {
      const route = routeKey(request.method === 'HEAD' ? 'GET' : request.method, request.routeOptions.url ?? '');
      request.auth = await sessionOf(request, route);
      // Before login, the address names the association (/a/<slug>/..., sent in a header); without
      // one, the service's first association, as a single-association installation always had.
      if (!request.auth) await enterAddressedAssociation(request, route);
      const access = request.routeOptions.config.access;
      if (!access || access === 'anonymous') return;
      if (!request.auth) throw new AppError('NOT_AUTHENTICATED');
      if (!roleMayReach(access, request.auth.role)) throw new AppError('FORBIDDEN');
    });

    async function enterAddressedAssociation(request: FastifyRequest, route: string) {
      const header = request.headers[ASSOCIATION_HEADER];
      const slug = typeof header === 'string' ? header.trim() : undefined;
      if (slug !== undefined && slug !== '' && !SLUG_PATTERN.test(slug))
        throw new AppError('ASSOCIATION_NOT_FOUND', undefined, {
          [ASSOCIATION_HEADER]: 'Adresse d’association invalide',
        });
      // The service's first association, when the database answers: a route that needs none
      // (health) must still say the database is down rather than fail here.
      const association = slug ? await directory.bySlug(slug) : await directory.default().catch(() => undefined);
      if (!association) {
        if (slug) throw new AppError('ASSOCIATION_NOT_FOUND');
        return;
      }
      if (slug) request.namedAssociationId = association.id;
      enterAssociation(association.id);
      // A suspended association's address (issue 22): its public page says so, nothing else
      // answers. Without an address the service's first association is only a default: the
      // person's own association is then checked where it is chosen (modules/auth/service.ts).
      const suspension = suspensionMessage(association);
      if (slug && suspension && !OPEN_WHILE_SUSPENDED.has(route))
        throw new AppError('ASSOCIATION_SUSPENDED', suspension);
    }

    async function sessionOf(request: FastifyRequest, route: string): Promise<FastifyRequest['auth']> {
      const header = request.headers.authorization;
      if (!header) return null;
      const match = BEARER.exec(header);
      if (!match) return null;
      // The token names its association: the session is looked up there, under its scope.
      enterAssociation(associationOfToken(match[1]!));
      const tokenHash = sha256(match[1]!);
      const now = app.ctx.clock.now();
      let session = app.readCache.session(tokenHash, now);
      if (!session) {
        const generation = app.readCache.generation;
        session = await findLiveSession(app.ctx.db, tokenHash, now);
        if (session) app.readCache.keepSession(tokenHash, session, generation);
      }
      if (!session) return null;
      // Suspended by the operator (issue 22): every request of its sessions is refused, none is
      // ended; the member may still end hers (logout).
      if (session.suspension && route !== LOGOUT) throw new AppError('ASSOCIATION_SUSPENDED', session.suspension);
      return {
        associationId: session.associationId,
        memberId: session.memberId,
        role: session.roleCode as RoleCode,
        sessionId: session.sessionId,
      };
    }
  },
  { name: 'access', dependencies: ['read-cache'] },
);

export type { RouteKey };
