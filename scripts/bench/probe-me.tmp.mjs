// Temporary probe (not committed): where in time does /auth/me's p99 tail fall?
import pg from 'pg';
import autocannon from 'autocannon';
import { survey, openSessions, hotReads, perRequest } from './scale.mjs';
import { startServer } from './lib.mjs';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const data = await survey(client);
const sessionIds = await openSessions(client, data.associations);
const server = await startServer({ port: 3055, env: { DATABASE_URL: process.env.DATABASE_URL, READ_CACHE: 'false', DEMO_DATA: 'false' } });
const random = () => data.associations[Math.floor(Math.random() * data.associations.length)];
const order = (process.env.PROBE_ROUTES ?? 'csrf,me,totals,me').split(',');
const urls = { csrf: '/api/auth/csrf', me: '/api/auth/me', totals: '/api/cotisation/totals' };
function run(url, opts) {
  return new Promise((resolve) => {
    const samples = [];
    const t0 = Date.now();
    const inst = autocannon({ url: `${server.base}${url}`, connections: 50, ...perRequest(random, () => ({ path: url })), ...opts }, (e, r) => resolve({ r, samples }));
    inst.on('response', (_c, _s, _b, rt) => samples.push([Date.now() - t0, rt]));
  });
}
const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
try {
  for (const key of order) {
    await run(urls[key], { amount: 250 });
    const { r, samples } = await run(urls[key], { duration: 10 });
    const bySec = new Map();
    for (const [t, rt] of samples) { const k = Math.floor(t / 1000); (bySec.get(k) ?? bySec.set(k, []).get(k)).push(rt); }
    console.log(`${key}: p50 ${r.latency.p50} p99 ${r.latency.p99} max ${r.latency.max} rps ${r.requests.average}`);
    console.log('  per second p99/max/n: ' + [...bySec].map(([k, v]) => `${k}:${Math.round(pct(v, 0.99))}/${Math.round(Math.max(...v))}/${v.length}`).join(' '));
    const slow = samples.filter(([, rt]) => rt > 500).map(([t, rt]) => `${t}ms:${Math.round(rt)}`);
    console.log(`  >500ms: ${slow.length} ${slow.slice(0, 30).join(' ')}`);
  }
} finally {
  await server.stop();
  await client.query('delete from sessions where id = any($1::int[])', [sessionIds]);
  await client.end();
}
