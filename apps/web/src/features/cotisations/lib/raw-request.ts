import { MESSAGES } from '@quartier/shared';
import { API_PREFIX, ApiError, type Parser } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session';

/**
 * Two calls of the fund pages that `lib/api-client.ts` cannot make, because it takes no extra
 * header and only reads JSON:
 * - POST cotisation/transaction with an `Idempotency-Key` header (a retried payment is recorded
 *   once);
 * - the Excel export, a file.
 * Same rules as the shared client: same origin under /api, Bearer token, X-XSRF-TOKEN copied
 * from the XSRF-TOKEN cookie on non-GET calls (GET /api/auth/csrf sets it when missing), the
 * session dropped on a 401, the server's French message on failure.
 */

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const TIMEOUT_MS = 30_000;
/** A year of a big association in Excel on a slow phone connection. */
const FILE_TIMEOUT_MS = 120_000;

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

async function xsrfToken(refresh = false): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !refresh) return existing;
  await fetch(`${API_PREFIX}/auth/csrf`, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(
    () => undefined,
  );
  return readCookie(XSRF_COOKIE);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failureFrom(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.msg === 'string' && body.msg.trim() !== '') {
    const fields: Record<string, string> = {};
    if (isRecord(body.fields)) {
      for (const [key, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[key] = value;
    }
    return new ApiError(body.msg, status, fields);
  }
  if (status === 401) return new ApiError('Votre session a expiré. Reconnectez-vous.', status);
  if (status === 403) return new ApiError("Vous n'avez pas accès à cette action.", status);
  if (status === 404) return new ApiError('Élément introuvable.', status);
  if (status === 409)
    return new ApiError('Cette demande est déjà en cours de traitement. Réessayez dans un instant.', status);
  if (status === 429) return new ApiError('Trop de tentatives. Réessayez plus tard.', status);
  if (status >= 500) return new ApiError('Le serveur a rencontré un problème. Réessayez plus tard.', status);
  return new ApiError(`La requête a échoué (code ${status}).`, status);
}

function networkFailure(error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('Le serveur met trop de temps à répondre. Réessayez.', 0);
  }
  return new ApiError(MESSAGES.networkError, 0);
}

function timeout(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/** POST of JSON with an Idempotency-Key header; the answer is checked by `parser`. */
export async function postWithIdempotencyKey<T>(
  path: string,
  body: unknown,
  parser: Parser<T>,
  key: string,
): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': key,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = await xsrfToken();
  if (xsrf) headers[XSRF_HEADER] = xsrf;

  const send = () =>
    fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: timeout(TIMEOUT_MS),
    });

  let response: Response;
  let answer: unknown;
  try {
    response = await send();
    answer = await readJson(response);
    // A stale XSRF cookie: take the fresh one and send once more (a 403 recorded nothing).
    if (response.status === 403 && isRecord(answer) && typeof answer.msg === 'string' && answer.msg.includes('XSRF')) {
      const fresh = await xsrfToken(true);
      if (fresh && fresh !== headers[XSRF_HEADER]) {
        headers[XSRF_HEADER] = fresh;
        response = await send();
        answer = await readJson(response);
      }
    }
  } catch (error) {
    throw networkFailure(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession('expired');
    throw failureFrom(response.status, answer);
  }
  const parsed = parser.safeParse(answer);
  if (!parsed.success) throw new ApiError('Réponse inattendue du serveur.', response.status);
  return parsed.data;
}

/** GET of a file under /api, signed in. */
export async function fetchSignedFile(path: string): Promise<Blob> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      headers,
      credentials: 'same-origin',
      signal: timeout(FILE_TIMEOUT_MS),
    });
  } catch (error) {
    throw networkFailure(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession('expired');
    throw failureFrom(response.status, await readJson(response));
  }
  try {
    return await response.blob();
  } catch (error) {
    throw networkFailure(error);
  }
}

/** Saves a file through a temporary <a download> (the browser's own download). */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Slow phones take the file a little after the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
