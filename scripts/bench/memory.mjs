// The server's memory (issue 24, ADR 0026), part of `npm run bench`: VmRSS and VmHWM read from
// /proc for the server and every process it starts (the child that creates the embedded
// database), on the first start (demo created) and on a restart, then steady after a few hundred
// requests of the hot routes. Writes its block between the bench:memory markers of
// docs/performance.md.
import fs from 'node:fs';
import { performanceMarkers, writePerformanceBlock } from '../lib.mjs';
import { startServer } from './lib.mjs';

export const MEMORY_TARGETS = { pglite: { steady: 250, peak: 400 }, postgres: { steady: 150 } };
const REQUESTS = 400;
/**
 * The signed-in pages the server writes (ADR 0030 step 2), opened between the API's hot routes
 * with the session's page cookie: their renders are part of what a server holds in memory.
 */
const WRITTEN_PAGES = ['/dashboard', '/cotisation/fondSolidarite', '/cotisation/cotisationMensuelles'];
const SETTLE_MS = 3000;

const mib = (kib) => kib / 1024;

/** VmRSS and VmHWM of a process in MiB, or null once it has exited. */
function status(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => mib(Number(text.match(new RegExp(`${name}:\\s+(\\d+)`))[1]));
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return null;
  }
}

function children(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Samples the process and its descendants every 20 ms: the highest VmHWM of each, so a
 * short-lived child counts with its own peak (read until its last sample before it exits).
 */
function watch(pid) {
  const peaks = new Map();
  const sample = (p) => {
    const s = status(p);
    if (s) peaks.set(p, Math.max(peaks.get(p) ?? 0, s.hwm));
    for (const child of children(p)) sample(child);
  };
  const timer = setInterval(() => sample(pid), 20);
  return {
    /** Peak of the server itself, and the highest of any other process it started. */
    stop() {
      clearInterval(timer);
      sample(pid);
      const others = [...peaks].filter(([p]) => p !== pid).map(([, hwm]) => hwm);
      return { server: peaks.get(pid) ?? 0, child: others.length ? Math.max(...others) : null };
    },
  };
}

/**
 * Starts the built server on `env` (flags as deployed), measures its start, signs in as the
 * secretary and sends REQUESTS requests of the hot routes in turn, then reads VmRSS once the
 * server is idle again.
 */
async function measureOnce({ port, env, routes, login }) {
  let watcher;
  const started = performance.now();
  const server = await startServer({
    port,
    env,
    onSpawn: (pid) => (watcher = watch(pid)),
  });
  try {
    const startSeconds = (performance.now() - started) / 1000;
    const ready = status(server.pid);
    const session = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    const { token } = await session.json();
    if (!token) throw new Error(`mémoire : connexion impossible (${session.status})`);
    const addresses = [...routes, ...WRITTEN_PAGES];
    for (let i = 0; i < REQUESTS; i++) {
      const address = addresses[i % addresses.length];
      const response = await fetch(`${server.base}${address}`, {
        headers: { authorization: `Bearer ${token}`, cookie: `session_page=${token}` },
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`mémoire : ${address} répond ${response.status}`);
      if (WRITTEN_PAGES.includes(address) && !body.includes('"signedIn"'))
        throw new Error(`mémoire : ${address} n’a pas été écrite par le serveur`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const steady = status(server.pid);
    const peaks = watcher.stop();
    return { startSeconds, ready: ready.rss, steady: steady.rss, peak: peaks.server, childPeak: peaks.child };
  } finally {
    watcher?.stop();
    await server.stop();
  }
}

/**
 * The demo (created by the server on its first start; on PostgreSQL with DEMO_DATA=true on an
 * empty database), measured on that first start and again on a restart; then, when given, a
 * database holding the bench data (no first start: it was filled by the bench's seed).
 */
export async function measureMemory({ kind, label, demoEnv, benchEnv, port, routes, login }) {
  const rows = [];
  const run = async (what, env, data) => {
    const row = { what, data, ...(await measureOnce({ port, env, routes, login })) };
    rows.push(row);
    console.log(
      `  mémoire, ${what} (${data}) : prêt ${row.ready.toFixed(0)} Mio, stable ${row.steady.toFixed(0)} Mio, ` +
        `pic ${row.peak.toFixed(0)} Mio${row.childPeak ? `, pic du processus de création ${row.childPeak.toFixed(0)} Mio` : ''}`,
    );
  };
  await run('premier démarrage', { ...demoEnv, DEMO_DATA: 'true' }, 'démo');
  await run('redémarrage', { ...demoEnv, DEMO_DATA: 'true' }, 'démo');
  if (benchEnv) await run('redémarrage', { ...benchEnv, DEMO_DATA: 'false' }, 'banc');
  return { kind, label, rows };
}

const int = (x) => Math.round(x).toLocaleString('fr-FR');
const mark = (ok) => (ok ? '✔' : '✖');

/** The table of one database, and what misses its targets. */
export function memorySection({ kind, label, rows }) {
  const target = MEMORY_TARGETS[kind];
  const misses = [];
  const lines = rows.map((row) => {
    const notes = [];
    // The targets are judged with the demo data; the bench data is shown for what it costs.
    if (row.data === 'démo') {
      const steadyOk = row.steady <= target.steady;
      notes.push(`${mark(steadyOk)} stable ≤ ${target.steady}`);
      if (!steadyOk) misses.push(`${label}, ${row.what} : stable ${int(row.steady)} Mio`);
      if (target.peak) {
        const peak = Math.max(row.peak, row.childPeak ?? 0);
        const peakOk = peak <= target.peak;
        notes.push(`${mark(peakOk)} pic ≤ ${target.peak}`);
        if (!peakOk) misses.push(`${label}, ${row.what} : pic ${int(peak)} Mio`);
      }
    } else notes.push('pour information');
    return (
      `| ${row.what} | ${row.data} | ${row.startSeconds.toFixed(0)} s | ${int(row.ready)} | ${int(row.steady)} | ` +
      `${int(row.peak)} | ${row.childPeak ? int(row.childPeak) : '—'} | ${notes.join(' ; ')} |`
    );
  });
  return {
    misses,
    text: [
      `### ${label}`,
      '',
      '| Démarrage | données | prêt en | RSS prêt (Mio) | RSS stable (Mio) | pic du serveur (Mio) | pic du processus de création (Mio) | objectif |',
      '|---|---|---|---|---|---|---|---|',
      ...lines,
    ].join('\n'),
  };
}

export function writeMemoryDoc(sections, { date, machine }) {
  const [start, end] = performanceMarkers('memory');
  const block = [
    start,
    '## Mémoire du serveur (`npm run bench`, issue 24, ADR 0026)',
    '',
    `Mesuré le ${date} sur ${machine}.`,
    '',
    'Méthode : le serveur compilé, lancé comme `npm start` (mêmes drapeaux de Node et même environnement, `SERVER_NODE_FLAGS` et `SERVER_ENV`), ' +
      'seul sur la boucle locale. VmRSS et VmHWM lus dans `/proc/<pid>/status` toutes les 20 ms, pour le ' +
      'serveur et pour chaque processus qu’il lance (le processus qui crée la base intégrée au premier ' +
      `démarrage) : « pic » est le VmHWM le plus haut vu. « Stable » : VmRSS ${SETTLE_MS / 1000} s après ` +
      `${REQUESTS} requêtes des routes chaudes à la suite (celles du banc ci-dessus, export Excel compris, et les ` +
      `pages connectées écrites par le serveur : ${WRITTEN_PAGES.map((page) => `\`${page}\``).join(', ')}), ` +
      'connecté comme secrétaire. Objectifs avec les données de démonstration : base intégrée stable ≤ ' +
      `${MEMORY_TARGETS.pglite.steady} Mio et pic ≤ ${MEMORY_TARGETS.pglite.peak} Mio de tout processus, ` +
      `premier démarrage compris ; PostgreSQL stable ≤ ${MEMORY_TARGETS.postgres.steady} Mio (le serveur ` +
      'PostgreSQL lui-même n’est pas compté). Les données du banc (5 000 membres) sont montrées pour information.',
    '',
    ...sections.map((s) => s.text + '\n'),
    sections.every((s) => s.misses.length === 0)
      ? 'Tous les objectifs de mémoire sont atteints.'
      : `Objectifs de mémoire manqués : ${sections
          .flatMap((s) => s.misses)
          .map((m) => `\n- ${m}`)
          .join('')}`,
    '',
    end,
  ].join('\n');
  writePerformanceBlock('memory', block);
  console.log(`\n${block}\n\nÉcrit dans docs/performance.md.`);
}
