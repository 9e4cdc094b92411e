import { spawn } from 'node:child_process';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { loggerOptions } from './config/logger.js';
import {
  databaseTarget,
  embeddedDatabaseExists,
  openDatabase,
  type DatabaseHandle,
  type DatabaseTarget,
} from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { MigrationError } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';
import { scheduleDailyBackups } from './lib/backup.js';
import { ensureAssociationsReady, serviceRoleProblem } from './modules/associations/service.js';
import { scheduleReminders } from './modules/notifications/reminders.js';

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** The argument of the short-lived process that creates the embedded database (ADR 0026). */
const CREATE_DATABASE_ARG = '--creer-la-base';

async function open(target: DatabaseTarget): Promise<DatabaseHandle> {
  try {
    return await openDatabase(target);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

/**
 * Creating the embedded database (PGlite's initdb, every migration, the demo) grows the process
 * by hundreds of MB that neither the WebAssembly heap nor PGlite give back (ADR 0026): it runs
 * in a process of its own, this same entry point with CREATE_DATABASE_ARG, and the server opens
 * the database once that process has exited. Its messages go to the same output.
 */
function createInChild(): Promise<number> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, CREATE_DATABASE_ARG], {
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(signal ? 1 : (code ?? 1));
    }),
  );
}

/** CREATE_DATABASE_ARG: migrations and demo, then exit; the server proper starts after. */
async function createDatabase(config: Config) {
  const log = pino(loggerOptions(config));
  const database = await open(databaseTarget(config));
  try {
    await database.migrate({ log });
    if (config.demoData && (await seedDemo(database.db)))
      log.info('Associations de démonstration créées (voir README pour les connexions)');
  } catch (error) {
    log.error({ err: error }, 'Création de la base impossible');
    if (error instanceof MigrationError) {
      await database.close();
      fail(error.message);
    }
    throw error;
  }
  await database.close();
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const target = databaseTarget(config);
  if (process.argv.includes(CREATE_DATABASE_ARG)) {
    await createDatabase(config);
    return;
  }
  if (target.kind === 'pglite' && target.dataDir && !embeddedDatabaseExists(target.dataDir)) {
    const code = await createInChild();
    // The child said why it stopped.
    if (code !== 0) process.exit(code);
  }
  const database = await open(target);

  const app = await buildApp({ config, database });
  let closing = false;
  let stopReminders = () => {};
  let stopBackups = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Arrêt demandé : fin des requêtes en cours, fermeture de la base');
    try {
      stopReminders();
      stopBackups();
      await app.close();
      await app.ctx.sms.stop();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // All pending migrations in one transaction, after a backup of an existing embedded database.
    await database.migrate({ log: app.log });
    const roleProblem = await serviceRoleProblem(database.db);
    if (roleProblem) {
      await database.close();
      fail(roleProblem);
    }
    if (config.demoData && (await seedDemo(database.db)))
      app.log.info('Associations de démonstration créées (voir README pour les connexions)');
    await ensureAssociationsReady(database.db);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'Démarrage impossible');
    await database.close();
    if (error instanceof MigrationError) fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      fail(`Le port ${config.port} est déjà utilisé. Choisissez-en un autre avec PORT=...`);
    process.exit(1);
  }
  app.ctx.sms.start();
  stopReminders = scheduleReminders(app.ctx);
  // PostgreSQL has its own backup tools; the embedded database gets a daily file.
  if (database.kind === 'pglite') stopBackups = scheduleDailyBackups(database.db, config.dataDir, app.log);
  app.log.info(`Application prête sur ${config.publicUrl} (base : ${database.kind})`);
}

await main();
