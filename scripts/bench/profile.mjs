// `DATABASE_URL=… node scripts/bench/profile.mjs [--seconds 5] [--connections 50] [--only regex] [--cpu-prof dir]`:
// where the time of each hot read goes, on a database filled by `bench:seed -- --associations …`
// (issue 22). For each hot read of the scale bench (scale.mjs), in random associations then in the
// largest, with the read cache off: the statements sent to PostgreSQL per request (scope changes
// and transaction commands counted apart, scripts/bench/count-statements.mjs), the CPU time per
// request of the server process and of the PostgreSQL backends, and p50/p99 at 50 connections.
// Figures that do not depend on the neighbours' load (statements, CPU per request) come first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { doualaMonthYear } from '@quartier/shared';
import { cannon, startServer } from './lib.mjs';
import { hotReads, openSessions, perRequest, survey } from './scale.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    port: { type: 'string', default: '3051' },
  },
});
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL : une base remplie par bench:seed --associations.');
const countsFile = path.join(os.tmpdir(), `statement-counts-${process.pid}.json`);
const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks of 10 ms on Linux

/** utime + stime of a process, in ms. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const data = await survey(client);
const sessionIds = await openSessions(client, data.associations);
const year = doualaMonthYear(new Date()).year;
const server = await startServer({
  port: Number(args.port),
  env: {
    READ_CACHE: 'false',
    DATABASE_URL: process.env.DATABASE_URL,
    STATEMENT_COUNTS_FILE: countsFile,
  },
  nodeArgs: [
    `--import=${path.resolve('scripts/bench/count-statements.mjs')}`,
    ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
  ],
});
const counts = async () => {
  fs.rmSync(countsFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  // A loaded machine may take a while to run the handler: wait for the file, not a fixed time.
  while (!fs.existsSync(countsFile)) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(fs.readFileSync(countsFile, 'utf8'));
};
const backends = async () =>
  (
    await client.query(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
  ).rows.map((r) => r.pid);
const backendCpu = async () => (await backends()).reduce((sum, pid) => sum + cpuMs(pid), 0);

const random = () => data.associations[Math.floor(Math.random() * data.associations.length)];
const routes = [{ title: 'GET /api/auth/csrf (témoin)', url: () => '/api/auth/csrf' }, ...hotReads(year)].filter(
  (r) => !args.only || new RegExp(args.only).test(r.title),
);
try {
  for (const [label, pick] of [
    ['au hasard', random],
    [`la plus grande (${data.largest.slug})`, () => data.largest],
  ]) {
    console.log(`\n${label}`);
    for (const route of routes) {
      const options = perRequest(pick, (a) => ({ path: route.url(a) }));
      await cannon(server.base, { ...options, connections: 10, amount: 200 });
      const [c0, n0, p0] = [await counts(), cpuMs(server.pid), await backendCpu()];
      const result = await cannon(server.base, {
        ...options,
        connections: Number(args.connections),
        duration: Number(args.seconds),
      });
      const [c1, n1, p1] = [await counts(), cpuMs(server.pid), await backendCpu()];
      const n = result.requests.total;
      const per = (key) => ((c1[key] - c0[key]) / n).toFixed(1);
      console.log(
        `  ${route.title}: ${per('statements')} statements/req (scope ${per('scope')}, tx ${per('transaction')}); ` +
          `CPU/req node ${((n1 - n0) / n).toFixed(2)} ms, postgres ${((p1 - p0) / n).toFixed(2)} ms; ` +
          `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `non-2xx ${result.non2xx + result.errors + result.timeouts}, load ${os.loadavg()[0].toFixed(2)}`,
      );
    }
  }
} finally {
  await server.stop();
  await client.query('delete from sessions where id = any($1::int[])', [sessionIds]);
  await client.end();
  fs.rmSync(countsFile, { force: true });
}
