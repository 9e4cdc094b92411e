export interface ApiCallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

// The tests read answers of every route and of failures: `any` spares each a cast.
export type ApiAnswer = { status: number; body: any };

/**
 * A script's call to the API at `baseUrl` (`http://127.0.0.1:3011`): Bearer token and JSON, no
 * cookie (so no XSRF header needed). An empty answer has no body.
 */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
