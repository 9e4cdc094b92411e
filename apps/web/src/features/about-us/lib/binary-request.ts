import { MESSAGES } from '@quartier/shared';
import { API_PREFIX, ApiError } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session';

/**
 * Binary calls of the About us page: the PDF downloads (anonymous, answer is a file) and the
 * upload (raw PDF body). `lib/api-client.ts` only sends and reads JSON, so this small helper
 * follows the same rules for files: same origin under /api, Bearer token, X-XSRF-TOKEN copied
 * from the XSRF-TOKEN cookie on non-GET calls (GET /api/auth/csrf sets it when missing), the
 * session dropped on a 401, French messages on failure.
 */

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
/** A 10 MB upload on a slow mobile connection takes time: more than the JSON calls' 30 s. */
const FILE_TIMEOUT_MS = 180_000;

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
  if (status === 404) return new ApiError('Ce document est introuvable.', status);
  if (status === 413) return new ApiError('Le fichier dépasse 10 Mo.', status);
  if (status === 429) return new ApiError('Trop de tentatives. Réessayez plus tard.', status);
  if (status >= 500) return new ApiError('Le serveur a rencontré un problème. Réessayez plus tard.', status);
  return new ApiError(`La requête a échoué (code ${status}).`, status);
}

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(FILE_TIMEOUT_MS) : undefined;
}

function networkFailure(error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('Le serveur met trop de temps à répondre. Réessayez.', 0);
  }
  return new ApiError(MESSAGES.networkError, 0);
}

/** GET of a file under /api (anonymous: the documents are public). */
export async function fetchFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, { credentials: 'same-origin', signal: timeoutSignal() });
  } catch (error) {
    throw networkFailure(error);
  }
  if (!response.ok) throw failureFrom(response.status, await readJson(response));
  try {
    return await response.blob();
  } catch (error) {
    throw networkFailure(error);
  }
}

/** PUT of a file as the raw request body, signed in; the JSON answer is returned unchecked. */
export async function putFile(path: string, file: Blob, contentType: string): Promise<unknown> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': contentType };
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = await xsrfToken();
  if (xsrf) headers[XSRF_HEADER] = xsrf;

  const send = () =>
    fetch(`${API_PREFIX}${path}`, {
      method: 'PUT',
      headers,
      body: file,
      credentials: 'same-origin',
      signal: timeoutSignal(),
    });

  let response: Response;
  let body: unknown;
  try {
    response = await send();
    body = await readJson(response);
    // A stale XSRF cookie: take the fresh one and send once more (a 403 changed nothing).
    if (response.status === 403 && isRecord(body) && typeof body.msg === 'string' && body.msg.includes('XSRF')) {
      const fresh = await xsrfToken(true);
      if (fresh && fresh !== headers[XSRF_HEADER]) {
        headers[XSRF_HEADER] = fresh;
        response = await send();
        body = await readJson(response);
      }
    }
  } catch (error) {
    throw networkFailure(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession('expired');
    throw failureFrom(response.status, body);
  }
  return body;
}
