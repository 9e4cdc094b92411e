// Bundle budget of the web app (issue 9), and no import loop between chunks: for each route,
// the gzipped JavaScript a browser downloads to show it — the entry chunk and its static
// imports, the route's lazy chunk and its static imports (plus the signed-in shell for the
// pages inside it). Fails when the login route goes over 150 Ko or any route over 300 Ko.
// Node built-ins only.
//
//   node scripts/check-bundle.mjs [--dir apps/web/dist] [--write]
//
// --dir: the built web app (a `vite build --outDir` elsewhere); --write: puts the table into
// docs/performance.md between the bench:bundle markers.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { performanceMarkers, root, writePerformanceBlock } from './lib.mjs';

export const BUDGETS = { login: 150_000, route: 300_000 };
const MARKERS = performanceMarkers('bundle');

const { values: options } = parseArgs({
  options: { dir: { type: 'string', default: path.join(root, 'apps/web/dist') }, write: { type: 'boolean' } },
});
const dist = path.resolve(options.dir);
const web = path.join(root, 'apps/web');

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile))
  fail(`Manifeste de build introuvable (${manifestFile}) : lancez « npm run build » (build.manifest de Vite).`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** Route patterns from src/config/paths.ts: name → '/login'. */
function routePaths() {
  const source = fs.readFileSync(path.join(web, 'src/config/paths.ts'), 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s+(\w+): \{\s*path: '([^']+)'/gm)].map((m) => [m[1], m[2]]));
}

/**
 * Routes of src/app/router.tsx with the module each one loads lazily, and whether it sits
 * inside the signed-in shell (AppLayout).
 */
function routes() {
  const source = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
  const patterns = routePaths();
  // `const loadLogin: Load = () => import('…')` / `const LoginPage = page(() => import('…'))`,
  // then `const LoginPage = page(loadLogin)`.
  const lazyModules = Object.fromEntries(
    [...source.matchAll(/const (\w+)(?:: \w+)? = (?:page\()?\(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]),
  );
  for (const m of source.matchAll(/const (\w+) = page\((\w+)\)/g))
    if (lazyModules[m[2]]) lazyModules[m[1]] = lazyModules[m[2]];
  const found = [];
  // A page imported statically (`import { Component as LoginPage } from '…'`) is in the entry.
  const entryModules = Object.fromEntries(
    [...source.matchAll(/import \{ Component as (\w+) \} from '([^']+)'/g)].map((m) => [m[1], m[2]]),
  );
  // Prettier writes a long <Route …/> over several lines: any white space between its parts.
  for (const m of source.matchAll(/<Route\s+path=\{paths\.(\w+)\.path\}\s+element=\{<(\w+)(?:\s[^>]*)?\s\/>\}/g))
    found.push({
      name: m[1],
      pattern: patterns[m[1]],
      module: lazyModules[m[2]] ?? entryModules[m[2]],
      inEntry: !lazyModules[m[2]],
      shell: false,
    });
  for (const m of source.matchAll(
    /path: shellPages\.(\w+)\.path,\s*(?:Page|load): (?:page\()?\(\) => import\('([^']+)'\)/g,
  ))
    found.push({ name: m[1], pattern: patterns[m[1]], module: m[2], shell: true });
  const notFound = /<Route path="\*" element=\{<(\w+) \/>\}/.exec(source);
  if (notFound) found.push({ name: 'notFound', pattern: '(adresse inconnue)', module: lazyModules[notFound[1]] });
  if (!lazyModules.AppLayout) fail('router.tsx : le chargement paresseux de AppLayout est introuvable.');
  // No route may drop out of the check unseen (the login route carries the tighter budget): every
  // `<Route path={paths.…` and every shell page of the table must have been read.
  const written = [...source.matchAll(/<Route\s+path=\{paths\.|path: shellPages\.\w+\.path,/g)].length;
  if (
    found.filter((route) => route.name !== 'notFound').length !== written ||
    !found.some((route) => route.name === 'login') ||
    found.some((route) => !route.pattern || !route.module)
  )
    fail(`router.tsx : routes mal lues (${JSON.stringify(found)}) ; mettez à jour scripts/check-bundle.mjs.`);
  return { found, layout: lazyModules.AppLayout };
}

/**
 * Manifest key of a source module imported as '@/features/…/login'. A module that is also
 * imported statically elsewhere can be merged into a shared chunk keyed '_Name-hash.js': then
 * the entry's dynamic import of that name is the one.
 */
function chunkKey(module) {
  const base = module.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/');
  const bySource = Object.keys(manifest).find((key) => /^(.*)\.(tsx?|jsx?)$/.exec(key)?.[1] === base);
  if (bySource) return bySource;
  const name = path.basename(base);
  const merged = (manifest[entryKey].dynamicImports ?? []).find((key) => manifest[key]?.name === name);
  if (!merged) fail(`Aucun fichier du build ne correspond à ${module} (manifeste de Vite).`);
  return merged;
}

/** The chunk and everything it imports statically: what loading it downloads. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  if (chunk.file.endsWith('.js')) into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/**
 * Static imports between chunks must not loop: the 'shared' group of vite.config.ts leaves some
 * of its modules' dependencies in other chunks (includeDependenciesRecursively: false), and a
 * chunk importing a chunk that imports it back can run a module before what it needs
 * ('Cannot access … before initialization' on a phone). Returns the first loop found.
 */
function importLoop() {
  const state = new Map(); // key → 'visiting' | 'done'
  const path = [];
  const visit = (key) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'visiting') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'visiting');
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const loop = visit(imported);
      if (loop) return loop;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const loop = visit(key);
    if (loop) return loop.map((k) => manifest[k]?.file ?? k);
  }
  return null;
}

const loop = importLoop();
if (loop)
  fail(`Boucle d'imports entre morceaux du build : ${loop.join(' → ')}. Revoyez les groupes de vite.config.ts.`);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail("Le manifeste n'a pas de point d'entrée (index.html).");

/**
 * Each lazily loaded piece's list of files (`__vite__mapDeps([…])`, rewritten by vite.config.ts's
 * slicedPreload) is evaluated in its order, one chunk per task (src/lib/sliced-preload.ts): a chunk
 * listed before one it imports would carry it into its own task, and a chunk of the entry listed
 * would cost a task for nothing. Returns the first such list found.
 */
function misorderedPieceList() {
  const importsOf = new Map(
    Object.values(manifest).map((chunk) => [chunk.file, (chunk.imports ?? []).map((key) => manifest[key]?.file)]),
  );
  const withEntry = closure(entryKey);
  for (const file of fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
    const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(code)?.[1];
    if (!list) continue;
    const files = JSON.parse(list);
    for (const [, indexes] of code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
      const scripts = (indexes ? indexes.split(',') : [])
        .map((index) => files[Number(index)])
        .filter((dep) => dep.endsWith('.js'));
      const early = scripts.find(
        (dep, at) => withEntry.has(dep) || scripts.slice(at + 1).some((later) => importsOf.get(dep)?.includes(later)),
      );
      if (early) return { file, scripts, early };
    }
  }
  return null;
}

const misordered = misorderedPieceList();
if (misordered)
  fail(
    `Liste de fichiers d'un morceau paresseux dans ${misordered.file} mal ordonnée (${misordered.early}) : ${misordered.scripts.join(', ')}. Voir slicedPreload dans apps/web/vite.config.ts.`,
  );
const { found, layout } = routes();

const rows = found.map((route) => {
  const files = closure(entryKey);
  if (route.shell) closure(chunkKey(layout), files);
  if (!route.inEntry) closure(chunkKey(route.module), files);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = route.name === 'login' ? BUDGETS.login : BUDGETS.route;
  return { ...route, bytes, budget, files: files.size };
});

const ko = (bytes) => `${(bytes / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;
const over = rows.filter((row) => row.bytes > row.budget);

const table = [
  '| Route | JS gzip chargé | Fichiers | Budget | |',
  '|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.pattern} | ${ko(row.bytes)} | ${row.files} | ${ko(row.budget)} | ${row.bytes > row.budget ? '✖ dépassé' : '✔'} |`,
  ),
].join('\n');

