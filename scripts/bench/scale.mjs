// `npm run bench` on a database filled by `npm run bench:seed -- --associations 1000 ...` (its
// DATABASE_URL; issue 22, "Scale, measured"). With the read cache off (READ_CACHE=false: the first
// read after a write, what members wait for), at 50 connections on loopback:
//   - the hot reads, each request in a random association's session, then all in the largest;
//   - contributions written across associations, each with its Idempotency-Key, then checked in the
//     database (every acknowledged write stored, the monthly totals equal to the contributions);
//   - the same with two server processes behind one address (node:cluster, scripts/bench/cluster.mjs);
//   - the memory (VmRSS, VmHWM) of every server process, sampled during the load.
// Writes the figures between the bench:scale markers of docs/performance.md. Never drops or
// empties the database: its own sessions are deleted at the end; the contributions it wrote stay
// (money is never deleted), 1 237 XAF each.
import { execFile } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { performanceMarkers, root, writePerformanceBlock } from '../lib.mjs';
import { bestExplainTime, cannon, fromSource, openBenchApp, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3051);
const P99_TARGET_MS = 100;
/** The amount of the bench's contributions: finds them again in the database. */
const MARK_AMOUNT = 1237;
const SAMPLE_MS = 200;

const int = (x) => Math.round(x).toLocaleString('fr-FR');
const mark = (ok) => (ok ? '✔' : '✖');
const loadavg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

/** sha256 hex, as lib/auth/tokens.ts hashes a session token. */
const sha256 = (value) => createHash('sha256').update(value).digest('hex');

/** The database as the bench found it: sizes, the largest association, every association's people. */
export async function survey(client) {
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  const counts = await one(`select
      (select count(*) from associations)::int as associations,
      (select count(*) from membres)::int as membres,
      (select count(*) from transactions)::int as cotisations,
      (select count(*) from sortie_parts)::int as parts,
      (select count(*) from notifications)::int as notifications,
      pg_database_size(current_database())::bigint as bytes,
      current_setting('server_version') as version,
      current_setting('shared_buffers') as shared_buffers,
      current_setting('max_connections') as max_connections`);
  if (counts.associations < 2)
    throw new Error(
      'Le mode échelle de `npm run bench` mesure une base remplie de nombreuses associations : ' +
        '`npm run bench:seed -- --associations 1000 --members 80 --years 6` avec le même DATABASE_URL.',
    );
  // Per association: its Secrétaire (sessions of the staff: every hot read and the write are open
  // to her), a plain active member (whose 'Mes contributions' she opens), active payers of fund 3.
  const rows = (
    await client.query(`
      select a.id, a.slug, count(m.*)::int as membres,
        min(m.id) filter (where r.code = 'secretaire' and m.statut = 'Actif') as secretaire,
        min(m.id) filter (where r.code = 'membre' and m.statut = 'Actif') as membre,
        (array_agg(m.id order by m.id) filter (where r.code = 'membre' and m.statut = 'Actif'
          and exists (select 1 from membre_cotisations c where c.association_id = m.association_id
            and c.membre_id = m.id and c.cotisation_id = 3 and c.statut = 'Actif')))[1:40] as payeurs
      from associations a join membres m on m.association_id = a.id join roles r on r.id = m.role_id
      where a.statut = 'active'
      group by a.id, a.slug order by a.id`)
  ).rows.filter((a) => a.secretaire && a.membre && a.payeurs?.length);
  const largest = rows.reduce((a, b) => (b.membres > a.membres ? b : a));
  return { counts, associations: rows, largest };
}

/** One session per association for its Secrétaire, written as the login writes it (token `<id>.<random>`). */
export async function openSessions(client, associations) {
  const tokens = associations.map((a) => `${a.id}.${randomBytes(32).toString('base64url')}`);
  const { rows } = await client.query(
    `insert into sessions (association_id, token_hash, membre_id, remember, created_at, expires_at)
     select a, h, m, false, now(), now() + interval '3 hours'
     from unnest($1::int[], $2::text[], $3::int[]) as s(a, h, m)
     returning id`,
    [associations.map((a) => a.id), tokens.map(sha256), associations.map((a) => a.secretaire)],
  );
  associations.forEach((a, i) => (a.token = tokens[i]));
  return rows.map((r) => r.id);
}

