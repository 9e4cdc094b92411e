import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { preMigrationBackup } from '../lib/backup.js';
import { schema } from './schema.js';
import { LocalWrites, watchPglite, watchPostgres, type ChangeListener, type ChangeWatch } from './changes.js';
import { acquireDataDirLock } from './lock.js';
import { MIGRATIONS_FOLDER, runMigrations, type MigrationLog, type MigrationOutcome } from './migrate.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Pending migrations in one transaction (db/migrate.ts); throws MigrationError, data untouched. */
  migrate(options?: MigrateOptions): Promise<MigrationOutcome>;
  /** Calls `listener` after each committed change to a table kept answers read (db/changes.ts). */
  watchChanges(listener: ChangeListener, onState?: (live: boolean, error?: unknown) => void): Promise<ChangeWatch>;
  close(): Promise<void>;
}

export interface MigrateOptions {
  log?: MigrationLog;
  /** Tests only: another folder than the committed migrations. */
  folder?: string;
}

/**
 * Only the migration tests set this: a server process pointed at a folder holding a broken
 * migration. It is not part of the configuration (config/env.ts).
 */
function migrationsFolder(options: MigrateOptions | undefined) {
  return options?.folder ?? (process.env.QUARTIER_TEST_MIGRATIONS_DIR || MIGRATIONS_FOLDER);
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const localWrites = new LocalWrites();
    const pool = new pg.Pool({ connectionString: target.url, max: 10, Client: localWrites.clientClass() });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: (options) =>
        runMigrations(db, { kind: 'postgres', folder: migrationsFolder(options), log: options?.log }),
      watchChanges: (listener, onState) => watchPostgres(target.url, localWrites, listener, onState),
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir;
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const client = dataDir ? await PGlite.create(path.join(dataDir, 'pglite')) : await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: (options) =>
        runMigrations(db, {
          kind: 'pglite',
          folder: migrationsFolder(options),
          log: options?.log,
          backup: dataDir ? (first) => preMigrationBackup(client, dataDir, first.tag) : undefined,
        }),
      watchChanges: (listener) => watchPglite(client, listener),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
