// `npm run bench [-- --db pglite|postgres|both --members 5000 --years 6 --memory-only]`: the server on
// a large association (issue 9), and its memory with the demo and the bench data (issue 24,
// scripts/bench/memory.mjs; --memory-only measures that alone).
// With DATABASE_URL (a database filled by `npm run bench:seed -- --associations 1000 ...`) or
// `--scale`: the scale mode of issue 22 instead (scripts/bench/scale.mjs). For each database: a throwaway database seeded by the server's bench seed,
// EXPLAIN of every statement behind the hot routes, then the built server on loopback measured with
// autocannon, each route against a trivial route of the same server in the same run. Writes the
// figures between the bench:server markers of docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { performanceMarkers, root, writePerformanceBlock } from '../lib.mjs';
import { api, cannon, fromSource, importServer, paymentRequests, runUnderTsxIfNeeded, startServer } from './lib.mjs';
import { measureMemory, memorySection, writeMemoryDoc } from './memory.mjs';

runUnderTsxIfNeeded();

if (process.env.DATABASE_URL || process.argv.includes('--scale')) {
  const { main } = await import('./scale.mjs');
  try {
    await main();
  } catch (error) {
    console.error(`\n✖ ${error.message}\n`);
    process.exitCode = 1;
  }
  process.exit();
}

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    members: { type: 'string', default: '5000' },
    years: { type: 'string', default: '6' },
    'memory-only': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WRITE_CONNECTIONS = 10;
const EXPORT_CALLS = 10;
const WRITES_PER_SECOND_DURING_READS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3041);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Not quartier_bench: that one is the scale bench's database, kept between runs (bench:seed --associations).
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'quartier_bench_jetable';
// The memory bench's empty database, where the server creates the demo.
const DEMO_DATABASE = `${BENCH_DATABASE}_demo`;
const TARGETS = { readShare: 0.25, p99Ms: 100, exportMs: 2000 };
const members = Number(args.members);
const years = Number(args.years);
const kinds = args.db === 'both' ? ['pglite', 'postgres'] : [args.db];
if (!kinds.every((k) => ['pglite', 'postgres'].includes(k))) throw new Error('--db : pglite, postgres ou both.');

const { loadConfig } = await importServer('config/env');
const { databaseTarget, openDatabase } = await importServer('db/client');
const { seedBench } = await importServer('db/seed/bench');
const { DEMO_LOGINS, DEMO_PASSWORD } = await importServer('db/seed/demo');
const { buildApp } = await importServer('app');
const { captureQueries, describePlan, hotRoutes, planOf, seqScannedTables } = await importServer('db/query-plans');
const { doualaMonthYear } = await import('@quartier/shared');

const year = doualaMonthYear(new Date()).year;
const secretary = DEMO_LOGINS.secretaire.replace('+237', '');
const shownMember = 3; // the demo 'membre' login, whose 'Mes contributions' the secretary opens

