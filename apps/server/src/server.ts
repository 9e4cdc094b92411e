import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { databaseTarget, embeddedDatabaseExists } from './db/client.js';
import { MigrationError } from './db/migrate.js';
import { seedDemoAtStart } from './db/seed/demo.js';
import { scheduleDailyBackups } from './lib/backup.js';
import { schedulePurges } from './lib/purge.js';
import { ensureAssociationsReady, serviceRoleProblem } from './modules/associations/service.js';
import { scheduleReminders } from './modules/notifications/reminders.js';
import { configOrExit, fail, openOrExit } from './start-refusals.js';

/**
 * Creating the embedded database (the prepared cluster or initdb, every migration, the demo)
 * grows the process by what neither the WebAssembly heap nor PGlite give back (ADR 0026): it
 * runs in a process of its own, create-database.ts (.js once built), and the server opens the
 * database once that process has exited. Its messages go to the same output.
 */
function createInChild(): Promise<number> {
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `create-database${path.extname(self)}`);
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: 'inherit' });
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

async function main() {
  const config = configOrExit();

  const target = databaseTarget(config);
  if (target.kind === 'pglite' && target.dataDir && !embeddedDatabaseExists(target.dataDir)) {
    const code = await createInChild();
    // The child said why it stopped.
    if (code !== 0) process.exit(code);
  }
  const database = await openOrExit(target);

  const app = await buildApp({ config, database });
  let closing = false;
  let stopReminders = () => {};
  let stopBackups = () => {};
  let stopPurges = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Arrêt demandé : fin des requêtes en cours, fermeture de la base');
    try {
      stopReminders();
      stopBackups();
      stopPurges();
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
    if (config.demoData) await seedDemoAtStart(database.db, app.log);
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
  stopPurges = schedulePurges(app.ctx);
  // PostgreSQL has its own backup tools; the embedded database gets a daily file.
  if (database.kind === 'pglite') stopBackups = scheduleDailyBackups(database.db, config.dataDir, app.log);
  app.log.info(`Application prête sur ${config.publicUrl} (base : ${database.kind})`);
}

await main();
