// `npm run bench:web`: Lighthouse on every page of the web app's route table (issue 24), each
// loaded cold (no HTTP cache, no service worker) and, inside the app, signed in with the role that
// uses it, on a large association (the bench seed: 5,000 members over 6 years). Two series:
// Lighthouse's mobile profile (phone screen, simulated slow 4G, CPU slowed 4 times), and the same
// with the CPU slowed 8 times (a low-end Android phone). Each page is served as members reach it
// in production (HTTPS and HTTP/2 in front of the server, as deploy/nginx.conf does:
// ./https-relay.mjs). In the same run, a "floor" page: plain HTML rendered by a small server of
// this script on each request, with the Inscriptions page's content (the header total and the
// first 10 members, read from the API), no script: what this machine and network profile allow.
// Each page's LCP is shown as a ratio to the floor's. Reports performance, LCP, CLS, TBT,
// accessibility and Lighthouse's benchmark index, and writes the table between the bench:web
// markers of docs/performance.md (only with 9 runs or more: fewer is a quick check).
//
// Options (`npm run bench:web -- --runs 3 --pages login,inscriptions --series mobile`):
//   --runs N (BENCH_WEB_RUNS, 9): runs per page and series, the median by performance score is
//     kept (single runs of one page spread over 8 points on the shared machines);
//   --pages a,b: only these pages (keys below; the floor is always measured);
//   --series mobile,cpu8: only these series;
//   --members N (5000) --years N (6): the size of the association;
//   --direct: also each page straight from the server over HTTP/1.1 (`npm start` on a laptop),
//     for information.
// BENCH_WEB_PORT (3022) for the server, BENCH_WEB_HTTPS_PORT (3443) for the HTTPS relay,
// BENCH_WEB_FLOOR_PORT (3023) and BENCH_WEB_FLOOR_HTTPS_PORT (3444) for the floor page and its
// relay, BENCH_WEB_SMS_PORT (3024) for the SMS gateway that receives the confirmation link;
// WEB_DIR: the built web app to serve (default apps/web/dist);
// BENCH_WEB_REPORTS=<dir>: keeps each run's full Lighthouse report (JSON) and its trace there, to see why.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { performanceMarkers, root, writePerformanceBlock } from '../lib.mjs';
import { startHttpsRelay } from './https-relay.mjs';
import { api, importServer, startServer } from './lib.mjs';

const { REGISTRATION_FEE } = await import('@quartier/shared');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_WEB_RUNS ?? '9' },
    pages: { type: 'string' },
    series: { type: 'string', default: 'mobile,cpu8' },
    members: { type: 'string', default: '5000' },
    years: { type: 'string', default: '6' },
    direct: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const MEMBERS = Number(args.members);
const YEARS = Number(args.years);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3022);
const HTTPS_PORT = Number(process.env.BENCH_WEB_HTTPS_PORT ?? 3443);
const FLOOR_PORT = Number(process.env.BENCH_WEB_FLOOR_PORT ?? 3023);
const FLOOR_HTTPS_PORT = Number(process.env.BENCH_WEB_FLOOR_HTTPS_PORT ?? 3444);
const SMS_PORT = Number(process.env.BENCH_WEB_SMS_PORT ?? 3024);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The runs the docs' table needs; fewer is a quick check, printed only. */
const RUNS_FOR_DOC = 9;
const MARKERS = performanceMarkers('web');
const PASSWORD = 'demo-quartier';

/** Issue 24's targets, judged on the production access. */
const TARGETS = {
  mobile: { performance: 95, tbtMs: 150, lcpRatio: 1.25, cls: 0.1, accessibility: 95 },
  cpu8: { performance: 85 },
};
/** Lighthouse's mobile profile, and the same with the CPU slowed 8 times instead of 4. */
const SERIES = {
  mobile: { label: 'mobile (processeur ÷4)', flags: {} },
  cpu8: { label: 'processeur ÷8', flags: { throttling: { cpuSlowdownMultiplier: 8 } } },
};

/** The bench seed's officers and a member (db/seed/demo.ts DEMO_ROLE_LOGINS: the same phones). */
const ROLES = {
  president: { phone: '690000001', label: 'Président' },
  secretaire: { phone: '690000002', label: 'Secrétaire' },
  membre: { phone: '690000003', label: 'Membre' },
  tresorier: { phone: '690000004', label: 'Trésorier' },
  commissaire_aux_comptes: { phone: '690000006', label: 'Commissaire aux comptes' },
};

