import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import { MigrationError } from './migrate.js';
import { asService, withAssociation } from './scope.js';
import { seedDemo, DEMO_LOGINS } from './seed/demo.js';
import { serviceRoleProblem } from '../modules/associations/service.js';
import { findPersonByPhone, listMemberships } from '../modules/associations/repository.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const SKIP = onPostgres
  ? false
  : 'les rôles PostgreSQL se testent dans la passe PostgreSQL (TEST_DB=postgres ; npm test la lance dès que TEST_DATABASE_URL est défini, la CI toujours)';

/**
 * docs/deploy.md connects as a table owner that is not a superuser (issue 21): the migration and
 * the service scope must work as such a role when it has BYPASSRLS, and say what to do when not.
 */
describe('the PostgreSQL roles of docs/deploy.md (ADR 0015)', { skip: SKIP }, () => {
  const cleanups: Array<() => Promise<void>> = [];
  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  async function ownerDatabase(bypassRls: boolean) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const suffix = randomBytes(5).toString('hex');
    const role = `quartier_owner_${suffix}`;
    const database = `quartier_roles_${suffix}`;
    await admin.query(`CREATE ROLE ${role} LOGIN ${bypassRls ? 'BYPASSRLS' : 'NOBYPASSRLS'} PASSWORD 'x'`);
    // As the deploy guide says: the administrator creates the server's role and grants it.
    await admin.query(
      `DO $$ BEGIN CREATE ROLE quartier_app NOLOGIN NOBYPASSRLS; EXCEPTION WHEN duplicate_object THEN NULL; END $$`,
    );
    await admin.query(`GRANT quartier_app TO ${role}`);
    await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
    await admin.end();
    cleanups.push(async () => {
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.query(`REVOKE quartier_app FROM ${role}`);
      await cleanup.query(`DROP ROLE IF EXISTS ${role}`);
      await cleanup.end();
    });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = role;
    url.password = 'x';
    url.pathname = `/${database}`;
    return openDatabase({ kind: 'postgres', url: url.toString() });
  }

  it('an owner with BYPASSRLS migrates, serves one association in its scope and all of them in the service scope', async () => {
    const handle = await ownerDatabase(true);
    try {
      await handle.migrate();
      assert.equal(await serviceRoleProblem(handle.db), null);
      await seedDemo(handle.db);
      const person = await findPersonByPhone(handle.db, DEMO_LOGINS.president);
      assert.equal((await listMemberships(handle.db, person!.id)).length, 2, 'the service scope sees both');
      const count = (id: number) =>
        withAssociation(id, async () => {
          const result = (await handle.db.execute(sql`select count(*)::int as n from membres`)) as unknown as {
            rows: Array<{ n: number }>;
          };
          return result.rows[0]!.n;
        });
      const [first, second] = [await count(1), await count(2)];
      assert.ok(first > 50 && second === 6, `${first} and ${second}`);
      const all = await asService(
        async () =>
          (
            (await handle.db.execute(sql`select count(*)::int as n from membres`)) as unknown as {
              rows: Array<{ n: number }>;
            }
          ).rows[0]!.n,
      );
      assert.equal(all, first + second);
    } finally {
      await handle.close();
    }
  });

  it('an owner without BYPASSRLS is refused by the migration with what to run, in French, nothing changed', async () => {
    const handle = await ownerDatabase(false);
    try {
      await assert.rejects(
        () => handle.migrate(),
        (error: Error) => {
          assert.ok(error instanceof MigrationError, String(error));
          assert.match(`${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`, /BYPASSRLS/);
          return true;
        },
      );
      const tables = (await handle.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: Array<{ n: number }> };
      assert.equal(tables.rows[0]!.n, 0, 'one transaction: nothing was created');
    } finally {
      await handle.close();
    }
  });
});
