import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ROUTE_ACCESS, roleMayReach, type AccessRule, type RoleCode, type RouteKey } from '@quartier/shared';
import type { Actor } from '../../context.js';
import { AppError } from '../errors.js';
import { findLiveSession } from '../../modules/auth/repository.js';
import { sha256 } from './tokens.js';

export const API_PREFIX = '/api';

export function routeKey(method: string, url: string): string {
  return `${method} ${url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url}`;
}

export function actorOf(request: FastifyRequest): Actor {
  return { auth: request.auth, ip: request.ip };
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * Every /api route must have an entry in the shared matrix (rulings R4): a route without one
 * stops the server at start. The rule is checked in onRequest, before the body is even read:
 * an anonymous 9 MB upload is refused without holding 9 MB in memory.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(`${API_PREFIX}/docs`)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify answers HEAD on every GET route by running its handler: the GET rule applies.
        const key = routeKey(method === 'HEAD' ? 'GET' : method, route.url);
        const access = (ROUTE_ACCESS as Record<string, AccessRule>)[key];
        if (!access)
          throw new Error(`Route ${key} absente de la matrice des droits (packages/shared/src/permissions.ts)`);
        route.config = { ...route.config, access };
      }
    });

    app.addHook('onRequest', async (request) => {
      request.auth = await sessionOf(request);
      const access = request.routeOptions.config.access;
      if (!access || access === 'anonymous') return;
      if (!request.auth) throw new AppError('NOT_AUTHENTICATED');
      if (!roleMayReach(access, request.auth.role)) throw new AppError('FORBIDDEN');
    });

    async function sessionOf(request: FastifyRequest): Promise<FastifyRequest['auth']> {
      const header = request.headers.authorization;
      if (!header) return null;
      const match = BEARER.exec(header);
      if (!match) return null;
      const tokenHash = sha256(match[1]!);
      const now = app.ctx.clock.now();
      let session = app.readCache.session(tokenHash, now);
      if (!session) {
        const generation = app.readCache.generation;
        session = await findLiveSession(app.ctx.db, tokenHash, now);
        if (session) app.readCache.keepSession(tokenHash, session, generation);
      }
      if (!session) return null;
      return { memberId: session.memberId, role: session.roleCode as RoleCode, sessionId: session.sessionId };
    }
  },
  { name: 'access', dependencies: ['read-cache'] },
);

export type { RouteKey };
