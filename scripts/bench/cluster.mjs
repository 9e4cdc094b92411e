// Two (BENCH_WORKERS) server processes behind one address, for the scale bench (`npm run bench`,
// issue 22). Node 20 has no reusePort: node:cluster's primary accepts every connection and hands
// it to the workers in turn (round-robin, SCHED_RR, the default on Linux); after that the bytes
// go straight between the client and the worker. A TCP proxy would have copied every byte through
// a third process, on a machine of two cores. Stops its workers on SIGTERM; stops when one dies.
import cluster from 'node:cluster';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serverEntry } from './lib.mjs';

if (cluster.isPrimary) {
  const count = Number(process.env.BENCH_WORKERS ?? 2);
  cluster.schedulingPolicy = cluster.SCHED_RR;
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  // The bench measures once every worker listens (the primary only answers /api/health through them).
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === count && process.env.BENCH_READY_FILE) fs.writeFileSync(process.env.BENCH_READY_FILE, 'prêt');
  });
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`un processus serveur s’est arrêté (code ${code}) : arrêt des autres`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  process.on('SIGTERM', () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
} else {
  await import(pathToFileURL(serverEntry).href);
}