async function withAdmin(work) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A throwaway database: a temporary DATA_DIR, or `name` on the local PostgreSQL. */
async function prepare(kind, name = BENCH_DATABASE) {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-bench-'));
    const version = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version;
    return {
      label: `PGlite ${version} (base intégrée)`,
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const version = await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return (await admin.query('show server_version')).rows[0].server_version;
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL ${version.split(' ')[0]}`,
    env: { DATABASE_URL: url.toString() },
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/** Seeds in this process, then EXPLAINs every statement the hot routes send (through the real app). */
async function seedAndExplain(env) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  const handle = await openDatabase(databaseTarget(config));
  try {
    await handle.migrate();
    const started = performance.now();
    const counts = await seedBench(handle.db, { members, years });
    const seedSeconds = (performance.now() - started) / 1000;
    const app = await buildApp({ config, database: handle, webDir: null });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: secretary, password: DEMO_PASSWORD },
      });
      const authorization = `Bearer ${login.json().token}`;
      const plans = [];
      for (const route of hotRoutes(year, shownMember)) {
        let status = 0;
        const queries = await captureQueries(handle.db, async () => {
          status = (await app.inject({ method: 'GET', url: route.url, headers: { authorization } })).statusCode;
        });
        if (status !== 200) throw new Error(`${route.url} répond ${status}`);
        const explained = [];
        for (const query of queries) {
          const plan = await planOf(handle.db, query);
          explained.push({ sql: query.sql, plan, seqScans: seqScannedTables(plan) });
        }
        const heaviest = explained.reduce((a, b) => (b.plan['Total Cost'] > a.plan['Total Cost'] ? b : a));
        plans.push({
          ...route,
          statements: explained.length,
          heaviest: describePlan(heaviest.plan),
          heaviestCost: heaviest.plan['Total Cost'],
          seqScans: [...new Set(explained.flatMap((e) => e.seqScans))],
          onTransactions: explained.filter((e) => e.seqScans.includes('transactions')).map((e) => e.sql),
        });
      }
      return { counts, seedSeconds, plans };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

function summary(title, result, kind) {
  return {
    title,
    kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The built server on the seeded database, signed in as the secretary; stopped after `work`. */
async function withServer(env, work) {
  const { base, stop } = await startServer({ port: PORT, env: { ...env, DEMO_DATA: 'false' } });
  try {
    const session = await api(base, 'POST', '/auth/login', {
      body: { telephone: secretary, password: DEMO_PASSWORD },
    });
    if (!session.body.token) throw new Error(`connexion impossible : ${JSON.stringify(session.body)}`);
    const headers = { authorization: `Bearer ${session.body.token}` };
    const rows = [];
    const run = async (title, kind, options, connections = CONNECTIONS) => {
      await cannon(base, { ...options, connections: 10, amount: 100 });
      const result = await cannon(base, { ...options, connections, duration: SECONDS });
      const row = summary(title, result, kind);
      rows.push(row);
      console.log(
        `  ${title} : ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, échecs ${row.failures}`,
      );
      return row;
    };
    return await work({ base, headers, rows, run });
  } finally {
    await stop();
  }
}

/** The trivial route, then every hot read for SECONDS after a short warm-up. */
async function measureReads({ headers, run }) {
  await run('GET /api/auth/csrf (route témoin, sans base)', 'trivial', { path: '/api/auth/csrf' });
  for (const route of hotRoutes(year, shownMember).filter((r) => !r.url.includes('exportExcel')))
    await run(`GET ${route.url}`, 'read', { path: route.url, headers });
}

/**
 * As deployed (read cache on), then the reads again with READ_CACHE=false: what the first read
 * after each write costs, since every write empties the cache.
 */
async function measure(env) {
  // Without the cache first: the login burst below leaves the Secrétaire's phone over its login
  // limit (counted first, ADR 0003), and a server started after it could not sign her in.
  console.log('  sans cache des lectures (READ_CACHE=false) :');
  const uncachedRows = await withServer({ ...env, READ_CACHE: 'false' }, async ({ headers, rows, run }) => {
    await measureReads({ headers, run });
    return rows;
  });
  console.log('  comme déployé (cache des lectures) :');
  const deployed = await withServer(env, async ({ base, headers, rows, run }) => {
    await measureReads({ headers, run });
    await run('POST /api/auth/login (argon2id)', 'login', {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telephone: secretary, password: DEMO_PASSWORD }),
    });

    const payers = (await api(base, 'GET', '/cotisation/membres/3?page=1&pageSize=100', { headers })).body.members
      .filter((m) => m.statut === 'Actif')
      .map((m) => m.id);
    await run('POST /api/cotisation/transaction', 'write', paymentRequests(headers, payers, 2500), WRITE_CONNECTIONS);

    // A busy treasurer: every write empties the cache, so reads in between are partly computed.
    const ledgerUrl = hotRoutes(year, shownMember).find((r) => r.url.includes('getTransactions/3')).url;
    const writer = cannon(base, {
      ...paymentRequests(headers, payers, 2500),
      connections: 1,
      overallRate: WRITES_PER_SECOND_DURING_READS,
      duration: SECONDS,
    });
    await run(`GET ${ledgerUrl} pendant ${WRITES_PER_SECOND_DURING_READS} cotisations/s`, 'mixed', {
      path: ledgerUrl,
      headers,
    });
    const written = await writer;
    if (written.non2xx + written.errors > 0) throw new Error('des cotisations ont échoué pendant les lectures');

    const exportUrl = hotRoutes(year, shownMember).find((r) => r.url.includes('exportExcel')).url;
    const durations = [];
    for (let i = 0; i <= EXPORT_CALLS; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${exportUrl}`, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok || bytes < 1000) throw new Error(`export : ${response.status}, ${bytes} octets`);
      if (i > 0) durations.push(performance.now() - started); // the first call warms up
    }
    durations.sort((a, b) => a - b);
    const exportRow = {
      title: `GET ${exportUrl}`,
      median: durations[Math.floor(durations.length / 2)],
      max: durations.at(-1),
    };
    console.log(`  export Excel : médiane ${exportRow.median.toFixed(0)} ms, max ${exportRow.max.toFixed(0)} ms`);
    return { rows, exportRow };
  });
  return { ...deployed, uncachedRows };
}

