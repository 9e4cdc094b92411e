// Run by the server's build (`npm run build`, hence `npm start`, `npm test` and deploy's
// scripts/ensure-built.mjs), in its own process: the prepared empty cluster new embedded
// databases are loaded from (db/pglite-cluster.ts, ADR 0028). Does nothing when it is current.
import path from 'node:path';
import { prepareCluster } from './db/pglite-cluster.js';

// --quiet: scripts/ensure-built.mjs checks it at every start; silent unless it had to make it.
const quiet = process.argv.includes('--quiet');
const { file, created } = await prepareCluster();
const shown = path.relative(process.cwd(), file);
if (created) console.log(`Cluster PGlite préparé (base intégrée neuve sans initdb) : ${shown}`);
else if (!quiet) console.log(`Cluster PGlite préparé, à jour : ${shown}`);
