import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config/env.js';
import { REQUEST_ID_HEADER, loggerOptions, requestIdFor } from './config/logger.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { openRequestScope } from './db/scope.js';
import accessPlugin, { API_PREFIX } from './lib/auth/access.js';
import pageSessionPlugin from './lib/auth/page-session.js';
import xsrfPlugin from './lib/auth/xsrf.js';
import readCachePlugin from './lib/read-cache.js';
import heavyWorkPlugin from './lib/heavy-work.js';
import pageRender from './lib/page-render.js';
import { AfterAnswer } from './lib/after-answer.js';
import { systemClock, type Clock } from './lib/clock.js';
import { AppError, ERRORS, errorBody, type ErrorCode } from './lib/errors.js';
import { LIMITS, configuredLimits, type Limits } from './lib/rate-limit.js';
import { SmsOutbox, createSmsProvider, type SmsProvider } from './lib/sms/index.js';
import approvalsRoutes from './modules/approvals/routes.js';
import associationRoutes from './modules/association/routes.js';
import authRoutes from './modules/auth/routes.js';
import bureauRoutes from './modules/bureau/routes.js';
import documentsRoutes from './modules/documents/routes.js';
import healthRoutes from './modules/health/routes.js';
import ledgerRoutes from './modules/ledger/routes.js';
import journalRoutes from './modules/journal/routes.js';
import membersRoutes from './modules/members/routes.js';
import notificationsRoutes from './modules/notifications/routes.js';
import receiptRoutes from './modules/receipts/routes.js';
import statsRoutes from './modules/stats/routes.js';
import reportRoutes from './modules/report/routes.js';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  limits?: Partial<Limits>;
  smsProvider?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; served at / when it exists. */
  webDir?: string | null;
  /** The web app's built server entry (lib/page-render.ts); default next to `webDir`. */
  pageEntryFile?: string;
}

const defaultWebDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Fastify's own failures, in French (rulings R2: never a raw framework message). */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'VALIDATION',
};

/**
 * Addresses that name a file the web build could hold (a missing one is a 404, not the app's
 * page). A known extension, not any dot: a confirmation link's token is `<association>.<random>`.
 */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|webmanifest|html|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|xml|pdf|br|gz|wasm)$/i;

/** A member's data must never sit in a shared cache (a proxy, a cybercafé's browser): every API answer. */
const API_CACHE_CONTROL = 'no-store';

function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function statusToCode(status: number): ErrorCode {
  if (status === 401) return 'NOT_AUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION';
}