const mark = (ok) => (ok ? '✔' : '✖');
const int = (x) => Math.round(x).toLocaleString('fr-FR');

/** The same reads with READ_CACHE=false: shown for what a computed read costs, not judged. */
function uncachedTable(kind, rows) {
  const trivial = rows.find((r) => r.kind === 'trivial');
  return [
    '| Route | req/s | part de la route témoin | p50 ms | p99 ms | échecs | au regard des objectifs |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const ratio = row.rps / trivial.rps;
      const note =
        row.kind === 'trivial'
          ? 'référence'
          : `${mark(ratio >= TARGETS.readShare)} ≥ 25 %${kind === 'postgres' ? ` ; ${mark(row.p99 < TARGETS.p99Ms)} p99 < 100 ms` : ''}`;
      return `| ${row.title} | ${int(row.rps)} | ${(ratio * 100).toFixed(0)} % | ${row.p50} | ${row.p99} | ${row.failures} | ${note} |`;
    }),
  ];
}

function section(label, kind, { counts, seedSeconds, plans }, { rows, exportRow, uncachedRows }) {
  const trivial = rows.find((r) => r.kind === 'trivial');
  const misses = [];
  const lines = rows.map((row) => {
    const ratio = row.rps / trivial.rps;
    let target;
    if (row.kind === 'read' || row.kind === 'mixed') {
      const shareOk = ratio >= TARGETS.readShare;
      const p99Ok = kind !== 'postgres' || row.p99 < TARGETS.p99Ms;
      target = `${mark(shareOk)} ≥ 25 %${kind === 'postgres' ? ` ; ${mark(p99Ok)} p99 < 100 ms` : ''}`;
      if (!shareOk) misses.push(`${row.title} : ${(ratio * 100).toFixed(0)} % de la route témoin`);
      if (!p99Ok) misses.push(`${row.title} : p99 ${row.p99} ms`);
    } else if (row.kind === 'trivial') target = 'référence';
    else if (row.kind === 'login') target = 'sans objectif (argon2id coûte par construction)';
    else target = 'sans objectif de débit';
    if (row.failures > 0) misses.push(`${row.title} : ${row.failures} réponses en échec`);
    return `| ${row.title} | ${int(row.rps)} | ${(ratio * 100).toFixed(0)} % | ${row.p50} | ${row.p99} | ${row.failures} | ${target} |`;
  });
  const exportOk = exportRow.max < TARGETS.exportMs;
  if (!exportOk) misses.push(`export Excel : ${int(exportRow.max)} ms`);
  const planLines = plans.map((p) => {
    const ok = !p.seqScans.includes('transactions');
    if (!ok) misses.push(`${p.title} : parcours séquentiel de transactions`);
    return `| ${p.title} | ${p.statements} | ${p.heaviest} | ${p.seqScans.join(', ') || '—'} | ${mark(ok)} |`;
  });
  return {
    misses,
    text: [
      `### ${label}`,
      '',
      `Données : ${Object.entries(counts)
        .map(([what, n]) => `${int(n)} ${what}`)
        .join(', ')} (semées en ${seedSeconds.toFixed(0)} s).`,
      '',
      `| Route | req/s | part de la route témoin | p50 ms | p99 ms | échecs | objectif |`,
      '|---|---|---|---|---|---|---|',
      ...lines,
      '',
      `Les mêmes lectures avec \`READ_CACHE=false\`, chaque réponse calculée par la base (ce que coûte la ` +
        `première lecture après une écriture) ; pour information, les objectifs se jugent sur le tableau ci-dessus :`,
      '',
      ...uncachedTable(kind, uncachedRows),
      '',
      `Export Excel de l’année (${EXPORT_CALLS} appels à la suite, ${int(counts.membres)} lignes) : médiane ${int(exportRow.median)} ms, max ${int(exportRow.max)} ms — ${mark(exportOk)} < 2 s.`,
      '',
      'Plans (`EXPLAIN (FORMAT JSON)` de chaque requête SQL envoyée par la route, capturée dans Drizzle) :',
      '',
      '| Route | requêtes | la plus coûteuse : nœud de tête et lecture des tables | parcours séquentiels | pas de Seq Scan sur transactions |',
      '|---|---|---|---|---|',
      ...planLines,
      '',
      misses.length === 0
        ? 'Tous les objectifs sont atteints.'
        : `Objectifs manqués : ${misses.map((m) => `\n- ${m}`).join('')}`,
    ].join('\n'),
  };
}