/** The reads a member or an officer waits for on opening the app (apps/web's first screens). */
export function hotReads(year) {
  return [
    { title: 'GET /api/auth/me', url: () => '/api/auth/me' },
    { title: 'GET /api/cotisation/totals (soldes)', url: () => '/api/cotisation/totals' },
    {
      title: `GET /api/cotisation/getTransactions/3/${year} (tableau mensuel, page 1)`,
      url: () => `/api/cotisation/getTransactions/3/${year}?page=1&pageSize=10`,
    },
    {
      title: `GET /api/cotisation/getTransactions/1/${year} (solidarité, page 1)`,
      url: () => `/api/cotisation/getTransactions/1/${year}?page=1&pageSize=10`,
    },
    { title: `GET /api/stats/totals/3/${year}`, url: () => `/api/stats/totals/3/${year}` },
    { title: `GET /api/stats/amountsPerMonth/3/${year}`, url: () => `/api/stats/amountsPerMonth/3/${year}` },
    {
      title: `GET /api/stats/amountsPerYearPerBloc/3/${year}`,
      url: () => `/api/stats/amountsPerYearPerBloc/3/${year}`,
    },
    {
      title: `GET /api/stats/userContributions/3/${year}/{membre}`,
      url: (a) => `/api/stats/userContributions/3/${year}/${a.membre}`,
    },
    { title: 'GET /api/cotisation/allMembres (page 1)', url: () => '/api/cotisation/allMembres?page=1&pageSize=20' },
    { title: 'GET /api/cotisation/getGeneralNotifications', url: () => '/api/cotisation/getGeneralNotifications' },
  ];
}

/** autocannon options where every request picks its association (and so its session) anew. */
export function perRequest(pick, build) {
  return {
    requests: [
      {
        setupRequest: (request) => {
          const association = pick();
          const { path: route, headers = {}, ...rest } = build(association);
          return {
            ...request,
            ...rest,
            path: route,
            headers: { ...request.headers, ...headers, authorization: `Bearer ${association.token}` },
          };
        },
      },
    ],
  };
}

/** VmRSS / VmHWM of each pid every SAMPLE_MS; `take()` gives the highest RSS seen per pid since the last take. */
function memorySampler(pids) {
  const read = (pid) => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
      return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
    } catch {
      return { rss: 0, hwm: 0 };
    }
  };
  let peaks = new Map();
  const sample = () => {
    for (const pid of pids) {
      const { rss } = read(pid);
      peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rss));
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    now: () => pids.map((pid) => ({ pid, ...read(pid) })),
    take: () => {
      sample();
      const taken = peaks;
      peaks = new Map();
      return pids.map((pid) => ({ pid, peak: taken.get(pid) ?? 0, hwm: read(pid).hwm }));
    },
    stop: () => clearInterval(timer),
  };
}

/** The server processes of a launcher: itself, or its cluster workers (Linux /proc). */
function serverPids(pid, cluster) {
  if (!cluster) return [pid];
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  return children.filter(Boolean);
}

/**
 * What else ran on the machine during a measure: the busiest processes over one second (top's
 * second sample, % of one core), without the bench's own (this process, the servers, the
 * PostgreSQL backends of the bench's database). Asynchronous: autocannon runs in this process,
 * and a second of blocked event loop would count in the latency of every request in flight.
 */
