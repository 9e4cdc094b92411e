import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database, type DatabaseTarget } from './client.js';
import { tablesParentsFirst } from './copy.js';
import { MIGRATIONS_FOLDER, MigrationError, migrationState, readMigrations } from './migrate.js';
import { seedDemo } from './seed/demo.js';
import { createPostgresDatabase } from '../test/database.js';
import { freePort, startProcess } from '../test/processes.js';

const onPostgres = process.env.TEST_DB === 'postgres';

/** A fresh place for one test's data: a temp DATA_DIR, or a new database on the PostgreSQL server. */
async function storage(): Promise<{ env: Record<string, string>; target: DatabaseTarget; drop: () => Promise<void> }> {
  if (onPostgres) {
    const scratch = await createPostgresDatabase();
    return { env: { DATABASE_URL: scratch.url }, target: { kind: 'postgres', url: scratch.url }, drop: scratch.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-migrate-'));
  return { env: { DATA_DIR: dataDir }, target: { kind: 'pglite', dataDir }, drop: async () => {} };
}

/** The committed migrations plus one more, as a new version of the application would ship it. */
function migrationsWith(tag: string, statements: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 60_000, tag });
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  fs.writeFileSync(path.join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  return folder;
}

const BROKEN_TAG = '9999_migration_cassee';
/** A valid statement, a data change, then a statement the database refuses. */
const brokenFolder = () =>
  migrationsWith(BROKEN_TAG, [
    'CREATE TABLE "essai_migration" ("id" integer);',
    `UPDATE "membres" SET "nom" = 'ÉCRASÉ';`,
    'INSERT INTO "table_qui_n_existe_pas" VALUES (1);',
  ]);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Everything a failed migration must leave as it was: rows per table, members' names, money, migrations. */
async function snapshot(db: Database) {
  const counts: Record<string, number> = {};
  for (const table of tablesParentsFirst()) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(getTableName(table))}`),
    );
    counts[getTableName(table)] = row!.n;
  }
  const [content] = rowsOf<unknown>(
    await db.execute(sql`
      select (select md5(string_agg(nom || ' ' || prenom, ',' order by id)) from membres) as noms,
             (select coalesce(sum(montant), 0)::int from transactions) as cotisations,
             (select coalesce(sum(montant + transport), 0)::int from sorties) as sorties,
             to_regclass('public.essai_migration') is not null as essai`),
  );
  const migrations = rowsOf<unknown>(
    await db.execute(sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`),
  );
  return { counts, content, migrations };
}

const backupsOf = (target: DatabaseTarget) =>
  target.kind === 'pglite' && fs.existsSync(path.join(target.dataDir!, 'backups'))
    ? fs.readdirSync(path.join(target.dataDir!, 'backups'))
    : [];

describe(`migrations at start (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a failed migration changes nothing, names its file and the database error; the backup restores', async () => {
    const where = await storage();
    try {
      const database = await openDatabase(where.target);
      const first = await database.migrate();
      assert.equal(first.backupFile, null, 'no backup of a brand-new database');
      assert.deepEqual(backupsOf(where.target), [], 'nothing in backups/ after the first start');
      await seedDemo(database.db);
      const before = await snapshot(database.db);
      assert.ok(before.counts.membres! > 0, 'the demo association is there');

      const error = await database.migrate({ folder: brokenFolder() }).then(
        () => null,
        (e: unknown) => e,
      );
      assert.ok(error instanceof MigrationError, `a MigrationError, got ${String(error)}`);
      assert.equal(error.file, `${BROKEN_TAG}.sql`);
      assert.match(error.message, new RegExp(`migration ${BROKEN_TAG}\\.sql`));
      assert.match(error.message, /table_qui_n_existe_pas/, 'the database error is quoted');
      assert.match(error.message, /Rien n’a été modifié/);
      assert.deepEqual(await snapshot(database.db), before, 'schema, data and migrations table unchanged');

      if (where.target.kind === 'pglite') {
        assert.ok(error.backupFile, 'a backup was written before the attempt');
        assert.match(
          path.basename(error.backupFile),
          new RegExp(`^quartier-avant-migration-${BROKEN_TAG}-.*\\.tar\\.gz$`),
        );
        assert.ok(error.message.includes(error.backupFile), 'the message says where the backup is');
        // The documented way back: extract it into the pglite folder of an empty DATA_DIR.
        const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-restored-'));
        fs.mkdirSync(path.join(restored, 'pglite'));
        execFileSync('tar', ['-xzf', error.backupFile, '-C', path.join(restored, 'pglite')]);
        const copy = await openDatabase({ kind: 'pglite', dataDir: restored });
        try {
          assert.deepEqual(await snapshot(copy.db), before, 'the backup holds the data as it was');
        } finally {
          await copy.close();
        }
      } else assert.equal(error.backupFile, null, 'PostgreSQL: pg_dump is the operator’s backup');

      const backups = backupsOf(where.target);
      const again = await database.migrate();
      assert.deepEqual(again, { applied: [], backupFile: null }, 'nothing pending: nothing applied');
      assert.deepEqual(backupsOf(where.target), backups, 'and no backup written when nothing is pending');
      await database.close();
    } finally {
      await where.drop();
    }
  });

  it('applies every pending migration in one go, recorded as drizzle records them', async () => {
    const where = await storage();
    try {
      const database = await openDatabase(where.target);
      // An installation from before this change was migrated by drizzle's own migrator.
      await drizzleMigrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      const committed = readMigrations();
      const state = await migrationState(database.db, committed);
      assert.deepEqual(state.pending, [], 'what drizzle applied counts as applied');
      assert.equal(state.currentTag, committed.at(-1)!.tag);

      const folder = migrationsWith('9998_essai', ['CREATE TABLE "essai_migration" ("id" integer);']);
      const outcome = await database.migrate({ folder });
      assert.deepEqual(outcome.applied, ['9998_essai']);
      assert.equal(outcome.backupFile !== null, where.target.kind === 'pglite', 'backup only of the embedded database');
      // drizzle's migrator finds nothing left to do (it would fail on CREATE TABLE otherwise).
      await drizzleMigrate(database.db as never, { migrationsFolder: folder });
      const [recorded] = rowsOf<{ hash: string }>(
        await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`),
      );
      assert.equal(recorded!.hash, readMigrations(folder).at(-1)!.hash);
      await database.close();
    } finally {
      await where.drop();
    }
  });

  it('the server exits 1 with the reason when a migration fails, and the old data still opens', async () => {
    const where = await storage();
    try {
      const database = await openDatabase(where.target);
      await database.migrate();
      await seedDemo(database.db);
      const before = await snapshot(database.db);
      await database.close();

      const server = startProcess('src/server.ts', {
        ...where.env,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        QUARTIER_TEST_MIGRATIONS_DIR: brokenFolder(),
      });
      assert.equal(await server.exited, 1, server.output());
      assert.match(server.output(), new RegExp(`migration ${BROKEN_TAG}\\.sql`), server.output());
      assert.match(server.output(), /Rien n’a été modifié/, server.output());

      const reopened = await openDatabase(where.target);
      try {
        assert.deepEqual(await snapshot(reopened.db), before, 'same data after the failed start');
      } finally {
        await reopened.close();
      }
    } finally {
      await where.drop();
    }
  });
});
