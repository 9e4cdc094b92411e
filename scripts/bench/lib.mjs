// Helpers shared by the benches (`bench:load`, `bench:seed`, `bench`): where the server code is,
// starting and stopping a server process, JSON calls and bounded autocannon runs.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_ENV, SERVER_NODE_FLAGS, root } from '../lib.mjs';

/**
 * BENCH_FROM_SOURCE=true runs the server's TypeScript through tsx instead of apps/server/dist,
 * for working on the benches without rebuilding (same code, transpiled at load).
 */
export const fromSource = ['true', '1'].includes(process.env.BENCH_FROM_SOURCE ?? '');
const sourceFlags = ['--conditions=source', '--import', 'tsx'];

/** From source, the script must run under tsx to import the server: re-runs itself so once. */
export function runUnderTsxIfNeeded() {
  if (!fromSource || process.execArgv.includes('--conditions=source')) return;
  const result = spawnSync(process.execPath, [...sourceFlags, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: process.env,
  });
  process.exit(result.status ?? 1);
}

/** Imports a server module by its path under src/ without extension, e.g. 'db/client'. */
export function importServer(modulePath) {
  const file = fromSource ? `apps/server/src/${modulePath}.ts` : `apps/server/dist/${modulePath}.js`;
  return import(pathToFileURL(path.join(root, file)).href);
}

/** The server's entry point, built or (BENCH_FROM_SOURCE) the source. */
export const serverEntry = fromSource
  ? path.join(root, 'apps/server/src/server.ts')
  : path.join(root, 'apps/server/dist/server.js');

/**
 * Starts the server on 127.0.0.1:port with extra env; resolves once /api/health answers, with
 * the process id. `script` runs another entry instead (the cluster launcher of the scale bench);
 * `nodeArgs` go to node itself (--cpu-prof, which NODE_OPTIONS refuses), after the flags the
 * server is deployed with (SERVER_NODE_FLAGS; its environment, SERVER_ENV, too). `onSpawn` gets
 * the process id at once (the memory bench watches the start).
 */
export async function startServer({ port, env, script, nodeArgs = [], onSpawn }) {
  const entry = [...SERVER_NODE_FLAGS, ...nodeArgs, ...(fromSource ? sourceFlags : []), script ?? serverEntry];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  onSpawn?.(child.pid);
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  for (let i = 0; ; i++) {
    if (exited) throw new Error('le serveur s’est arrêté au démarrage');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 600) {
      await stop();
      throw new Error('le serveur ne démarre pas');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop, pid: child.pid };
}

/**
 * The real app in this process, on the database the environment names (DATABASE_URL), as the
 * measuring benches want it: silent, no demo data, no read cache (every read reaches PostgreSQL).
 * `migrate` first runs the migrations the server runs at start, so that the plans measured are
 * those of the same schema (a pending migration's indexes would be missing from them).
 * Returns { app, handle, captureQueries, close }.
 */
export async function openBenchApp({ migrate = false } = {}) {
  const { loadConfig } = await importServer('config/env');
  const { databaseTarget, openDatabase } = await importServer('db/client');
  const { buildApp } = await importServer('app');
  const { captureQueries } = await importServer('db/query-plans');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', READ_CACHE: 'false' });
  const handle = await openDatabase(databaseTarget(config));
  if (migrate) await handle.migrate();
  const app = await buildApp({ config, database: handle, webDir: null });
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { app, handle, captureQueries, close };
}

/**
 * What one captured statement costs inside PostgreSQL: run under EXPLAIN ANALYZE three times
 * (it executes the statement), the fastest planning + execution time kept, in ms.
 */
export async function bestExplainTime(client, query) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const { rows } = await client.query(`explain (analyze, format json) ${query.sql}`, query.params);
    const raw = rows[0]['QUERY PLAN'];
    const doc = typeof raw === 'string' ? JSON.parse(raw) : raw;
    best = Math.min(best, doc[0]['Execution Time'] + doc[0]['Planning Time']);
  }
  return best;
}

/** One JSON call to the API: { status, body }. */
export async function api(base, method, route, { token, body, headers } = {}) {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** One autocannon run, bounded by `duration` seconds or `amount` requests. */
export function cannon(base, { path: route = '', ...options }) {
  return new Promise((resolve, reject) => {
    // The route goes in the URL: autocannon 8 ignores a top-level `path` option (it asks for '/').
    autocannon({ url: `${base}${route}`, connections: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * autocannon options for payments into the monthly fund: each request its own Idempotency-Key
 * (so none is answered from a retry), `montant` XAF to each of `payers` (member ids) in turn.
 */
export function paymentRequests(headers, payers, montant) {
  const stamp = Date.now();
  let n = 0;
  return {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            path: '/api/cotisation/transaction',
            headers: { ...request.headers, 'idempotency-key': `bench-${stamp}-${i}` },
            body: JSON.stringify({ idUser: payers[i % payers.length], montant, cotisation: 3 }),
          };
        },
      },
    ],
  };
}
