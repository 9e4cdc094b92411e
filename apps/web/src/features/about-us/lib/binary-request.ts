import { apiDownload, apiRequest, shape } from '@/lib/api-client';

/**
 * Binary calls of the About us page, through the one API client: the PDF downloads (public)
 * and the upload (the raw PDF as the request body).
 */
const FILE_TIMEOUT_MS = 180_000;

/** GET of a file under /api (anonymous: the documents are public). */
export function fetchFile(path: string): Promise<Blob> {
  return apiDownload(path, { anonymous: true, timeoutMs: FILE_TIMEOUT_MS });
}

/** PUT of a file as the raw request body, signed in; the JSON answer is returned unchecked. */
export function putFile(path: string, file: Blob, contentType: string): Promise<unknown> {
  return apiRequest(
    path,
    shape<unknown>(() => true),
    { method: 'PUT', rawBody: file, contentType, timeoutMs: FILE_TIMEOUT_MS },
  );
}