/**
 * Every route of apps/web/src/config/paths.ts (the /a/<slug>/ forms of the pages before login
 * render the same pages), with the role that uses it. `path` may be a function of the run's
 * context (the confirmation link's token).
 */
const PAGES = {
  welcome: { route: 'root', name: 'Accueil', path: '/' },
  createAssociation: { route: 'createAssociation', name: 'Créer une association', path: '/creerAssociation' },
  login: { route: 'login', name: 'Connexion', path: '/login' },
  confirmation: {
    route: 'confirmRegistration',
    name: 'Confirmation d’inscription',
    path: (context) => `/confirmRegistration/${encodeURIComponent(context.confirmationToken)}`,
  },
  forgotPassword: { route: 'forgotPassword', name: 'Mot de passe oublié', path: '/forgotPassword' },
  dashboard: { route: 'dashboard', name: 'Tableau de bord', path: '/dashboard', role: 'president' },
  notifications: { route: 'notifications', name: 'Notifications', path: '/notifications', role: 'secretaire' },
  stats: { route: 'stats', name: 'Statistiques', path: '/stats', role: 'tresorier' },
  myContributions: { route: 'myContributions', name: 'Mes contributions', path: '/myContributions', role: 'membre' },
  aboutUs: { route: 'aboutUs', name: 'À propos de nous', path: '/aboutUs', role: 'membre' },
  fondSolidarite: {
    route: 'fondSolidarite',
    name: 'Fond de solidarité',
    path: '/cotisation/fondSolidarite',
    role: 'tresorier',
  },
  cotisationMensuelles: {
    route: 'cotisationMensuelles',
    name: 'Cotisations Mensuelles',
    path: '/cotisation/cotisationMensuelles',
    role: 'tresorier',
  },
  inscriptions: { route: 'inscriptions', name: 'Inscriptions', path: '/cotisation/inscriptions', role: 'secretaire' },
  journal: { route: 'journal', name: 'Journal', path: '/journal', role: 'commissaire_aux_comptes' },
  profile: { route: 'profile', name: 'Mon profil', path: '/profile', role: 'membre' },
  passwordReset: { route: 'passwordReset', name: 'Mot de passe', path: '/passwordReset', role: 'membre' },
};
const FLOOR = { name: 'Plancher : Inscriptions en HTML simple', path: '/plancher', role: null, floor: true };

