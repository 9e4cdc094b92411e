import type { z } from 'zod';
import {
  ASSOCIATION_HEADER,
  MESSAGES,
  ROUTES,
  pathOf,
  slugFromPath,
  type ContractSchemas,
  type ErrorCode,
  type RouteId,
} from '@quartier/shared';
import { isRecord } from './checks';
import { OFFLINE_COPY_HEADER, reportServerReached } from './network';
import { clearSession, getToken } from './session';
import { currentLanguage, currentMessages, serverMessage } from './i18n';

/**
 * The one fetch wrapper of the web app (API contract: same origin, prefix /api, JSON).
 * - Authorization: Bearer <token> on authenticated calls.
 * - X-XSRF-TOKEN copied from the XSRF-TOKEN cookie on every non-GET call; when the cookie is
 *   missing, GET /api/auth/csrf first sets it.
 * - X-Association: <slug> while the page's address is under /a/<slug>/ (issue 21): before login,
 *   the server then answers for the association the address names, not the service's default.
 * - A 401 on an authenticated call clears the stored session: the route guard then sends the
 *   user to /login.
 * - Failures become ApiError with the server's error `code`, its French `msg` and its `fields`.
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
  /** The server's stable error code (rulings R2): what the app branches on, never the message. */
  readonly code: ErrorCode | null;

  constructor(message: string, status: number, fields: Record<string, string> = {}, code: ErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

/** The message to show for any error a call may throw. */
export function errorMessage(error: unknown): string {
  // In the reader's language (issue 25): by the failure's code, the server's French otherwise.
  if (error instanceof ApiError) {
    if (error.message === MESSAGES.networkError) return currentMessages().shared.networkError;
    return serverMessage(error.code, error.message);
  }
  return currentMessages().common.unexpected;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Anonymous calls (login, association, codes) never send the session token. */
  anonymous?: boolean;
  /** Logout handles its own 401: the session is dropped as a logout, not as an expiry. */
  keepSessionOn401?: boolean;
  signal?: AbortSignal;
  /** Extra headers of one call (e.g. Idempotency-Key on a payment). */
  headers?: Record<string, string>;
  /** A file sent as is (a PDF upload) instead of a JSON body. */
  rawBody?: Blob;
  contentType?: string;
  /** Files on a slow mobile network need longer than the JSON calls' 30 s. */
  timeoutMs?: number;
  /**
   * The association named in X-Association: by default the one of the page's address
   * (/a/<slug>/...); null sends none (the service's default association, or the session's).
   */
  association?: string | null;
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

/**
 * How the server's render of a signed-in page (entry-server.tsx, ADR 0030 step 2) asks the API:
 * the same calls, answered by the server in its own process, with the session the page's cookie
 * names. In the browser there is none: `fetch`, the stored token and the page's address.
 */
export interface ServerTransport {
  fetch: typeof fetch;
  token: string;
  langue: string;
}
let serverTransport: () => ServerTransport | undefined = () => undefined;

/** Set once by the server entry: the transport of the render under way (an AsyncLocalStorage there). */
export function setServerTransport(current: () => ServerTransport | undefined) {
  serverTransport = current;
}

async function xsrfToken(refresh = false): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !refresh) return existing;
  csrfInFlight ??= fetch(`${API_PREFIX}${pathOf('getCsrfToken')}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    // Read to its end: an unread body keeps the request open (and its connection busy).
    .then((response) => response.arrayBuffer())
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfInFlight = null;
    });
  await csrfInFlight;
  return readCookie(XSRF_COOKIE);
}

function withTimeout(signal?: AbortSignal, ms = TIMEOUT_MS): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal;
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isXsrfRefusal(body: unknown): boolean {
  return isRecord(body) && body.code === 'XSRF';
}

function failureFrom(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.msg === 'string' && body.msg.trim() !== '') {
    const fields: Record<string, string> = {};
    if (isRecord(body.fields)) {
      for (const [key, value] of Object.entries(body.fields)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
    return new ApiError(
      body.msg,
      status,
      fields, // The type only: the catalogue's words stay off the login page's bundle.
      typeof body.code === 'string' ? (body.code as ErrorCode) : null,
    );
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

/** A write attempted offline: refused on the spot, never kept to be sent later. */
export const OFFLINE_WRITE_MESSAGE =
  'Vous êtes hors ligne : rien n’a été enregistré. Reconnectez-vous à Internet puis recommencez.';

/** Sends a request; the raw Response once it is known to be a success. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const server = serverTransport();
  if (server) return sendOnServer(server, path, options);
  if (method !== 'GET' && typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new ApiError(OFFLINE_WRITE_MESSAGE, 0);
  }
  // The language on screen, the visitor's choice included: the server writes a founder's code and
  // sample documents in it (a signed-in person's own language is stored with them).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const association = options.association === undefined ? slugFromPath(window.location.pathname) : options.association;
  if (association) headers[ASSOCIATION_HEADER] = association;
  if (options.rawBody !== undefined) headers['Content-Type'] = options.contentType ?? 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const xsrf = await xsrfToken();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }

  const attempt = () =>
    fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: withTimeout(options.signal, options.timeoutMs),
    });

  let response: Response;
  try {
    response = await attempt();
    // A stale XSRF cookie (e.g. cleared by the browser): take the fresh one and try once more.
    // A 403 means the server did nothing, so sending again is safe.
    if (response.status === 403 && method !== 'GET') {
      const body = await readBody(response.clone());
      const fresh = isXsrfRefusal(body) ? await xsrfToken(true) : null;
      if (fresh && fresh !== headers[XSRF_HEADER]) {
        headers[XSRF_HEADER] = fresh;
        response = await attempt();
      }
    }
    reportServerReached(response.headers.get(OFFLINE_COPY_HEADER) === null);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError('Le serveur met trop de temps à répondre. Réessayez.', 0);
    }
    reportServerReached(false);
    throw new ApiError(MESSAGES.networkError, 0);
  }

  if (!response.ok) {
    // Only when the refused token is still the stored one: a call sent just before a switch of
    // association (whose old session the server revokes) must not end the new session.
    if (response.status === 401 && token && token === getToken() && !options.keepSessionOn401) clearSession('expired');
    throw failureFrom(response.status, await readBody(response));
  }
  return response;
}

/** A read of the server's render: no XSRF, no offline copy, no session to end on a 401 (the page is then not rendered). */
async function sendOnServer(server: ServerTransport, path: string, options: RequestOptions): Promise<Response> {
  // Writing a page never writes anything.
  if ((options.method ?? 'GET') !== 'GET') throw new ApiError('Lecture seulement pendant l’écriture d’une page', 0);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': server.langue,
    Authorization: `Bearer ${server.token}`,
  };
  const response = await server.fetch(`${API_PREFIX}${path}`, { method: 'GET', headers });
  if (!response.ok) throw failureFrom(response.status, await readBody(response));
  return response;
}

/** Downloads a file under /api (an export, a document) with the same rules as every call. */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body' | 'rawBody'> = {},
): Promise<Blob> {
  const response = await send(path, { timeoutMs: 180_000, ...options });
  try {
    return await response.blob();
  } catch {
    throw new ApiError(MESSAGES.networkError, 0);
  }
}

/** Hands a downloaded file to the browser under its name (a link the tests can watch). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/* ---- The typed client of the API contract (issue 23, ADR 0024) ---- */

type Declared = keyof ContractSchemas & RouteId;
type Part<Id extends Declared, K extends string> = ContractSchemas[Id] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? S
  : never;
type Has<T> = [T] extends [never] ? false : true;

/** What a call sends, typed from the contract: path params, query (all optional) and JSON body. */
export type CallInput<Id extends Declared> = (Has<Part<Id, 'params'>> extends true
  ? { params: z.output<Part<Id, 'params'>> }
  : { params?: never }) &
  (Has<Part<Id, 'querystring'>> extends true
    ? { query?: Partial<z.output<Part<Id, 'querystring'>>> }
    : { query?: never }) &
  (Has<Part<Id, 'body'>> extends true ? { body: z.input<Part<Id, 'body'>> } : { body?: never });

/**
 * The answer of a call, as the contract describes it (the server checks it before sending): its
 * 200, or its 201 for a route that creates (an association).
 */
export type Answer<Id extends Declared> = ContractSchemas[Id] extends { readonly response: infer R }
  ? R extends { readonly 200: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { readonly 201: infer S extends z.ZodType }
      ? z.output<S>
      : never
  : never;

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;
type Args<Id extends Declared> =
  object extends CallInput<Id>
    ? [input?: CallInput<Id>, options?: CallOptions]
    : [input: CallInput<Id>, options?: CallOptions];

/** The address of a call under /api: its path with params filled in, then its query. */
export function addressOf<Id extends Declared>(id: Id, input: CallInput<Id> | undefined): string {
  const path = pathOf(id, (input?.params ?? {}) as Record<string, string | number>);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls a route of the contract by its operationId: method, path and types come from
 * packages/shared, so an answer's shape changed on one side fails tsc on the other. The server
 * validates every answer against the same schema before sending it (Fastify's serializer, a 500
 * otherwise), so the app checks only the envelope here: zod stays off the phone's bundles.
 */
export async function call<Id extends Declared>(id: Id, ...[input, options]: Args<Id>): Promise<Answer<Id>> {
  const route: { method: RequestOptions['method']; upload?: string } = ROUTES[id];
  const response = await send(addressOf(id, input), {
    ...options,
    method: route.method,
    body: input?.body,
    contentType: options?.contentType ?? route.upload,
  });
  const body = await readBody(response);
  // 'ongoing' is the one other status of a success (login: an account still to confirm).
  if (isRecord(body) && (body.status === 'success' || body.status === 'ongoing')) return body as Answer<Id>;
  if (isRecord(body)) throw failureFrom(response.status, body);
  throw new ApiError('Réponse inattendue du serveur.', response.status);
}

/** Downloads the file a route of the contract answers (an export, a document, a report). */
export function download<Id extends Declared>(id: Id, ...[input, options]: Args<Id>): Promise<Blob> {
  return apiDownload(addressOf(id, input), options);
}