async function neighbours(ownPids) {
  try {
    const { stdout: out } = await promisify(execFile)('top', ['-b', '-c', '-n', '2', '-d', '1', '-w', '400'], {
      encoding: 'utf8',
      timeout: 5000,
    });
    const second = out
      .split(/^top - /m)
      .at(-1)
      .split('\n');
    const start = second.findIndex((l) => /^\s*PID\s/.test(l));
    const busy = new Map();
    for (const line of second.slice(start + 1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 12) continue;
      const [pid, cpu] = [Number(cols[0]), Number(cols[8].replace(',', '.'))];
      // The command without its directories: `node vite.js build`, `postgres: … test …`.
      const command = cols
        .slice(11)
        .map((word) => word.replace(/^.*\//, ''))
        .join(' ')
        .slice(0, 48);
      if (ownPids.includes(pid) || command.startsWith('top ') || cpu < 5) continue;
      // PostgreSQL serving the bench (its database) is part of the measure, not a neighbour.
      if (command.startsWith('postgres') && command.includes(databaseName())) continue;
      busy.set(command, (busy.get(command) ?? 0) + cpu);
    }
    const list = [...busy].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return list.length
      ? list.map(([c, cpu]) => `\`${c}\` ${cpu.toFixed(0)} %`).join(', ')
      : 'rien d’autre au-dessus de 5 % d’un cœur';
  } catch {
    return 'non relevé';
  }
}

const databaseName = () => decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1));

function summary(title, result, extra = {}) {
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
    load: os.loadavg()[0],
    ...extra,
  };
}

/** Reads, in random associations then in the largest, on the server at `base`. */
async function measureReads(base, { associations, largest }, year, ownPids) {
  const random = () => associations[Math.floor(Math.random() * associations.length)];
  const scenarios = [
    { label: `${associations.length} associations, une au hasard à chaque requête`, pick: random },
    { label: `la plus grande (${largest.slug}, ${int(largest.membres)} membres)`, pick: () => largest },
  ];
  const results = [];
  for (const scenario of scenarios) {
    const rows = [];
    let beside = null;
    for (const route of [
      { title: 'GET /api/auth/csrf (route témoin, sans base)', url: () => '/api/auth/csrf', trivial: true },
      ...hotReads(year),
    ]) {
      const options = perRequest(scenario.pick, (a) => ({ path: route.url(a) }));
      await cannon(base, { ...options, connections: CONNECTIONS, amount: 5 * CONNECTIONS });
      const running = cannon(base, { ...options, connections: CONNECTIONS, duration: SECONDS });
      // What else ran, once per scenario, during its first database route.
      if (!beside && !route.trivial) beside = await neighbours(ownPids);
      const row = summary(route.title, await running, { trivial: route.trivial });
      rows.push(row);
      console.log(
        `  ${row.title} : ${int(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, échecs ${row.failures}, charge ${row.load.toFixed(2)}`,
      );
    }
    results.push({ label: scenario.label, rows, beside });
  }
  return results;
}