/** A route added to the web app without a line here fails the bench, so every page stays measured. */
function checkEveryRoute() {
  const source = fs.readFileSync(path.join(root, 'apps/web/src/config/paths.ts'), 'utf8');
  const table = source.slice(source.indexOf('export const paths = {'), source.indexOf('} as const;'));
  const routes = [...table.matchAll(/^ {2}(\w+): \{/gm)].map((m) => m[1]).filter((r) => !r.startsWith('association'));
  const measured = new Set(Object.values(PAGES).map((p) => p.route));
  const missing = routes.filter((r) => !measured.has(r));
  if (missing.length) throw new Error(`routes sans mesure dans scripts/bench/web.mjs : ${missing.join(', ')}`);
}

checkEveryRoute();
if (!fs.existsSync(CHROMIUM)) {
  console.error(`✖ Chromium introuvable (${CHROMIUM}). Installez-le : sudo apt-get install -y chromium`);
  process.exit(1);
}
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs : un entier ≥ 1.');
const chosenSeries = args.series.split(',').map((s) => s.trim());
for (const s of chosenSeries) if (!SERIES[s]) throw new Error(`--series : ${Object.keys(SERIES).join(', ')}.`);
const chosenPages = args.pages ? args.pages.split(',').map((p) => p.trim()) : Object.keys(PAGES);
for (const p of chosenPages) if (!PAGES[p]) throw new Error(`--pages : ${Object.keys(PAGES).join(', ')}.`);

/** The large association, seeded with the server's own code before the server starts on it. */
async function seedLargeAssociation(dataDir) {
  const { openDatabase } = await importServer('db/client');
  const { seedBench } = await importServer('db/seed/bench');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await handle.migrate();
    const started = performance.now();
    await seedBench(handle.db, { members: MEMBERS, years: YEARS });
    console.log(
      `Association remplie (${MEMBERS} membres, ${YEARS} ans) en ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await handle.close();
  }
}

/** The SMS gateway the server posts to (SMS_PROVIDER=http): keeps the messages to read links from. */
async function startSmsGateway() {
  const messages = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        messages.push(JSON.parse(body));
      } catch {
        /* not a message */
      }
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(SMS_PORT, '127.0.0.1', resolve));
  return { messages, close: () => new Promise((resolve) => server.close(resolve)) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-web-bench-'));
const cleanups = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
async function cleanup() {
  for (const step of cleanups.reverse()) await step();
}

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

/**
 * The floor: what the Inscriptions page shows first (its title, the total of the registration
 * fund with the member count, the first 10 members), rendered as plain HTML on each request from
 * the API's answer (the same query the page sends), no script, a few lines of CSS.
 */
function startFloorServer(base, token) {
  const xaf = (n) => `${Number(n).toLocaleString('fr-FR')} XAF`;
  const server = http.createServer(async (req, res) => {
    try {
      const { status, body } = await api(base, 'GET', '/cotisation/allMembres?page=1&pageSize=10&q=', { token });
      if (status !== 200) throw new Error(`allMembres : ${status}`);
      const rows = body.members
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.nom)} ${escapeHtml(m.prenom)}</td><td>${escapeHtml(m.bloc ?? '')}</td>` +
            `<td>${escapeHtml(m.telephone ?? '')}</td><td>${escapeHtml(m.statut)}</td></tr>`,
        )
        .join('');
      const html =
        '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Inscriptions</title>' +
        '<meta name="description" content="Inscriptions de l’association">' +
        '<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1b1e}' +
        '.card{border:1px solid #dee2e6;border-radius:8px;padding:16px;margin-bottom:16px}' +
        '.dim{color:#5c5f66;font-size:14px}h1{font-size:22px}h2{font-size:26px;margin:4px 0}' +
        'table{border-collapse:collapse;width:100%;font-size:14px}td,th{text-align:left;padding:8px;border-bottom:1px solid #dee2e6}</style>' +
        '</head><body><main><h1>Inscriptions</h1>' +
        `<div class="card"><div class="dim">Total des inscriptions</div><h2>${xaf(body.montantInscriptions)}</h2>` +
        `<div class="dim">${body.count.toLocaleString('fr-FR')} membres × ${xaf(REGISTRATION_FEE)} = ${xaf(body.montantInscriptions)}</div></div>` +
        '<table><thead><tr><th>Nom</th><th>Bloc</th><th>Téléphone</th><th>Statut</th></tr></thead>' +
        `<tbody>${rows}</tbody></table></main></body></html>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error.message));
    }
  });
  return new Promise((resolve) =>
    server.listen(FLOOR_PORT, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

/** The stored login the web app reads (apps/web/src/lib/session.ts saveSession, 'Se souvenir de moi'). */
async function signIn(base, phone) {
  const { status, body } = await api(base, 'POST', '/auth/login', { body: { telephone: phone, password: PASSWORD } });
  if (status !== 200) throw new Error(`connexion de ${phone} refusée : ${JSON.stringify(body)}`);
  const { token, expiresAt, membre, association, associations } = body;
  return {
    token,
    storage: {
      token,
      membre_id: String(membre.id),
      telephone: membre.telephone,
      nom: membre.nom,
      prenom: membre.prenom,
      role: membre.Role.nom,
      role_code: membre.Role.code,
      expiresAt,
      ...(association
        ? {
            association_id: String(association.id),
            association_slug: association.slug,
            association_nom: association.nom,
          }
        : {}),
      associations: JSON.stringify(associations ?? []),
    },
  };
}

/** A neighbour registered by the Secrétaire: the link of her SMS opens the confirmation page. */
async function confirmationToken(base, secretaryToken, sms) {
  const roles = await api(base, 'GET', '/user/roles', { token: secretaryToken });
  const membre = roles.body.roles.find((r) => r.code === 'membre').id;
  const phone = `656${String(Date.now()).slice(-6)}`;
  const registered = await api(base, 'POST', '/auth/register', {
    token: secretaryToken,
    body: {
      nom: 'Banc',
      prenom: 'Confirmation',
      telephone: phone,
      bloc: 'Bloc A',
      sexe: 'F',
      cotisations: [1, 3],
      role: membre,
    },
  });
  if (registered.status !== 200) throw new Error(`inscription refusée : ${JSON.stringify(registered.body)}`);
  // The outbox sends within its next pass (every 5 s at most), after what it already holds: the
  // seed's reminders to thousands of members come first, hence two minutes.
  for (let i = 0; i < 600; i++) {
    const message = sms.messages.find((m) => m.to?.endsWith(phone) && /confirmRegistration\//.test(m.message));
    if (message) return decodeURIComponent(message.message.match(/confirmRegistration\/([^\s/?#]+)/)[1]);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`pas de SMS de confirmation reçu (${sms.messages.length} SMS reçus en tout)`);
}

/** One Lighthouse run of a page, loaded cold but with the session already stored (and its page cookie). */
async function measure(browser, { url, storage, origin, flags }) {
  const page = await browser.newPage();
  try {
    const client = await page.createCDPSession();
    await client.send('Network.enable');
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((values) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, storage);
    // Cold load: no HTTP cache, no service worker, no cache storage; the stored login stays.
    await client.send('Network.clearBrowserCache');
    await client.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cache_storage,service_workers,indexeddb,cookies',
    });
    // A signed-in browser also holds the page cookie its login set (ADR 0030 step 2).
    if (storage.token)
      await client.send('Network.setCookie', {
        name: 'session_page',
        value: storage.token,
        url: origin,
        path: '/',
        httpOnly: true,
        secure: origin.startsWith('https:'),
        sameSite: 'Lax',
      });
    const result = await lighthouse(
      url,
      {
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        logLevel: 'error',
        ...flags,
      },
      undefined,
      page,
    );
    const { categories, audits, configSettings } = result.lhr;
    if (process.env.BENCH_WEB_REPORTS) {
      fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-x${configSettings.throttling.cpuSlowdownMultiplier}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(result.lhr));
      // The trace shows what the report's "Unattributable" tasks were (open it in DevTools' Performance panel).
      if (result.artifacts?.Trace)
        fs.writeFileSync(
          path.join(process.env.BENCH_WEB_REPORTS, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(result.artifacts.Trace),
        );
    }
    if (result.lhr.runtimeError) throw new Error(`Lighthouse : ${result.lhr.runtimeError.message}`);
    const wanted = new URL(url).pathname;
    // The confirmation link opens its page under the association's address (/a/<slug>/…).
    if (!new URL(result.lhr.finalDisplayedUrl).pathname.endsWith(wanted))
      throw new Error(`${wanted} a mené à ${result.lhr.finalDisplayedUrl}`);
    if (typeof audits['largest-contentful-paint'].numericValue !== 'number')
      throw new Error(`pas de mesure du LCP (${audits['largest-contentful-paint'].errorMessage ?? 'raison inconnue'})`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier,
      // Lighthouse's own measure of how fast this machine is at that moment: the scores move with it.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failedA11y: Object.values(audits)
        .filter(
          (audit) =>
            audit.score === 0 && result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
        )
        .map((audit) => audit.id),
    };
  } finally {
    await page.close();
  }
}

const rows = [];
const benchmarkIndexes = Object.fromEntries(chosenSeries.map((s) => [s, []]));
let chrome;
try {
  console.log(`▶ Remplissage de l’association du banc (${MEMBERS} membres, ${YEARS} ans)…`);
  await seedLargeAssociation(dataDir);
  const sms = await startSmsGateway();
  cleanups.push(sms.close);
  const server = await startServer({
    port: PORT,
    env: {
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'error',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${SMS_PORT}/sms`,
    },
  });
  cleanups.push(server.stop);
  const { base } = server;
  const relay = await startHttpsRelay({ port: HTTPS_PORT, target: PORT });
  cleanups.push(relay.close);

  const sessions = {};
  for (const [role, { phone }] of Object.entries(ROLES)) sessions[role] = await signIn(base, phone);
  const context = {
    confirmationToken: chosenPages.includes('confirmation')
      ? await confirmationToken(base, sessions.secretaire.token, sms)
      : null,
  };
  // The floor reads the list as the Secrétaire, the role the Inscriptions page is measured with.
  const floor = await startFloorServer(base, sessions[PAGES.inscriptions.role].token);
  cleanups.push(floor.close);
  const floorRelay = await startHttpsRelay({ port: FLOOR_HTTPS_PORT, target: FLOOR_PORT });
  cleanups.push(floorRelay.close);

  /** The production access is judged; the direct one is for information. */
  const accesses = [
    { access: 'HTTPS + HTTP/2 (production)', origin: relay.origin, floorOrigin: floorRelay.origin, judged: true },
    ...(args.direct
      ? [
          {
            access: 'HTTP/1.1 direct',
            origin: `http://localhost:${PORT}`,
            floorOrigin: `http://localhost:${FLOOR_PORT}`,
            judged: false,
          },
        ]
      : []),
  ];

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      // The browser of a French-speaking member, like the bench association's members (the
      // default language): without it Chromium says en-US and each page first fetches English.
      // Headless Chromium ignores --lang: navigator.languages follows --accept-lang only.
      '--lang=fr-FR',
      '--accept-lang=fr-FR,fr',
      // The relay's certificate is self-signed.
      '--ignore-certificate-errors',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const targets = [FLOOR, ...chosenPages.map((key) => ({ key, ...PAGES[key] }))];
  for (const seriesKey of chosenSeries) {
    const series = SERIES[seriesKey];
    for (const { access, origin, floorOrigin, judged } of accesses) {
      for (const target of targets) {
        const pagePath = typeof target.path === 'function' ? target.path(context) : target.path;
        const from = target.floor ? floorOrigin : origin;
        const run = () =>
          measure(browser, {
            url: `${from}${pagePath}`,
            origin: from,
            storage: target.role ? sessions[target.role].storage : {},
            flags: series.flags,
          });
        // A run Lighthouse could not finish (no paint recorded, its trace without a navigation
        // start: NO_NAVSTART, seen twice in a row on one page of a 300-run series) is run again,
        // up to three times.
        const runOrRetry = async (attempt = 1) => {
          try {
            return await run();
          } catch (error) {
            if (attempt >= 4) throw error;
            console.warn(`⚠ ${series.label} ${access} ${pagePath} : ${error.message} ; nouvel essai`);
            return runOrRetry(attempt + 1);
          }
        };
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runOrRetry());
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(runs.length / 2)];
        const row = {
          ...target,
          path: target.floor ? FLOOR.path : pagePath.replace(/confirmRegistration\/.*/, 'confirmRegistration/:token'),
          ...median,
          range: [runs[0].performance, runs.at(-1).performance],
          series: seriesKey,
          access,
          judged,
        };
        rows.push(row);
        benchmarkIndexes[seriesKey].push(...runs.map((r) => r.benchmarkIndex));
        console.log(
          `${series.label} ${access} ${row.path} (${target.role ? ROLES[target.role].label : 'sans session'}) : ` +
            `performance ${runs.map((r) => r.performance).join(' / ')} → ${median.performance}, ` +
            `LCP ${(median.lcpMs / 1000).toFixed(2)} s, CLS ${median.cls.toFixed(3)}, TBT ${Math.round(median.tbtMs)} ms, ` +
            `accessibilité ${median.accessibility}${median.failedA11y.length ? ` (${median.failedA11y.join(', ')})` : ''}, ` +
            `processeur ÷${median.cpuSlowdown}, indice de la machine ${runs.map((r) => Math.round(r.benchmarkIndex)).join(' / ')}`,
        );
      }
    }
  }
  await browser.disconnect();
} finally {
  chrome?.kill();
  await cleanup();
}

