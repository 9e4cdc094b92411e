// The short-lived process that creates the embedded database on a first start (ADR 0026,
// ADR 0028), started by server.ts when DATA_DIR holds no database yet: the prepared cluster
// loaded (or initdb), every migration, the demo, and the day's first backup (it reads every
// table, and PGlite's heap keeps what it grew by: the server, finding today's file, skips it);
// then it exits and the server opens the database.
// An entry of its own so that it loads only what creation needs, not the whole application
// (Fastify, exceljs, every route): its peak is the first start's highest.
import pino from 'pino';
import { loggerOptions } from './config/logger.js';
import { databaseTarget } from './db/client.js';
import { MigrationError } from './db/migrate.js';
import { seedDemoAtStart } from './db/seed/demo.js';
import { backUpToday } from './lib/backup.js';
import { configOrExit, fail, openOrExit } from './start-refusals.js';

const config = configOrExit();
const log = pino(loggerOptions(config));
const database = await openOrExit(databaseTarget(config), { log });
try {
  await database.migrate({ log });
  if (config.demoData) await seedDemoAtStart(database.db, log);
  await backUpToday(database.db, config.dataDir, log);
} catch (error) {
  log.error({ err: error }, 'Création de la base impossible');
  await database.close();
  if (error instanceof MigrationError) fail(error.message);
  throw error;
}
await database.close();