/** Contributions across associations, then what the database holds of them. */
async function measureWrites(base, client, { associations }, ownPids) {
  const stamp = `banc-${Date.now()}`;
  let n = 0;
  const random = () => associations[Math.floor(Math.random() * associations.length)];
  const options = {
    method: 'POST',
    ...perRequest(random, (a) => ({
      path: '/api/cotisation/transaction',
      headers: { 'content-type': 'application/json', 'idempotency-key': `${stamp}-${n++}` },
      body: JSON.stringify({
        idUser: a.payeurs[Math.floor(Math.random() * a.payeurs.length)],
        montant: MARK_AMOUNT,
        cotisation: 3,
      }),
    })),
  };
  const before = Number(
    (await client.query('select count(*) from transactions where montant = $1', [MARK_AMOUNT])).rows[0].count,
  );
  // Where the writes wait: PostgreSQL connections of this database waiting for a lock (each
  // contribution's own association's row of verrous_caisses since migration 0014; the whole
  // table totaux_mensuels before), against those at work, every 250 ms.
  const waits = [];
  const sampler = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await sampler.connect();
  let sampling = true;
  const sampled = (async () => {
    while (sampling) {
      const {
        rows: [row],
      } = await sampler.query(
        `select count(*) filter (where wait_event_type = 'Lock')::int as waiting,
           count(*) filter (where state like 'active%' or state like 'idle in transaction%')::int as busy
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      waits.push(row);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const running = cannon(base, { ...options, connections: CONNECTIONS, duration: SECONDS });
  const beside = await neighbours(ownPids);
  const result = await running;
  sampling = false;
  await sampled;
  await sampler.end();
  const mean = (key) => waits.reduce((sum, w) => sum + w[key], 0) / Math.max(waits.length, 1);
  const lockWaits = { waiting: mean('waiting'), busy: mean('busy'), max: Math.max(0, ...waits.map((w) => w.waiting)) };
  const row = summary(`POST /api/cotisation/transaction (${CONNECTIONS} connexions, associations au hasard)`, result);
  // Requests still in flight when autocannon stops may land after it counted: give them a moment.
  await new Promise((r) => setTimeout(r, 1000));
  const { rows } = await client.query(
    `select (select count(*) from transactions where montant = $1)::int - $2::int as stored,
       (select count(*) from idempotency_keys where key like $3)::int as keys,
       (select count(distinct association_id) from idempotency_keys where key like $3)::int as associations`,
    [MARK_AMOUNT, before, `${stamp}-%`],
  );
  const { stored, keys, associations: touched } = rows[0];
  // The monthly totals of the associations written to must still equal their contributions.
  const drift = (
    await client.query(
      `with touched as (select distinct association_id from idempotency_keys where key like $1),
         sums as (select association_id, cotisation_id, annee, mois, sum(montant) as s from transactions
                  where association_id in (select association_id from touched) group by 1, 2, 3, 4)
       select count(*)::int as n from sums full join (select * from totaux_mensuels
         where association_id in (select association_id from touched)) t using (association_id, cotisation_id, annee, mois)
       where sums.s is distinct from t.montant`,
      [`${stamp}-%`],
    )
  ).rows[0].n;
  const check = {
    acknowledged: row.ok,
    stored,
    keys,
    touched,
    drift,
    ok: stored >= row.ok && keys === stored && drift === 0,
  };
  console.log(
    `  ${row.title} : ${int(row.rps)} écritures/s, p50 ${row.p50} ms, p99 ${row.p99} ms, échecs ${row.failures} ; ` +
      `acquittées ${row.ok}, en base ${stored}, clés ${keys}, ${touched} associations, totaux faux ${drift}`,
  );
  console.log(
    `  connexions en attente d’un verrou : ${lockWaits.waiting.toFixed(1)} en moyenne sur ${lockWaits.busy.toFixed(1)} occupées (au plus ${lockWaits.max})`,
  );
  return { row, check, beside, lockWaits };
}

/**
 * What each hot read costs inside PostgreSQL, whatever the machine's other load: the statements
 * the route sends (captured in Drizzle through the real app, in-process), each run under
 * EXPLAIN ANALYZE three times, the fastest kept; summed per route. For an association of the
 * common size and for the largest one.
 */
async function databaseTimes(data, year) {
  const { app, handle, captureQueries, close } = await openBenchApp({ migrate: true });
  const client = handle.db.$client;
  const sizes = data.associations.map((a) => a.membres).sort((a, b) => a - b);
  const common = data.associations.find((a) => a.membres === sizes[Math.floor(sizes.length / 2)]);
  const who = [
    { label: `association de ${int(common.membres)} membres (${common.slug})`, association: common },
    { label: `la plus grande (${int(data.largest.membres)} membres)`, association: data.largest },
  ];
  const rows = [];
  try {
    for (const route of hotReads(year)) {
      const row = { title: route.title, cells: [] };
      for (const { association } of who) {
        let status = 0;
        const queries = await captureQueries(handle.db, async () => {
          const answer = await app.inject({
            method: 'GET',
            url: route.url(association),
            headers: { authorization: `Bearer ${association.token}` },
          });
          status = answer.statusCode;
        });
        if (status !== 200) throw new Error(`${route.url(association)} répond ${status}`);
        let total = 0;
        let statements = 0;
        for (const query of queries) {
          // Only reads are run again (EXPLAIN ANALYZE executes the statement).
          if (!/^\s*(select|with)\b/i.test(query.sql) || /\b(insert|update|delete)\b/i.test(query.sql)) continue;
          statements++;
          total += await bestExplainTime(client, query);
        }
        row.cells.push({ total, statements });
      }
      rows.push(row);
      console.log(`  ${row.title} : ${row.cells.map((c) => `${c.total.toFixed(1)} ms (${c.statements})`).join(' ; ')}`);
    }
  } finally {
    await close();
  }
  return { labels: who.map((w) => w.label), rows };
}

/** One server configuration (one process, or WORKERS behind one address): reads, writes, memory. */
async function measureConfiguration(label, cluster, client, data, year) {
  console.log(`\n▶ ${label}`);
  const readyFile = path.join(os.tmpdir(), `quartier-bench-ready-${process.pid}`);
  fs.rmSync(readyFile, { force: true });
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: process.env.DATABASE_URL,
      READ_CACHE: 'false',
      DEMO_DATA: 'false',
      ...(cluster ? { BENCH_WORKERS: String(WORKERS), BENCH_READY_FILE: readyFile } : {}),
    },
    script: cluster ? path.join(root, 'scripts/bench/cluster.mjs') : undefined,
  });
  try {
    for (let i = 0; cluster && !fs.existsSync(readyFile); i++) {
      if (i > 600) throw new Error('les processus serveur ne démarrent pas tous');
      await new Promise((r) => setTimeout(r, 200));
    }
    fs.rmSync(readyFile, { force: true });
    const pids = serverPids(server.pid, cluster);
    const ownPids = [process.pid, server.pid, ...pids];
    const memory = memorySampler(pids);
    const idle = memory.now();
    try {
      const loadBefore = loadavg();
      const reads = await measureReads(server.base, data, year, ownPids);
      const readMemory = memory.take();
      const writes = await measureWrites(server.base, client, data, ownPids);
      const writeMemory = memory.take();
      return { label, cluster, pids, idle, reads, readMemory, writes, writeMemory, loadBefore, loadAfter: loadavg() };
    } finally {
      memory.stop();
    }
  } finally {
    await server.stop();
  }
}

function readTable(rows) {
  const trivial = rows.find((r) => r.trivial);
  return [
    '| Route | req/s | part de la route témoin | p50 ms | p99 ms | échecs | charge 1 min | p99 < 100 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.title} | ${int(r.rps)} | ${((r.rps / trivial.rps) * 100).toFixed(0)} % | ${r.p50} | ${r.p99} | ${r.failures} | ` +
        `${r.load.toFixed(2)} | ${r.trivial ? 'référence' : mark(r.p99 < P99_TARGET_MS)} |`,
    ),
  ];
}

const mib = (x) => `${x.toFixed(0)} Mio`;

function configurationSection(c) {
  const misses = [];
  const lines = [`### ${c.label}`, '', `Charge (1 / 5 / 15 min) : avant ${c.loadBefore}, après ${c.loadAfter}.`, ''];
  for (const scenario of c.reads) {
    lines.push(`Lectures, ${scenario.label} (à côté : ${scenario.beside}) :`, '', ...readTable(scenario.rows), '');
    // One line per scenario: which reads miss, and by how much.
    const reads = scenario.rows.filter((r) => !r.trivial);
    const slow = reads.filter((r) => r.p99 >= P99_TARGET_MS);
    if (slow.length > 0) {
      const p99s = slow.map((r) => r.p99);
      misses.push(
        `${c.label}, ${scenario.label} : ${slow.length} lecture(s) sur ${reads.length} à p99 ≥ ${P99_TARGET_MS} ms ` +
          `(de ${Math.min(...p99s)} à ${Math.max(...p99s)} ms)`,
      );
    }
    for (const r of scenario.rows)
      if (r.failures > 0) misses.push(`${c.label}, ${scenario.label} : ${r.title} ${r.failures} échecs`);
  }
  const w = c.writes;
  lines.push(
    `Écritures (à côté : ${w.beside}) :`,
    '',
    '| Route | écritures/s | p50 ms | p99 ms | échecs | charge 1 min |',
    '|---|---|---|---|---|---|',
    `| ${w.row.title} | ${int(w.row.rps)} | ${w.row.p50} | ${w.row.p99} | ${w.row.failures} | ${w.row.load.toFixed(2)} |`,
    '',
    `Vérifié en base : ${int(w.check.acknowledged)} cotisations acquittées, ${int(w.check.stored)} enregistrées ` +
      `(les requêtes en vol à l’arrêt peuvent aboutir sans être comptées), ${int(w.check.keys)} clés d’idempotence, ` +
      `dans ${int(w.check.touched)} associations ; totaux mensuels différents des cotisations : ${w.check.drift} — ${mark(w.check.ok)}.`,
    '',
  );
  lines.push(
    `Pendant ces écritures, connexions PostgreSQL de la base en attente d’un verrou (celui de l’association ` +
      `de chaque cotisation, \`verrous_caisses\`, migration 0014), relevées toutes les 250 ms : ${w.lockWaits.waiting.toFixed(1)} en ` +
      `moyenne sur ${w.lockWaits.busy.toFixed(1)} occupées (au plus ${w.lockWaits.max}).`,
    '',
  );
  if (!w.check.ok) misses.push(`${c.label} : écritures perdues ou totaux faux`);
  if (w.row.failures > 0) misses.push(`${c.label} : ${w.row.failures} écritures en échec`);
  lines.push(
    'Mémoire de chaque processus serveur (VmRSS relevé toutes les 200 ms ; VmHWM, le plus haut depuis le démarrage) :',
    '',
    '| Processus | au repos | pic pendant les lectures | pic pendant les écritures | VmHWM à la fin |',
    '|---|---|---|---|---|',
    ...c.pids.map((pid, i) => {
      const idle = c.idle.find((m) => m.pid === pid);
      const r = c.readMemory.find((m) => m.pid === pid);
      const wr = c.writeMemory.find((m) => m.pid === pid);
      return `| serveur ${i + 1} (pid ${pid}) | ${mib(idle.rss)} | ${mib(r.peak)} | ${mib(wr.peak)} | ${mib(wr.hwm)} |`;
    }),
    '',
  );
  return { text: lines.join('\n'), misses };
}

function writeDoc(data, times, configurations, started) {
  const cpus = os.cpus();
  const { counts } = data;
  const sections = configurations.map(configurationSection);
  const misses = sections.flatMap((s) => s.misses);
  const [start, end] = performanceMarkers('scale');
  const block = [
    start,
    '## Mille associations sur PostgreSQL (`npm run bench`, mode échelle, issue 22)',
    '',
    `Mesuré le ${new Date().toLocaleString('fr-FR', { timeZone: 'Africa/Douala' })} (heure de Douala) sur ` +
      `${cpus[0]?.model.trim()} (${os.availableParallelism()} cœurs), ${Math.round(os.totalmem() / 2 ** 30)} Gio, ` +
      `Node ${process.version}, ${os.type()} ${os.release()}, PostgreSQL ${counts.version.split(' ')[0]} ` +
      `(shared_buffers ${counts.shared_buffers}, réglages par défaut de Debian) sur la même machine, ` +
      `en ${((performance.now() - started) / 60_000).toFixed(1)} min` +
      `${fromSource ? ' (serveur lancé depuis les sources par tsx, BENCH_FROM_SOURCE)' : ''}.`,
    '',
    `Données (\`npm run bench:seed -- --associations 1000 --members 80 --years 6\`, plus 3 associations de ` +
      `5 000 membres) : ${int(counts.associations)} associations, ${int(counts.membres)} membres, ` +
      `${int(counts.cotisations)} cotisations, ${int(counts.parts)} parts de sorties, ${int(counts.notifications)} ` +
      `notifications ; base de ${(Number(counts.bytes) / 2 ** 30).toFixed(2)} Gio.`,
    '',
    `Méthode : serveur construit, \`READ_CACHE=false\` (chaque lecture calculée par la base : ce qu’attend le ` +
      `premier membre après une écriture), sur la boucle locale ; autocannon dans le processus du banc. Une ` +
      `session de Secrétaire par association, écrite en base comme la connexion l’écrit (jeton ` +
      `\`<association>.<aléa>\`, empreinte sha256) ; chaque requête prend une association au hasard (son ` +
      `jeton, donc sa portée), ou toujours la plus grande. Chaque route : ${5 * CONNECTIONS} requêtes d’échauffement à ${CONNECTIONS} connexions puis ` +
      `${SECONDS} s à ${CONNECTIONS} connexions. Écritures : \`POST /api/cotisation/transaction\` de ` +
      `${MARK_AMOUNT} XAF pour un membre au hasard de l’association, chacune avec sa \`Idempotency-Key\`, ` +
      `${SECONDS} s à ${CONNECTIONS} connexions, puis vérifiées en base. Objectif : p99 < ${P99_TARGET_MS} ms ` +
      `à ${CONNECTIONS} connexions pour chaque lecture. La machine est partagée (d’autres travaux tournent à ` +
      `côté, relevés par \`top\` et la charge) : les chiffres sont des bornes basses.`,
    '',
    '### Temps passé dans PostgreSQL par lecture',
    '',
    'Les requêtes SQL que chaque route envoie (capturées dans Drizzle, application dans le processus du banc), ' +
      'chacune sous `EXPLAIN ANALYZE` trois fois, la plus rapide gardée (planification et exécution), ' +
      'additionnées : ce que la base coûte à une requête seule, quelle que soit la charge de la machine. ' +
      'Le reste du temps mesuré plus bas est celui du processus Node et de l’attente de la machine.',
    '',
    `| Route | ${times.labels.join(' | ')} |`,
    `|---|${times.labels.map(() => '---').join('|')}|`,
    ...times.rows.map(
      (r) =>
        `| ${r.title} | ${r.cells.map((c) => `${c.total.toFixed(1)} ms (${c.statements} requêtes)`).join(' | ')} |`,
    ),
    '',
    ...sections.map((s) => s.text),
    misses.length === 0
      ? `**Objectif p99 < ${P99_TARGET_MS} ms : atteint** pour toutes les lectures, dans les deux configurations.`
      : `**Objectifs manqués** :${misses.map((m) => `\n- ${m}`).join('')}`,
    '',
    end,
  ].join('\n');
  writePerformanceBlock('scale', block);
  console.log(`\n${block}\n\nÉcrit dans docs/performance.md.`);
  return misses;
}

export async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Le mode échelle mesure la base de DATABASE_URL.');
  const started = performance.now();
  const { doualaMonthYear } = await import('@quartier/shared');
  const year = doualaMonthYear(new Date()).year;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let sessionIds = [];
  try {
    const data = await survey(client);
    console.log(
      `Base : ${int(data.counts.associations)} associations, ${int(data.counts.membres)} membres, ` +
        `${int(data.counts.cotisations)} cotisations ; la plus grande : ${data.largest.slug} (${int(data.largest.membres)} membres).`,
    );
    sessionIds = await openSessions(client, data.associations);
    console.log('\n▶ Temps dans la base de chaque lecture (EXPLAIN ANALYZE)');
    const times = await databaseTimes(data, year);
    const configurations = [];
    configurations.push(await measureConfiguration('Un processus serveur', false, client, data, year));
    configurations.push(
      await measureConfiguration(
        `${WORKERS} processus serveur derrière une adresse (node:cluster, répartition tour à tour)`,
        true,
        client,
        data,
        year,
      ),
    );
    const misses = writeDoc(data, times, configurations, started);
    if (misses.length > 0) {
      console.error(`\n✖ Objectifs manqués :\n${misses.map((m) => `  - ${m}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    if (sessionIds.length > 0) await client.query('delete from sessions where id = any($1::int[])', [sessionIds]);
    await client.end();
  }
}