/** The app as ordered plugins: outside world, then our cross-cutting rules, then routes. */
export async function buildApp(options: BuildOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests Node's HTTP parser refuses (an address or headers over 16 KB...) still get French JSON.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const tooLarge = (error as NodeJS.ErrnoException).code === 'HPE_HEADER_OVERFLOW';
      const requestId = randomUUID();
      app.log.info({ reqId: requestId, err: error }, 'Requête HTTP refusée par l’analyseur');
      const body = JSON.stringify(errorBody(tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_HTTP_REQUEST', { requestId }));
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: ${API_CACHE_CONTROL}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    // Failures of the router itself (a badly encoded address such as /api/%, %zz, a lone surrogate) skip the error
    // handler and the hooks: the same French shape, request id and cache rule are set here.
    frameworkErrors: (error, request, routerReply) => {
      const code = FRAMEWORK_ERRORS[error.code] ?? 'VALIDATION';
      const reply = routerReply as FastifyReply;
      request.log.info({ err: error }, 'Adresse refusée par le routeur');
      return reply
        .code(ERRORS[code].status)
        .header(REQUEST_ID_HEADER, request.id)
        .header('cache-control', API_CACHE_CONTROL)
        .send(errorBody(code, { requestId: request.id }));
    },
    // Long path parameters reach validation (a French 400) instead of the router's bare 414.
    routerOptions: { maxParamLength: 10_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all: every statement of a request runs in its scope, which sees no association's rows
  // until the session or the address names one (db/scope.ts, lib/auth/access.ts).
  app.addHook('onRequest', (_request, _reply, done) => openRequestScope(done));
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Set first, so that every answer, errors of later hooks included, carries it.
    if (isApiUrl(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
    // Behind the proxy the client's address is read from X-Forwarded-For and written to the audit
    // log and the rate limits: anything but an IP address there is refused before it reaches them.
    if (config.trustProxy && isIP(request.ip) === 0)
      throw new AppError('BAD_FORWARDED_FOR', undefined, { 'X-Forwarded-For': 'Adresse IP attendue' });
  });

  const clock = options.clock ?? systemClock;
  const provider = options.smsProvider ?? createSmsProvider(config, app.log);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    sms: new SmsOutbox(database.db, provider, clock, app.log),
    limits: { ...LIMITS, ...configuredLimits(config), ...options.limits },
    afterAnswer: new AfterAnswer(app.log),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  // The database closes after the app: let work started by the last answers end first.
  app.addHook('onClose', () => ctx.afterAnswer.idle());

  // 1. The outside world.
  await app.register(cookie);
  // Security headers, the middleware built once: @fastify/helmet built it again, its CSP parsed, at
  // every request (ADR 0027).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in style attributes and tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    // Old browsers that ignore frame-ancestors get the same answer: never in a frame.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de l’association de quartier',
        description:
          'Toutes les réponses réussies portent status: "success"; les échecs {status: "error", msg}. ' +
          'Authentification : Authorization: Bearer <jeton> (voir POST /api/auth/login).',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  // 2. Our rules for every request.
  await app.register(xsrfPlugin, { secure: config.publicUrl.startsWith('https:') });
  await app.register(pageSessionPlugin, { secure: config.publicUrl.startsWith('https:') });
  await app.register(readCachePlugin, { database, enabled: config.readCache });
  await app.register(accessPlugin);
  // After the access check: a heavy route's place is taken in the caller's association.
  await app.register(heavyWorkPlugin, { limits: { ...config.heavyWork, maxWaitMs: 15_000 } });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.status)
        .send(errorBody(error.code, { msg: error.message, fields: error.fields, requestId: request.id }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        fields[field] ??= issue.message ?? ERRORS.VALIDATION.msg;
      }
      const first = Object.entries(fields)[0];
      const detail = first ? ` ${first[0]} : ${first[1]}` : '';
      return reply
        .code(400)
        .send(errorBody('VALIDATION', { msg: `${ERRORS.VALIDATION.msg}${detail}`, fields, requestId: request.id }));
    }
    const frameworkCode = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (frameworkCode || (status >= 400 && status < 500)) {
      const code = frameworkCode ?? statusToCode(status);
      return reply.code(ERRORS[code].status).send(errorBody(code, { requestId: request.id }));
    }
    request.log.error({ err: error }, 'Erreur non prévue');
    return reply.code(500).send(errorBody('INTERNAL', { requestId: request.id }));
  });

  // 3. Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(associationRoutes);
      await api.register(authRoutes);
      await api.register(membersRoutes);
      await api.register(ledgerRoutes);
      await api.register(receiptRoutes);
      await api.register(approvalsRoutes);
      await api.register(bureauRoutes);
      await api.register(notificationsRoutes);
      await api.register(statsRoutes);
      await api.register(reportRoutes);
      await api.register(documentsRoutes);
      await api.register(journalRoutes);
    },
    { prefix: API_PREFIX },
  );

  const webDir = options.webDir === undefined ? (config.webDir ?? defaultWebDir) : options.webDir;
  const hasWeb = webDir !== null && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The web build writes .br and .gz next to each text file (apps/web/vite.config.ts).
      preCompressed: true,
      // Hashed assets never change; index.html always revalidates.
      setHeaders: (reply, filePath) =>
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });

  // 4. The pages before login written on the server, and the signed-in pages for the session of
  // the page cookie; the other pages' frame from index.html (ADR 0030). After the API and the
  // static files: their addresses are neither.
  if (hasWeb) await app.register(pageRender, { webDir, entryFile: options.pageEntryFile });

  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiUrl(request.url);
    // A missing file (an old hashed asset) is a 404, not the app's page.
    const isFile = STATIC_FILE.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD'))
      return app.sendPage(request, reply);
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', { requestId: request.id }));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
