import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { maskSecrets } from '../lib/log-scan.js';
import type { Config } from './env.js';

/** Request id: taken from the proxy (nginx's $request_id) when it is a short plain token, else new. */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * A safety net for fields someone might log one day; bodies and headers are never logged as such.
 * `code` stays: error codes (ECONNREFUSED, FST_ERR_…) are what a reader needs.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'confirmPassword', 'otp', 'token', 'telephone', 'body'];
const REDACTED = SECRET_FIELDS.flatMap((key) => [key, `*.${key}`]).concat([
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
]);

/** Database errors carry the query's parameters (phones, hashes): they never reach the log. */
function scrub(text: unknown): string {
  if (typeof text !== 'string') return '';
  return maskSecrets(text.replace(/(\nparams: )[^\n]*/g, '$1[masqués]'));
}

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  detail?: unknown;
  constraint?: unknown;
  errors?: unknown;
};

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: scrub(String(value)), stack: '' };
  const error = value as ErrorLike;
  const nested = depth < 3;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof error.code === 'string' || typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    ...(typeof error.detail === 'string' ? { detail: scrub(error.detail) } : {}),
    ...(typeof error.constraint === 'string' ? { constraint: error.constraint } : {}),
    stack: scrub(error.stack),
    ...(nested && error.cause !== undefined ? { cause: serializeError(error.cause, depth + 1) } : {}),
    ...(nested && Array.isArray(error.errors)
      ? { errors: error.errors.slice(0, 3).map((e) => serializeError(e, depth + 1)) }
      : {}),
  };
}

const serializers = {
  req: (request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) => ({
    method: request.method,
    url: maskSecrets(request.url),
    remoteAddress: request.ip,
  }),
  res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
  err: serializeError,
};

/**
 * One JSON object per line with an ISO time, a reqId on every line about a request, and nothing
 * secret (docs/deploy.md shows how to read it). LOG_FORMAT=pretty is for a developer's terminal.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat' | 'logFile'>) {
  const options = {
    level: config.logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED, censor: '[masqué]' },
    serializers,
  };
  if (config.logFormat === 'pretty')
    return {
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { destination: config.logFile ?? 1, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    } satisfies FastifyServerOptions['logger'];
  if (config.logFile)
    return {
      ...options,
      stream: pino.destination({ dest: config.logFile, mkdir: true, sync: true }),
    } satisfies FastifyServerOptions['logger'];
  return options satisfies FastifyServerOptions['logger'];
}
