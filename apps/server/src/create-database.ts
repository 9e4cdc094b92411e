// The short-lived process that creates the embedded database on a first start (ADR 0026,
// ADR 0028), started by server.ts when DATA_DIR holds no database yet: the prepared cluster
// loaded (or initdb), every migration, the demo, and the day's first backup (it reads every
// table, and PGlite's heap keeps what it grew by: the server, finding today's file, skips it);
// then it exits and the server opens the database.
// An entry of its own so that it loads only what creation needs, not the whole application
// (Fastify, exceljs, every route): its peak is the first start's highest.
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { loggerOptions } from './config/logger.js';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { MigrationError } from './db/migrate.js';
import { seedDemoAtStart } from './db/seed/demo.js';
import { backUpToday } from './lib/backup.js';

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const log = pino(loggerOptions(config));
let database: DatabaseHandle;
try {
  database = await openDatabase(databaseTarget(config), { log });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
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
