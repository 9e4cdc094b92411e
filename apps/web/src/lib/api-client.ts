import type { z } from 'zod';
import { MESSAGES } from '@quartier/shared';
import { clearSession, getToken } from './session';

/**
 * The one fetch wrapper of the web app (API contract: same origin, prefix /api, JSON).
 * - Authorization: Bearer <token> on authenticated calls.
 * - X-XSRF-TOKEN copied from the XSRF-TOKEN cookie on every non-GET call; when the cookie is
 *   missing, GET /api/auth/csrf first sets it.
 * - A 401 on an authenticated call clears the stored session: the route guard then sends the
 *   user to /login.
 * - Failures become ApiError with the server's French `msg` and its `fields`.
 */

export const API_PREFIX = '/api';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  /** HTTP status, 0 when the server could not be reached. */
  readonly status: number;
  /** Messages for form fields, keyed by field name (400 answers). */
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The message to show for any error a call may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Une erreur inattendue est survenue. Réessayez.';
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Anonymous calls (login, association, codes) never send the session token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

let csrfInFlight: Promise<void> | null = null;

async function xsrfToken(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  csrfInFlight ??= fetch(`${API_PREFIX}/auth/csrf`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfInFlight = null;
    });
  await csrfInFlight;
  return readCookie(XSRF_COOKIE);
}

function withTimeout(signal?: AbortSignal): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failureFrom(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.msg === 'string' && body.msg.trim() !== '') {
    const fields: Record<string, string> = {};
    if (isRecord(body.fields)) {
      for (const [key, value] of Object.entries(body.fields)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
    return new ApiError(body.msg, status, fields);
  }
  if (status === 401) return new ApiError('Votre session a expiré. Reconnectez-vous.', status);
  if (status === 403) return new ApiError("Vous n'avez pas accès à cette action.", status);
  if (status === 404) return new ApiError('Élément introuvable.', status);
  if (status === 429) return new ApiError('Trop de tentatives. Réessayez plus tard.', status);
  if (status >= 500) {
    return new ApiError('Le serveur a rencontré un problème. Réessayez plus tard.', status);
  }
  return new ApiError(`La requête a échoué (code ${status}).`, status);
}

/** Sends a request and returns the answer parsed with `schema` (a shared zod schema). */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const xsrf = await xsrfToken();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: withTimeout(options.signal),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError('Le serveur met trop de temps à répondre. Réessayez.', 0);
    }
    throw new ApiError(MESSAGES.networkError, 0);
  }

  let body: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && token) clearSession('expired');
    throw failureFrom(response.status, body);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    if (isRecord(body) && body.status !== 'success') throw failureFrom(response.status, body);
    throw new ApiError('Réponse inattendue du serveur.', response.status);
  }
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
};
