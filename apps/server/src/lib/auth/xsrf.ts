import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { randomToken, safeEqual } from './tokens.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit check for browsers (rulings R2, docs/security.md): the API hands out an
 * XSRF-TOKEN cookie; a browser's non-GET request must echo it in X-XSRF-TOKEN. A request is
 * a browser's when it carries cookies, an Origin or a Sec-Fetch-Site header. A script that
 * sends only a Bearer token and JSON needs no cookie.
 */
export default fp(
  async (app, options: { secure: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api')) return;
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie)
        reply.setCookie(XSRF_COOKIE, randomToken(24), {
          path: '/',
          sameSite: 'strict',
          secure: options.secure,
          httpOnly: false,
        });
      if (SAFE_METHODS.has(request.method)) return;
      const fromBrowser =
        request.headers.cookie !== undefined ||
        request.headers.origin !== undefined ||
        request.headers['sec-fetch-site'] !== undefined;
      if (!fromBrowser) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) throw new AppError('XSRF');
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
