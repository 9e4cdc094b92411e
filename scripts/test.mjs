// `npm test`: install, build, then every suite. A suite that cannot run says so and fails.
import fs from 'node:fs';
import { checkNode, ensureBuilt, ensureInstalled, runCapture, say } from './lib.mjs';

checkNode();
ensureInstalled();
ensureBuilt();

const totals = { passed: 0, failed: 0 };
const results = [];

function count(output, kind) {
  if (kind === 'node') {
    const pass = [...output.matchAll(/^ℹ pass (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    const fail = [...output.matchAll(/^ℹ fail (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    return { pass, fail };
  }
  if (kind === 'playwright') {
    const pass = Number(/^\s+(\d+) passed/m.exec(output)?.[1] ?? 0);
    const fail = Number(/^\s+(\d+) failed/m.exec(output)?.[1] ?? 0) + Number(/^\s+(\d+) flaky/m.exec(output)?.[1] ?? 0);
    return { pass, fail };
  }
  return { pass: 0, fail: 0 };
}

async function suite(name, command, args, { kind = 'plain', env = {} } = {}) {
  say(name);
  const { code, output } = await runCapture(command, args, { env: { ...process.env, ...env } });
  const { pass, fail } = count(output, kind);
  const failed = code !== 0 ? Math.max(fail, 1) : fail;
  totals.passed += kind === 'plain' ? (code === 0 ? 1 : 0) : pass;
  totals.failed += failed;
  results.push({ name, ok: code === 0, pass: kind === 'plain' ? (code === 0 ? 1 : 0) : pass, fail: failed });
}

function unavailable(name, reason) {
  console.error(`\n✖ ${name} : IMPOSSIBLE À LANCER — ${reason}`);
  totals.failed += 1;
  results.push({ name, ok: false, pass: 0, fail: 1, reason });
}

await suite('Vérification des types (TypeScript strict)', 'npm', ['run', 'typecheck']);
await suite('Règles du code (ESLint)', 'npx', ['eslint', '--max-warnings=0', '.']);
// Code only: the docs' prose and tables are written by hand, and the migrations' snapshots by drizzle-kit.
await suite('Mise en forme du code (Prettier)', 'npx', ['prettier', '--check', '**/*.{ts,tsx,js,mjs,css}']);
await suite('Budgets de poids des pages web', 'node', ['scripts/check-bundle.mjs']);
await suite('Tests unitaires partagés', 'npm', ['test', '-w', '@quartier/shared'], { kind: 'node' });
await suite('Tests unitaires de l’application web', 'npm', ['test', '-w', '@quartier/web'], { kind: 'node' });
await suite('Tests du serveur sur PGlite', 'npm', ['test', '-w', '@quartier/server'], {
  kind: 'node',
  env: { TEST_DB: 'pglite' },
});
if (process.env.TEST_DATABASE_URL)
  await suite('Tests du serveur sur PostgreSQL', 'npm', ['test', '-w', '@quartier/server'], {
    kind: 'node',
    env: { TEST_DB: 'postgres' },
  });
else if (process.env.CI)
  unavailable('Tests du serveur sur PostgreSQL', 'TEST_DATABASE_URL est absent alors que CI est défini.');
else
  console.warn(
    '\n⚠ TEST_DATABASE_URL absent : les tests du serveur ne tournent que sur PGlite (CI les lance aussi sur PostgreSQL).',
  );

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium))
  await suite('Tests de bout en bout (Playwright, Chromium)', 'npm', ['test', '-w', '@quartier/e2e'], {
    kind: 'playwright',
  });
else
  unavailable(
    'Tests de bout en bout',
    `Chromium introuvable (${chromium}). Installez-le : sudo apt-get install -y chromium`,
  );

console.log('\nRésumé');
for (const r of results)
  console.log(
    `  ${r.ok ? '✔' : '✖'} ${r.name}: ${r.pass} réussi(s), ${r.fail} échec(s)${r.reason ? ` — ${r.reason}` : ''}`,
  );
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && results.every((r) => r.ok) ? 0 : 1);
