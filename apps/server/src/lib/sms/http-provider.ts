import { SmsProviderError, type SmsProvider } from './provider.js';

/**
 * Any HTTP gateway: POST {"to", "message"} as JSON, Bearer token when set; 2xx means sent.
 * The tests put a local capture server behind it.
 */
export function createHttpProvider(options: {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}): SmsProvider {
  return {
    name: 'http',
    async send(to, message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to, message }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsProviderError(`passerelle injoignable : ${(error as Error).message}`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsProviderError(`passerelle HTTP ${response.status}`);
    },
  };
}
