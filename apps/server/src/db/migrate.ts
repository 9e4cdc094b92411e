import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.js';

/**
 * Schema upgrades at start (issue 10). Same files, table and hashes as drizzle's migrator
 * (drizzle.__drizzle_migrations, one row per migration: sha256 of the file, journal "when"),
 * so drizzle-kit keeps working; what this adds is the name of the file that failed, a backup
 * before touching an existing embedded database, and a lock so two servers starting together
 * on one PostgreSQL database do not both migrate it.
 */

// Same relative depth from src/db and dist/db: the committed SQL is read from src in both cases.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export interface Migration {
  /** Journal tag, which is also the file name without ".sql", e.g. "0005_money_guards". */
  tag: string;
  hash: string;
  folderMillis: number;
  statements: string[];
}

export interface MigrationState {
  /** How many migrations the database has recorded. */
  appliedCount: number;
  /** Tag of the latest recorded migration, null on a brand-new database or one this code does not know. */
  currentTag: string | null;
  pending: Migration[];
  /** The database was migrated by a newer version of the application than this one. */
  ahead: boolean;
}

export interface MigrationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MigrationOutcome {
  applied: string[];
  backupFile: string | null;
}

/** Any constant works: it only has to be the same for every process of this application. */
const MIGRATION_LOCK_KEY = 726_173_910;

export function readMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    tag: journal.entries[index]!.tag,
    hash: migration.hash,
    folderMillis: migration.folderMillis,
    statements: migration.sql.filter((statement) => statement.trim() !== ''),
  }));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function migrationState(db: Database, migrations: Migration[]): Promise<MigrationState> {
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  let appliedCount = 0;
  let last: number | null = null;
  if (exists?.found) {
    const [row] = rowsOf<{ n: number; last: string | number | null }>(
      await db.execute(sql`select count(*)::int as n, max(created_at) as last from drizzle.__drizzle_migrations`),
    );
    appliedCount = row?.n ?? 0;
    last = row?.last == null ? null : Number(row.last);
  }
  const latest = migrations.at(-1);
  return {
    appliedCount,
    currentTag: migrations.find((m) => m.folderMillis === last)?.tag ?? null,
    // drizzle's rule: a migration is pending when it is newer than the latest one recorded.
    pending: migrations.filter((m) => last === null || last < m.folderMillis),
    ahead: last !== null && latest !== undefined && last > latest.folderMillis,
  };
}

/** For messages: the latest migration recorded, by name when this version of the code knows it. */
export function describeVersion(state: MigrationState): string {
  if (state.currentTag) return state.currentTag;
  return state.appliedCount ? `inconnue de cette application (${state.appliedCount} migrations enregistrées)` : 'vide';
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly file: string | null,
    readonly backupFile: string | null,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** The database's own words: drizzle wraps them in "Failed query: ..." with the cause inside. */
export function databaseMessage(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * Applies every pending migration inside ONE transaction: all of them or none. On an existing
 * database, `backup` runs first (the embedded database writes a copy of its directory); on
 * PostgreSQL the operator's pg_dump is the backup, which the log reminds.
 */
export async function runMigrations(
  db: Database,
  options: {
    kind: 'pglite' | 'postgres';
    folder?: string;
    backup?: (firstPending: Migration) => Promise<string>;
    log?: MigrationLog;
  },
): Promise<MigrationOutcome> {
  const migrations = readMigrations(options.folder);
  const state = await migrationState(db, migrations);
  if (state.ahead)
    options.log?.warn(
      { current: state.currentTag },
      'La base a été mise à jour par une version plus récente de l’application que celle-ci',
    );
  if (state.pending.length === 0) return { applied: [], backupFile: null };

  let backupFile: string | null = null;
  if (state.appliedCount > 0) {
    if (options.backup) {
      backupFile = await options.backup(state.pending[0]!);
      options.log?.info(
        { file: backupFile, from: state.currentTag, pending: state.pending.map((m) => m.tag) },
        'Sauvegarde de la base intégrée écrite avant la mise à jour du schéma',
      );
    } else if (options.kind === 'postgres')
      options.log?.warn(
        { from: state.currentTag, pending: state.pending.map((m) => m.tag) },
        'Mise à jour du schéma PostgreSQL sans sauvegarde automatique : faites un pg_dump avant chaque mise à jour de l’application',
      );
  }

  const applied: string[] = [];
  let running: Migration | null = null;
  try {
    await db.transaction(async (tx) => {
      // Held until commit or rollback; a second server starting meanwhile waits, then finds nothing to do.
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
      await tx.execute(
        sql`CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
      );
      const [row] = rowsOf<{ last: string | number | null }>(
        await tx.execute(sql`select max(created_at) as last from "drizzle"."__drizzle_migrations"`),
      );
      const last = row?.last == null ? null : Number(row.last);
      for (const migration of migrations) {
        if (last !== null && last >= migration.folderMillis) continue;
        running = migration;
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
        );
        applied.push(migration.tag);
      }
      running = null;
    });
  } catch (error) {
    const failed = running as Migration | null;
    const file = failed ? `${failed.tag}.sql` : null;
    throw new MigrationError(
      [
        failed
          ? `La mise à jour de la base a échoué dans la migration ${file} : ${databaseMessage(error)}`
          : `La mise à jour de la base a échoué : ${databaseMessage(error)}`,
        `Rien n’a été modifié : toute la mise à jour a été annulée, le schéma et les données sont ceux d’avant (version ${describeVersion(state)}).`,
        backupFile ? `Une sauvegarde faite juste avant se trouve dans ${backupFile}.` : null,
        'Corrigez la cause ou revenez à la version précédente de l’application, puis relancez.',
      ]
        .filter(Boolean)
        .join('\n'),
      file,
      backupFile,
      { cause: error },
    );
  }
  if (applied.length) options.log?.info({ applied }, 'Schéma de la base mis à jour');
  return { applied, backupFile };
}