// Each page's LCP against the floor's, in the same series and access.
for (const row of rows) {
  const floorRow = rows.find((r) => r.floor && r.series === row.series && r.access === row.access);
  row.lcpRatio = row.lcpMs / floorRow.lcpMs;
}

const missed = [];
const fr = (n, digits) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const lines = rows.map((row) => {
  const target = TARGETS[row.series];
  const checks = {
    performance: row.performance >= target.performance,
    ...(target.tbtMs ? { tbt: row.tbtMs <= target.tbtMs } : {}),
    ...(target.lcpRatio ? { lcp: row.lcpRatio <= target.lcpRatio } : {}),
    ...(target.cls ? { cls: row.cls < target.cls } : {}),
    ...(target.accessibility ? { accessibility: row.accessibility >= target.accessibility } : {}),
  };
  // The floor is the reference, not a page of the app; only the production rows are judged.
  const judged = row.judged && !row.floor;
  if (judged)
    for (const [what, ok] of Object.entries(checks))
      if (!ok) missed.push(`${SERIES[row.series].label} ${row.path} : ${what}`);
  const mark = (ok, text) => (!judged || ok === undefined ? text : ok ? `${text} ✔` : `**${text}** ✖`);
  return (
    `| ${row.name} (\`${row.path}\`) | ${row.role ? ROLES[row.role].label : '—'} | ${SERIES[row.series].label} | ` +
    `${row.access} | ${mark(checks.performance, String(row.performance))} | ${row.range[0]}–${row.range[1]} | ` +
    `${fr(row.lcpMs / 1000, 2)} s | ${mark(checks.lcp, `${fr(row.lcpRatio, 2)} ×`)} | ` +
    `${mark(checks.cls, fr(row.cls, 3))} | ${mark(checks.tbt, `${Math.round(row.tbtMs)} ms`)} | ` +
    `${mark(checks.accessibility, String(row.accessibility))} |`
  );
});

