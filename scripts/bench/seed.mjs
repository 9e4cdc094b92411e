// `npm run bench:seed -- --members 5000 --years 6 [--force]`: fills an empty database (DATA_DIR,
// or DATABASE_URL) with one large association for the benches (apps/server/src/db/seed/bench.ts
// `seedBench`).
// `npm run bench:seed -- --associations 1000 --members 80 --years 6 [--large 3 --large-members 5000] [--force]`:
// many associations (issue 22, "Scale, measured") into the PostgreSQL of DATABASE_URL, in
// set-based SQL (`seedScale`), for `npm run bench` in its scale mode.
// Both go through the server's own migrations and seed code, and print the counts and the time.
import { parseArgs } from 'node:util';
import { importServer, runUnderTsxIfNeeded } from './lib.mjs';

function integer(values, name, min, max) {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(
      `--${name} doit être un entier entre ${min.toLocaleString('fr-FR')} et ${max.toLocaleString('fr-FR')}.`,
    );
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      associations: { type: 'string' },
      members: { type: 'string' },
      years: { type: 'string', default: '6' },
      large: { type: 'string', default: '3' },
      'large-members': { type: 'string', default: '5000' },
      force: { type: 'boolean', default: false },
    },
  });
  const scale = values.associations !== undefined;
  values.members ??= scale ? '80' : '5000';
  const members = integer(values, 'members', scale ? 8 : 10, 100_000);
  const years = integer(values, 'years', 1, 30);
  const { loadConfig } = await importServer('config/env');
  const { databaseTarget, openDatabase } = await importServer('db/client');
  const config = loadConfig();
  if (scale && !config.databaseUrl)
    throw new Error(
      'Le remplissage de nombreuses associations se fait dans PostgreSQL : donnez DATABASE_URL, par exemple ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/quartier_bench (base créée au besoin).',
    );
  if (scale) await createDatabaseIfAbsent(config.databaseUrl);
  const handle = await openDatabase(databaseTarget(config));
  const started = performance.now();
  try {
    await handle.migrate();
    let counts;
    if (scale) {
      const size = {
        associations: integer(values, 'associations', 1, 100_000),
        members,
        years,
        large: integer(values, 'large', 0, 100),
        largeMembers: integer(values, 'large-members', 8, 100_000),
        force: values.force,
      };
      console.log(
        `Remplissage : ${size.associations} associations de ${size.members} membres et ${size.large} de ` +
          `${size.largeMembers}, ${years} ans…`,
      );
      const { seedScale } = await importServer('db/seed/bench');
      counts = await seedScale(handle.db, {
        ...size,
        progress: (step, seconds) => console.log(`  ${step} : ${seconds.toFixed(1)} s`),
      });
    } else {
      const { seedBench } = await importServer('db/seed/bench');
      counts = await seedBench(handle.db, { members, years, force: values.force });
    }
    const where = config.databaseUrl ? `PostgreSQL (${redacted(config.databaseUrl)})` : `PGlite (${config.dataDir})`;
    console.log(`Base remplie (${where}) en ${((performance.now() - started) / 1000).toFixed(1)} s :`);
    for (const [what, n] of Object.entries(counts)) console.log(`  ${what} : ${n.toLocaleString('fr-FR')}`);
  } finally {
    await handle.close();
  }
}

/** The URL without its password, to print. */
function redacted(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** The bench's own database on the local server: created when absent (never dropped here). */
async function createDatabaseIfAbsent(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Base ${name} créée.`);
    }
  } finally {
    await client.end();
  }
}

runUnderTsxIfNeeded();
try {
  await main();
} catch (error) {
  console.error(`\n✖ ${error.message}\n`);
  process.exitCode = 1;
}
