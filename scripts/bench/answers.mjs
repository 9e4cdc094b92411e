// `DATABASE_URL=… node scripts/bench/answers.mjs --out FILE`: the answers of the hot reads, many
// variants of each (several associations and the largest, years 2021 to now, pages 1, 2, 50 and
// past the end, searches, the whole table), on a database filled by `bench:seed -- --associations`,
// written to FILE. `node scripts/bench/answers.mjs --compare A B` then says which differ: a change
// of the read path must leave every answer byte-identical (ADR 0023, ADR 0025). Run it once with
// the code before the change and once after, on the same database. Session expiry dates
// (`expiresAt`, new sessions at each run) are left out. Measuring only; sessions it opens are closed.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { doualaMonthYear } from '@quartier/shared';
import { openBenchApp } from './lib.mjs';
import { openSessions, survey } from './scale.mjs';

const { values: args, positionals } = parseArgs({
  options: { out: { type: 'string' }, compare: { type: 'boolean' }, associations: { type: 'string' } },
  allowPositionals: true,
});

/** Drops the keys that change at every run, whatever the code. */
function stable(value) {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'expiresAt')
        .map(([key, v]) => [key, stable(v)]),
    );
  return value;
}

if (args.compare) {
  if (positionals.length !== 2) throw new Error('--compare A B : deux fichiers.');
  const [a, b] = positionals.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differ = keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  console.log(`${keys.length} réponses, ${differ.length} différentes`);
  for (const key of differ.slice(0, 40)) console.log(`  ${key}`);
  process.exit(differ.length ? 1 : 0);
}
if (!args.out) throw new Error('--out FICHIER, ou --compare A B');
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL : une base remplie par bench:seed --associations.');

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const data = await survey(client);
// A few associations spread over the ids, and the largest.
const count = Number(args.associations ?? 6);
const step = Math.max(1, Math.floor(data.associations.length / count));
const chosen = [...data.associations.filter((_, i) => i % step === 0).slice(0, count), data.largest];
const sessionIds = await openSessions(client, chosen);
const current = doualaMonthYear(new Date()).year;
const years = Array.from({ length: current - 2021 + 1 }, (_, i) => 2021 + i);
const { app, close } = await openBenchApp();

function urls(a) {
  const list = ['/api/auth/me', '/api/cotisation/totals', '/api/cotisation/getGeneralNotifications'];
  for (const page of [1, 2, 50, 999]) list.push(`/api/cotisation/allMembres?page=${page}&pageSize=20`);
  list.push('/api/cotisation/allMembres?page=1&pageSize=20&q=a', '/api/cotisation/allMembres');
  for (const year of years)
    for (const caisse of [1, 3]) {
      for (const page of [1, 2, 50, 999])
        list.push(`/api/cotisation/getTransactions/${caisse}/${year}?page=${page}&pageSize=10`);
      if (year === current || year === 2021)
        list.push(
          `/api/cotisation/getTransactions/${caisse}/${year}?page=1&pageSize=10&q=a`,
          `/api/cotisation/getTransactions/${caisse}/${year}?page=1&pageSize=10&q=zzz`,
          `/api/cotisation/getTransactions/${caisse}/${year}`,
        );
      list.push(
        `/api/stats/totals/${caisse}/${year}`,
        `/api/stats/amountsPerMonth/${caisse}/${year}`,
        `/api/stats/amountsPerYearPerBloc/${caisse}/${year}`,
      );
      // A plain member (the bench's own pick) and one who pays into fund 3.
      for (const member of new Set([a.membre, a.payeurs[0]]))
        list.push(`/api/stats/userContributions/${caisse}/${year}/${member}`);
    }
  for (const year of [2021, current]) list.push(`/api/stats/totals/2/${year}`, `/api/stats/amountsPerMonth/2/${year}`);
  return list;
}

const answers = {};
try {
  for (const a of chosen)
    for (const url of urls(a)) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${a.token}` } });
      let body;
      try {
        body = stable(JSON.parse(res.body));
      } catch {
        body = res.body;
      }
      answers[`${a.slug} ${url}`] = { status: res.statusCode, body };
    }
  fs.writeFileSync(args.out, JSON.stringify(answers));
  const statuses = Object.values(answers).reduce((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
  console.log(`${Object.keys(answers).length} réponses écrites dans ${args.out} (statuts ${JSON.stringify(statuses)})`);
} finally {
  await close();
  await client.query('delete from sessions where id = any($1::int[])', [sessionIds]);
  await client.end();
}
