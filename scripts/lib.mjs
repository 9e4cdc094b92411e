// Helpers for `npm start` and `npm test`: only Node built-ins, since they run before install.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The markers around a measured block of docs/performance.md ('bundle', 'web', 'server', 'memory', 'scale'). */
export function performanceMarkers(name) {
  return [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];
}

/**
 * Writes a measured block, its markers included (performanceMarkers), into docs/performance.md
 * in place of the one between the same markers; the first time, at the end of the file, under
 * `heading` when given. Returns the file's path.
 */
export function writePerformanceBlock(name, block, heading) {
  const [start, end] = performanceMarkers(name);
  const file = path.join(root, 'docs/performance.md');
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = from >= 0 ? text.indexOf(end, from) : -1;
  fs.writeFileSync(
    file,
    to >= 0
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${block}\n`,
  );
  return file;
}

/**
 * Node flags the server runs with (ADR 0026): a young generation of 2 MB semi-spaces instead of
 * 16 MB (the server's garbage is short-lived, a scavenge of 2 MB is cheap); PGlite's WebAssembly
 * compiled function by function when first called, not the whole of postgres at load; V8 told to
 * favour memory over speed (its heap is compacted and shrunk sooner, ~30 MB less after the hot
 * routes). deploy/quartier.service writes the same flags.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--wasm-lazy-compilation', '--optimize-for-size'];

/**
 * Environment the server runs with (ADR 0026, "glibc"): glibc's threshold above which malloc maps
 * its own pages, held at its default 128 KiB. Left to itself glibc raises it to the largest block
 * freed (up to 32 MiB): after one login (argon2id's 19 MiB) or one large answer, such blocks stay
 * in its arenas and the process keeps 30 to 50 MiB it no longer uses. Held, they go back to the
 * system when freed. deploy/quartier.service writes the same.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

export function say(message) {
  console.log(`\n▶ ${message}`);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`✖ Node ${process.versions.node} est trop ancien : il faut Node 20.19 ou plus récent.`);
    process.exit(1);
  }
}

/** Runs a command in the foreground; exits with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ Échec : ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a command, shows its output as it comes, and returns the output for counting. */
export function runCapture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(installed) !== 0 && mtime(installed) >= mtime(lock)) return;
  say('Installation des dépendances (npm ci)…');
  run('npm', [fs.existsSync(lock) ? 'ci' : 'install', '--include=dev', '--no-audit', '--no-fund']);
}

const SOURCES = [
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'package-lock.json',
];

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) for (const child of fs.readdirSync(full).sort()) walk(path.join(entry, child));
    else hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
  };
  SOURCES.forEach(walk);
  return hash.digest('hex');
}

/** Builds shared, server and web unless nothing changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stampFile = path.join(root, 'node_modules', '.cache', 'quartier-build-stamp');
  const current = fingerprint();
  // The web build also makes the server's entry of the app (ADR 0030), which writes the pages before login.
  const outputs = [
    'packages/shared/dist/index.js',
    'apps/server/dist/server.js',
    'apps/web/dist/index.html',
    'apps/web/dist-server/entry-server.js',
  ];
  const complete = outputs.every((file) => fs.existsSync(path.join(root, file)));
  if (!force && complete && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current) {
    // The server's build also makes the prepared PGlite cluster (ADR 0028); made again if it went
    // missing or is not the installed PGlite's (its own check, quiet when it is current).
    run(process.execPath, ['apps/server/dist/prepare-cluster.js', '--quiet']);
    return;
  }
  say('Compilation (shared, serveur, application web)…');
  run('npm', ['run', 'build']);
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, current);
}
