import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.js';
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

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }

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
