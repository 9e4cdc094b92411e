// `npm run bench:seed -- --members 5000 --years 6 [--force]`: fills an empty database (DATA_DIR,
// or DATABASE_URL) with a large association for the benches, through the server's own
// migrations and seed code (apps/server/src/db/seed/bench.ts). Prints the counts and the time.
import { parseArgs } from 'node:util';
import { importServer, runUnderTsxIfNeeded } from './lib.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '5000' },
      years: { type: 'string', default: '6' },
      force: { type: 'boolean', default: false },
    },
  });
  const members = Number(values.members);
  const years = Number(values.years);
  if (!Number.isInteger(members) || members < 10 || members > 100_000)
    throw new Error('--members doit être un entier entre 10 et 100 000.');
  if (!Number.isInteger(years) || years < 1 || years > 30)
    throw new Error('--years doit être un entier entre 1 et 30.');
  const { loadConfig } = await importServer('config/env');
  const { databaseTarget, openDatabase } = await importServer('db/client');
  const config = loadConfig();
  const handle = await openDatabase(databaseTarget(config));
  const started = performance.now();
  try {
    await handle.migrate();
    const { seedBench } = await importServer('db/seed/bench');
    const counts = await seedBench(handle.db, { members, years, force: values.force });
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    console.log(`Base remplie (${where}) en ${((performance.now() - started) / 1000).toFixed(1)} s :`);
    for (const [what, n] of Object.entries(counts)) console.log(`  ${what} : ${n.toLocaleString('fr-FR')}`);
  } finally {
    await handle.close();
  }
}

runUnderTsxIfNeeded();
try {
  await main();
} catch (error) {
  console.error(`\n✖ ${error.message}\n`);
  process.exitCode = 1;
}
