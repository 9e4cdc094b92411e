// What deploy/nginx.conf puts in front of the server in production, for `npm run bench:web`:
// HTTPS with HTTP/2 (every file of a page over one connection), answers relayed as the server
// sends them (the web app's files already compressed), JSON gzipped like nginx's `gzip on`
// (its default level 1, no Vary header: deploy/nginx.conf sets no gzip_vary).
// The certificate is a throwaway self-signed one made with openssl (Chromium is told to accept it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

/** nginx's gzip_types and gzip_min_length of deploy/nginx.conf. */
const GZIP_TYPES = /^(application\/json|application\/javascript|text\/css|image\/svg\+xml)/;
const GZIP_MIN_LENGTH = 1024;
/** Headers that belong to one HTTP/1.1 hop and are not relayed (HTTP/2 forbids them). */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'http2-settings',
]);

function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-relay-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'pipe' },
  );
  try {
    if (made.error || made.status !== 0) {
      throw new Error(
        `openssl n’a pas pu créer le certificat du relais HTTPS (${made.error?.message ?? made.stderr}). ` +
          'Installez-le : sudo apt-get install -y openssl',
      );
    }
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    // The private key does not outlive the relay's start.
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Listens on https://localhost:port and relays every request to the server on 127.0.0.1:target.
 * Resolves to { origin, close }.
 */
export async function startHttpsRelay({ port, target }) {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_HEADERS.has(name)) out[name] = value;
        const length = Number(answer.headers['content-length'] ?? Infinity);
        // Like nginx: never an answer without a body (HEAD, 204, 304).
        const gzip =
          req.method !== 'HEAD' &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304 &&
          !answer.headers['content-encoding'] &&
          GZIP_TYPES.test(answer.headers['content-type'] ?? '') &&
          length >= GZIP_MIN_LENGTH &&
          /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        if (gzip) {
          delete out['content-length'];
          out['content-encoding'] = 'gzip';
        }
        res.writeHead(answer.statusCode ?? 502, out);
        if (gzip) pipeline(answer, zlib.createGzip({ level: 1 }), res, () => undefined);
        else pipeline(answer, res, () => undefined);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, upstream, () => undefined);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