const indexLines = chosenSeries.map((s) => {
  const values = benchmarkIndexes[s];
  return (
    `- ${SERIES[s].label} : médiane ${indexText(medianOf(values))} (de ${indexText(Math.min(...values))} à ` +
    `${indexText(Math.max(...values))})`
  );
});

const block = [
  MARKERS[0],
  `Mesuré le ${new Date().toLocaleDateString('fr-FR')} par \`npm run bench:web\` : Lighthouse ${lighthouseVersion()} dans le`,
  'Chromium de Debian, profil mobile (écran de téléphone, 4G lente simulée, processeur ralenti 4×), puis le même',
  'profil avec le processeur ralenti 8× (un Android d’entrée de gamme). Chaque page de la table des routes est',
  'chargée à froid (sans cache ni service worker), navigateur en français (la langue des membres du banc),',
  'session du rôle qui s’en sert déjà enregistrée, sur une',
  `grande association (données du banc : ${MEMBERS.toLocaleString('fr-FR')} membres, ${YEARS} ans), servie comme en`,
  'production (HTTPS et HTTP/2 devant le serveur, ce que fait nginx dans `deploy/nginx.conf`). Le plancher est une',
  'page HTML simple rendue à chaque requête avec le contenu de la page Inscriptions (total de l’en-tête et 10',
  'membres, lus dans l’API), sans script, mesurée dans le même passage : « LCP / plancher » rapporte le LCP de',
  `chaque page au sien. Médiane de ${RUNS} passages par page et par série. Objectifs (issue 24), profil mobile :`,
  `performance ≥ ${TARGETS.mobile.performance}, TBT ≤ ${TARGETS.mobile.tbtMs} ms, LCP ≤ ${fr(TARGETS.mobile.lcpRatio, 2)} × le plancher,`,
  `CLS < ${fr(TARGETS.mobile.cls, 2)}, accessibilité ≥ ${TARGETS.mobile.accessibility} ; processeur ralenti 8× : performance ≥ ${TARGETS.cpu8.performance}.`,
  '',
  `Machine : ${machine()}.`,
  'Indice de vitesse de la machine mesuré par Lighthouse pendant les passages (plus il est bas, plus la machine',
  'est lente ou chargée à ce moment-là, et plus les notes baissent) :',
  ...indexLines,
  '',
  '| Page | Rôle | Série | Accès | Performance (médiane) | Passages | LCP | LCP / plancher | CLS | TBT | Accessibilité |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...lines,
  '',
  missed.length === 0
    ? 'Tous les objectifs sont atteints en production.'
    : `Objectifs manqués en production : ${missed.join(' ; ')}.`,
  MARKERS[1],
].join('\n');

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function indexText(value) {
  return Math.round(value).toLocaleString('fr-FR');
}

function machine() {
  const cpu = os.cpus()[0]?.model.trim() ?? 'processeur inconnu';
  return `${cpu} (${os.cpus().length} cœurs), ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}`;
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

const complete = RUNS >= RUNS_FOR_DOC && chosenPages.length === Object.keys(PAGES).length && chosenSeries.length === 2;
if (complete) {
  writePerformanceBlock('web', block, '## Lighthouse (`npm run bench:web`, issue 24)');
  console.log(`\nTableau écrit dans docs/performance.md.`);
} else
  console.log(
    `\n${block}\n\nVérification rapide (moins de ${RUNS_FOR_DOC} passages, ou pas toutes les pages et séries) : ` +
      'docs/performance.md n’est pas modifié.',
  );
if (missed.length > 0) {
  console.error(`✖ Objectifs manqués : ${missed.join(' ; ')}`);
  process.exit(1);
}
console.log('✔ Objectifs atteints sur toutes les pages mesurées.');