/** What the figures owe to the read cache, and what a computed read still costs (November 2026). */
const HOW = [
  '**Comment** : les lectures répétées sont servies par le cache des lectures (`lib/read-cache.ts`, ' +
    '[ADR 0010](adr/0010-read-cache.md)) : sessions et réponses gardées en mémoire par appelant, vidées dès ' +
    'que la base signale une écriture (migration 0008), y compris celle d’un autre serveur ; après une ' +
    'écriture, les appelants qui demandent la même chose attendent un seul calcul. La ligne « pendant ' +
    `${WRITES_PER_SECOND_DURING_READS} cotisations/s » mesure ce cas. Sans le cache (second tableau), les ` +
    'soldes et les cartes lisent `totaux_mensuels` (migration 0007) et les index couvrants ; restent lents le ' +
    'tableau d’une caisse, qui trie et compte à chaque page les 5 000 membres qui y figurent, les ' +
    'statistiques par bloc et « Mes contributions » : ce sont les premières lectures après une écriture.',
].join('');

const today = () => new Date().toLocaleDateString('fr-FR', { timeZone: 'Africa/Douala' });
function machine() {
  const cpus = os.cpus();
  return (
    `${cpus[0]?.model.trim()} (${cpus.length} cœurs), ${Math.round(os.totalmem() / 2 ** 30)} Gio, ` +
    `Node ${process.version}, ${os.type()} ${os.release()}`
  );
}

function writeDoc(sections, started) {
  const [start, end] = performanceMarkers('server');
  const block = [
    start,
    '## Serveur sur une grande association (`npm run bench`, issue 9)',
    '',
    `Mesuré le ${today()} sur ${machine()}, en ${((performance.now() - started) / 60_000).toFixed(1)} min` +
      `${fromSource ? ' (serveur lancé depuis les sources par tsx, BENCH_FROM_SOURCE)' : ''}.`,
    '',
    `Méthode : base jetable remplie par \`bench:seed\` (${members} membres, ${years} ans), serveur seul sur la ` +
      `boucle locale, autocannon dans le même processus que le banc. Chaque route : 100 requêtes d’échauffement ` +
      `puis ${SECONDS} s à ${CONNECTIONS} connexions (les écritures à ${WRITE_CONNECTIONS}, chacune avec sa ` +
      `propre \`Idempotency-Key\`), connecté comme secrétaire. La route témoin \`GET /api/auth/csrf\` passe par ` +
      `les mêmes crochets sans toucher la base : c’est le plafond de cette machine. Objectifs : chaque lecture ` +
      `≥ 25 % du débit de la route témoin ; p99 < 100 ms à ${CONNECTIONS} connexions sur PostgreSQL ; export ` +
      `Excel < 2 s ; aucun \`Seq Scan\` sur \`transactions\` dans les plans des routes chaudes. La connexion ` +
      `se mesure sans limite : les limites de débit ne comptent que les échecs.`,
    '',
    ...sections.map((s) => s.text + '\n'),
    HOW,
    '',
    end,
  ].join('\n');
  writePerformanceBlock('server', block);
  console.log(`\n${block}\n\nÉcrit dans docs/performance.md.`);
}

const memoryOnly = args['memory-only'];
const started = performance.now();
const sections = [];
const memorySections = [];
for (const kind of kinds) {
  const database = await prepare(kind);
  const demo = await prepare(kind, DEMO_DATABASE);
  console.log(`\n▶ ${database.label} : remplissage (${members} membres, ${years} ans) et plans…`);
  try {
    const seeded = await seedAndExplain(database.env);
    console.log(`  rempli en ${seeded.seedSeconds.toFixed(0)} s`);
    console.log(`▶ ${database.label} : mémoire (démo au premier démarrage, puis redémarrages)…`);
    const memory = await measureMemory({
      kind,
      label: database.label,
      demoEnv: demo.env,
      benchEnv: database.env,
      port: PORT,
      routes: hotRoutes(year, shownMember).map((r) => r.url),
      login: { telephone: secretary, password: DEMO_PASSWORD },
    });
    memorySections.push(memorySection(memory));
    if (memoryOnly) continue;
    console.log(`▶ ${database.label} : mesures (${SECONDS} s par route)…`);
    const measured = await measure(database.env);
    sections.push(section(database.label, kind, seeded, measured));
  } finally {
    await database.drop();
    await demo.drop();
  }
}
writeMemoryDoc(memorySections, { date: today(), machine: machine() });
if (!memoryOnly) writeDoc(sections, started);
const misses = [...sections, ...memorySections].flatMap((s) => s.misses);
if (misses.length > 0) {
  console.error(`\n✖ Objectifs manqués :\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  process.exitCode = 1;
}
