import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedSms {
  to: string;
  message: string;
  authorization: string | undefined;
}

/**
 * The outside world's SMS gateway, faked on loopback: the server's real `http` provider posts
 * here. `failNext(n)` makes the next n posts answer 503 to exercise the outbox's retries.
 */
export async function startSmsCapture() {
  const messages: CapturedSms[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (failures > 0) {
        failures--;
        res.writeHead(503).end();
        return;
      }
      try {
        const parsed = JSON.parse(body) as { to: string; message: string };
        messages.push({ to: parsed.to, message: parsed.message, authorization: req.headers.authorization });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    failNext(count: number) {
      failures = count;
    },
    lastTo(to: string): CapturedSms | undefined {
      return messages.filter((m) => m.to === to).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code and the confirmation link token inside an SMS. */
export function parseSms(message: string) {
  return {
    code: /\b(\d{6})\b/.exec(message)?.[1],
    linkToken: /confirmRegistration\/((?:\d+\.)?[A-Za-z0-9_-]+)/.exec(message)?.[1],
  };
}
