// `npm run bench:load`: drives the main read and write routes with autocannon for a bounded
// time on loopback, then checks that every acknowledged write is in the database and the
// totals add up. Starts its own server on a fresh embedded database (or DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, cannon, paymentRequests, startServer } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-load-'));
const { base, stop: stopServer } = await startServer({
  port: PORT,
  env: { DEMO_DATA: 'true', ...(process.env.DATABASE_URL ? {} : { DATA_DIR: dataDir }) },
});
const json = (method, route, options) => api(base, method, route, options);

async function run(title, options) {
  return { title, result: await cannon(base, { duration: SECONDS, ...options }) };
}

try {
  const { body: session } = await json('POST', '/auth/login', {
    body: { telephone: '690000002', password: 'demo-quartier' },
  });
  const token = session.token;
  const auth = { authorization: `Bearer ${token}` };
  const year = new Date().getFullYear();
  const members = (await json('GET', '/cotisation/membres/3?page=1&pageSize=50', { token })).body.members.filter(
    (m) => m.statut === 'Actif',
  );
  const before = (await json('GET', '/cotisation/total/3', { token })).body.montant;

  const reads = [];
  for (const [title, route] of [
    ['GET /api/health', '/api/health'],
    ['GET /api/cotisation/totals', '/api/cotisation/totals'],
    [
      `GET /api/cotisation/getTransactions/3/${year}?page=1&pageSize=10`,
      `/api/cotisation/getTransactions/3/${year}?page=1&pageSize=10`,
    ],
    [`GET /api/stats/totals/3/${year}`, `/api/stats/totals/3/${year}`],
  ])
    reads.push(await run(title, { headers: auth, path: route }));

  // Writes: each request has its own Idempotency-Key, 1 234 XAF to a member in turn.
  const write = await run(
    'POST /api/cotisation/transaction',
    paymentRequests(
      auth,
      members.map((m) => m.id),
      1234,
    ),
  );
  const acknowledged = write.result['2xx'];
  const after = (await json('GET', '/cotisation/total/3', { token })).body.montant;
  const stored = (after - before) / 1234;
  // Requests still in flight when the bench stops may land without being counted: stored >= acknowledged.
  const lost = Math.max(0, acknowledged - stored);

  const lines = [...reads, write].map(
    ({ title, result }) =>
      `| ${title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
  const report = [
    `Charge (${SECONDS} s par route, 10 connexions, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${new Date().toISOString().slice(0, 16)} :`,
    '',
    '| Route | req/s | p50 ms | p99 ms | réponses non 2xx |',
    '|---|---|---|---|---|',
    ...lines,
    '',
    `Écritures acquittées : ${acknowledged} ; en base : ${stored} (les requêtes encore en vol à l'arrêt du banc peuvent aboutir sans être comptées) ; perdues : ${lost}.`,
  ].join('\n');
  console.log(`\n${report}\n`);
  if (lost !== 0 || (after - before) % 1234 !== 0) {
    console.error('✖ Des écritures acquittées manquent ou le total ne tombe pas juste.');
    process.exitCode = 1;
  }
} finally {
  await stopServer();
}
