// `DATABASE_URL=… node scripts/bench/explain-hot.mjs [--only regex]`: each statement of each hot
// read of the largest association, with its EXPLAIN ANALYZE time (best of 3) and its text: which
// statement of a route the database spends its time on (issue 22). Measuring only.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { doualaMonthYear } from '@quartier/shared';
import { bestExplainTime, openBenchApp } from './lib.mjs';
import { hotReads, openSessions, survey } from './scale.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, association: { type: 'string' } } });
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const data = await survey(client);
const sessionIds = await openSessions(client, data.associations);
const target = args.association ? data.associations.find((a) => a.slug === args.association) : data.largest;
const year = doualaMonthYear(new Date()).year;
const { app, handle, captureQueries, close } = await openBenchApp({ migrate: true });
try {
  for (const route of hotReads(year).filter((r) => !args.only || new RegExp(args.only).test(r.title))) {
    const queries = await captureQueries(handle.db, () =>
      app.inject({ method: 'GET', url: route.url(target), headers: { authorization: `Bearer ${target.token}` } }),
    );
    console.log(`\n${route.title} (${target.slug}): ${queries.length} statements`);
    for (const query of queries) {
      const best = await bestExplainTime(handle.db.$client, query);
      console.log(`  ${best.toFixed(2)} ms  ${query.sql.replace(/\s+/g, ' ').slice(0, 260)}`);
    }
  }
} finally {
  await close();
  await client.query('delete from sessions where id = any($1::int[])', [sessionIds]);
  await client.end();
}