console.log(`Poids JavaScript (gzip niveau 9) de chaque route, build ${path.relative(root, dist) || dist}\n`);
console.log(table);

if (options.write) {
  const block = [
    MARKERS[0],
    `Mesuré le ${new Date().toLocaleDateString('fr-FR')} par \`node scripts/check-bundle.mjs --write\` sur le build de`,
    'production : pour chaque route, le JavaScript que le navigateur télécharge pour l’afficher (point',
    'd’entrée, morceau de la route, coque connectée pour les pages internes, et leurs imports',
    'statiques), compressé en gzip. 1 Ko = 1 000 octets. `npm test` échoue au-delà des budgets.',
    '',
    table,
    MARKERS[1],
  ].join('\n');
  const doc = writePerformanceBlock('bundle', block, "## Poids de l'application web (budgets, issue 9)");
  console.log(`\nTableau écrit dans ${path.relative(root, doc)}.`);
}

if (over.length > 0) {
  for (const row of over)
    console.error(
      `✖ Budget dépassé : la route ${row.pattern} charge ${ko(row.bytes)} de JavaScript gzip, budget ${ko(row.budget)}.`,
    );
  console.error(
    '  Chargez à la demande (import() dans src/app/router.tsx ou React.lazy) ce dont la route n’a pas besoin pour s’afficher.',
  );
  process.exit(1);
}
console.log(
  `\n✔ Budgets tenus : /login ≤ ${ko(BUDGETS.login)}, chaque route ≤ ${ko(BUDGETS.route)} de JavaScript gzip.`,
);
