// The outside world's SMS gateway, faked on loopback for the end-to-end tests: the server's
// `http` provider posts {to, message} here; tests read them back with GET /messages?to=...
import http from 'node:http';

const port = Number(process.env.SMS_GATEWAY_PORT ?? 3998);
const messages = [];

http
  .createServer((req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${port}`);
    if (req.method === 'POST' && url.pathname === '/sms') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          const { to, message } = JSON.parse(body);
          messages.push({ to, message, at: new Date().toISOString() });
          res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(to ? messages.filter((m) => m.to === to) : messages));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/health') return res.writeHead(200).end('ok');
    res.writeHead(404).end();
  })
  .listen(port, '127.0.0.1', () => console.log(`Passerelle SMS de test sur http://127.0.0.1:${port}`));
