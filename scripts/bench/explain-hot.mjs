// `DATABASE_URL=… node scripts/bench/explain-hot.mjs [--only regex]`: each statement of each hot
// read of the largest association, with its EXPLAIN ANALYZE time (best of 3) and its text: which
// statement of a route the database spends its time on (issue 22). Measuring only.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { doualaMonthYear } from '@quartier/shared';
import { importServer } from './lib.mjs';
import { hotReads, openSessions, survey } from './scale.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, association: { type: 'string' } } });
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const data = await survey(client);
const sessionIds = await openSessions(client, data.associations);
const target = args.association ? data.associations.find((a) => a.slug === args.association) : data.largest;
const year = doualaMonthYear(new Date()).year;
const { loadConfig } = await importServer('config/env');
const { databaseTarget, openDatabase } = await importServer('db/client');
const { buildApp } = await importServer('app');
const { captureQueries } = await importServer('db/query-plans');
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', READ_CACHE: 'false' });
const handle = await openDatabase(databaseTarget(config));
await handle.migrate(); // the schema the server would run on
const app = await buildApp({ config, database: handle, webDir: null });
try {
  for (const route of hotReads(year).filter((r) => !args.only || new RegExp(args.only).test(r.title))) {
    const queries = await captureQueries(handle.db, () =>
      app.inject({ method: 'GET', url: route.url(target), headers: { authorization: `Bearer ${target.token}` } }),
    );
    console.log(`\n${route.title} (${target.slug}): ${queries.length} statements`);
    for (const query of queries) {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const { rows } = await handle.db.$client.query(`explain (analyze, format json) ${query.sql}`, query.params);
        const doc = rows[0]['QUERY PLAN'];
        best = Math.min(best, doc[0]['Execution Time'] + doc[0]['Planning Time']);
      }
      console.log(`  ${best.toFixed(2)} ms  ${query.sql.replace(/\s+/g, ' ').slice(0, 260)}`);
    }
  }
} finally {
  await app.close();
  await handle.close();
  await client.query('delete from sessions where id = any($1::int[])', [sessionIds]);
  await client.end();
}
