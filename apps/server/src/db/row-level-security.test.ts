import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from './client.js';
import { enterAssociation, openRequestScope, withAssociation } from './scope.js';
import { sha256 } from '../lib/auth/tokens.js';
import { createDemoDatabase } from '../test/database.js';

/**
 * "Row-Level Security alone holds" (issue 21): statements with NO association filter, run in one
 * association's scope, see and touch that association's rows only. The repositories' explicit
 * filters are the other half of the isolation; here there are none, so only the database's
 * policies stand between the two associations.
 */

/** Rate-limit counters of association 0 are service-wide (a phone, an address): every scope counts them. */
const SERVICE_WIDE = 0;
const SHARED_IN_EVERY_SCOPE: Record<string, number> = { rate_limits: SERVICE_WIDE };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Rows a write touched: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

let handle: DatabaseHandle;
let db: Database;
let A: number;
let B: number;
/** Every table with an association_id column, read from the catalog (the catalog test says which must have one). */
let tables: string[];

/** Counted in the service scope, which bypasses Row-Level Security: the truth to compare with. */
async function serviceCount(table: string, associationId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where association_id = ${associationId}`,
    ),
  );
  return row!.n;
}

/** Every row of one association in every table, each row in full: sees an in-place update, not only counts. */
async function fingerprint(associationId: number): Promise<Record<string, { n: number; hash: string }>> {
  const result: Record<string, { n: number; hash: string }> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number; hash: string }>(
      await db.execute(
        sql.raw(`select count(*)::int as n,
                        md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) as hash
                 from ${quote(table)} t where association_id = ${associationId}`),
      ),
    );
    result[table] = row!;
  }
  return result;
}

/** association_id of every row a statement without any filter returns. */
async function unscopedSelect(executor: Executor, table: string): Promise<number[]> {
  return rowsOf<{ association_id: number }>(
    await executor.execute(sql.raw(`select association_id from ${quote(table)}`)),
  ).map((row) => row.association_id);
}

/** A row in each table the demo leaves empty, written in the association's scope without naming it. */
async function fillEveryTable(associationId: number) {
  const [first, second] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from membres where association_id = ${associationId} order by id limit 2`),
  ).map((row) => row.id);
  const token = sha256(randomBytes(16).toString('hex'));
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into sessions (token_hash, membre_id, expires_at) values (${token}, ${first}, now() + interval '1 day')`,
    );
    await tx.execute(sql`insert into codes_sms (membre_id, purpose, code_hash, link_token_hash, expires_at)
                         values (${first}, 'confirmation', ${token}, ${token}, now() + interval '1 hour')`);
    await tx.execute(sql`insert into sms_outbox (recipient, message) values ('+237690000099', 'Essai RLS')`);
    await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after)
                         values (${first}, 'essai.rls', 'membre', ${String(first)}, '{"essai": true}')`);
    await tx.execute(sql`insert into idempotency_keys (membre_id, key, route, response)
                         values (${first}, 'essai-rls', 'POST /essai', '{"status": "success"}')`);
    await tx.execute(sql`insert into job_runs (job, period) values ('essai-rls', '2025-01')`);
    await tx.execute(sql`insert into demandes_bureau (demandeur_id, membre_id, changement, avant)
                         values (${first}, ${second}, '{"statut": "Suspendu"}', '{"statut": "Actif"}')`);
    await tx.execute(sql`insert into demandes_modification (demandeur_id, libelle, type, cotisation_id, cible_id, mois, annee)
                         values (${first}, 'Essai RLS', 'entree', 3, ${second}, 1, 2025)`);
    const [withdrawal] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into sorties (cotisation_id, type, libelle, montant, demandeur_id, statut,
                                                nbr_personnes, part, validateur_id, validated_at)
                           values (3, 'Travaux', 'Essai RLS', 10000, ${first}, 'Valide', 2, 5000, ${second}, now())
                           returning id`),
    );
    await tx.execute(sql`insert into sortie_parts (sortie_id, membre_id, cotisation_id, annee, montant)
                         values (${withdrawal!.id}, ${first}, 3, 2025, 5000), (${withdrawal!.id}, ${second}, 3, 2025, 5000)`);
    await tx.execute(sql`insert into notifications (destinataire_id, type, titre, contenu, created_by)
                         values (${second}, 'request', 'Essai', 'Essai RLS', ${first})`);
    await tx.execute(sql`insert into rate_limits (bucket, key, window_start, hits) values ('essai', 'rls', now(), 1)`);
    await tx.execute(sql`insert into verrous_caisses (ecritures) values (1) on conflict do nothing`);
    await tx.execute(sql`insert into compteurs_recus (annee, dernier) values (2025, 1) on conflict do nothing`);
  });
}

/** A request before its session or address named an association (app.ts opens every request so). */
function withoutAssociation<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => openRequestScope(() => void work().then(resolve, reject)));
}

/** The rows a scope should see: its own, plus the service-wide ones of the tables that share them. */
async function expectedCount(table: string, associationId: number | null): Promise<number> {
  const shared = SHARED_IN_EVERY_SCOPE[table];
  return (
    (associationId === null ? 0 : await serviceCount(table, associationId)) +
    (shared === undefined ? 0 : await serviceCount(table, shared))
  );
}

function assertOnly(table: string, seen: number[], associationId: number | null, expected: number, where: string) {
  const allowed = [associationId, SHARED_IN_EVERY_SCOPE[table]].filter((id) => id !== null && id !== undefined);
  const strangers = seen.filter((id) => !allowed.includes(id));
  assert.deepEqual(strangers, [], `${where}: ${table} returned rows of association(s) ${[...new Set(strangers)]}`);
  assert.equal(seen.length, expected, `${where}: ${table} returned ${seen.length} rows, ${expected} expected`);
}

/** Tables the server's role may only read and add to (migration 0015): no UPDATE, DELETE, TRUNCATE. */
const READ_AND_ADD_ONLY = new Set(['audit_log']);
const refusedByPrivilege = (error: unknown) =>
  /permission denied|droit refusé/i.test(
    `${(error as Error).message} ${(error as Error & { cause?: Error }).cause?.message}`,
  );

const refusedByRowLevelSecurity = (error: unknown) => {
  const { message, cause } = error as Error & { cause?: Error };
  return /row-level security/.test(`${message} ${cause?.message ?? ''}`);
};

before(async () => {
  ({ handle, A, B } = await createDemoDatabase());
  db = handle.db;
  for (const id of [A, B]) await withAssociation(id, () => fillEveryTable(id));
  await db.execute(
    sql`insert into rate_limits (association_id, bucket, key, window_start, hits) values (${SERVICE_WIDE}, 'essai', 'service', now(), 1)`,
  );
  tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.columns
                         where table_schema = 'public' and column_name = 'association_id' order by 1`),
  ).map((row) => row.name);
});
after(async () => {
  await handle?.close();
});

describe(`Row-Level Security alone keeps associations apart (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the two associations have rows in every association table (so an empty answer proves nothing)', async () => {
    assert.ok(tables.length >= 18, `association tables: ${tables.join(', ')}`);
    for (const table of tables)
      for (const id of [A, B]) assert.ok((await serviceCount(table, id)) > 0, `${table} has rows of association ${id}`);
  });

  it('an unscoped select in A’s (then B’s) scoped transaction returns exactly that association’s rows', async () => {
    for (const id of [A, B]) {
      const seen: Record<string, number[]> = {};
      await withAssociation(id, () =>
        db.transaction(async (tx) => {
          for (const table of tables) seen[table] = await unscopedSelect(tx, table);
        }),
      );
      // And outside a transaction: each statement on its own (another path through the client).
      const single: Record<string, number[]> = {};
      await withAssociation(id, async () => {
        for (const table of tables) single[table] = await unscopedSelect(db, table);
      });
      for (const table of tables) {
        const expected = await expectedCount(table, id);
        assert.ok(expected > 0);
        assertOnly(table, seen[table]!, id, expected, `association ${id}, transaction`);
        assertOnly(table, single[table]!, id, expected, `association ${id}, single statement`);
      }
    }
  });

  it('with no association in scope, every association table reads empty', async () => {
    for (const [where, run] of [
      ['request scope before an association is known', withoutAssociation],
      ['an association that does not exist', <T>(work: () => Promise<T>) => withAssociation(999_999, work)],
    ] as const) {
      const seen: Record<string, number[]> = {};
      await run(() =>
        db.transaction(async (tx) => {
          for (const table of tables) seen[table] = await unscopedSelect(tx, table);
        }),
      );
      for (const table of tables) assertOnly(table, seen[table]!, null, await expectedCount(table, null), where);
    }
  });

  it('in A’s scope, writes to B’s rows touch nothing and inserts into B are refused; B is unchanged', async () => {
    const before = { A: await fingerprint(A), B: await fingerprint(B) };
    for (const table of tables) {
      await withAssociation(A, async () => {
        // One of A's own rows, copied with B's id: the policy's WITH CHECK refuses it.
        await assert.rejects(
          () =>
            db.execute(
              sql.raw(`insert into ${quote(table)}
                       select (jsonb_populate_record(null::${quote(table)}, to_jsonb(t) || jsonb_build_object('association_id', ${B}))).*
                       from ${quote(table)} t limit 1`),
            ),
          refusedByRowLevelSecurity,
          `insert into ${table} with association_id ${B}`,
        );
        // The journal cannot be updated or deleted by the server's role at all (migration 0015).
        if (READ_AND_ADD_ONLY.has(table)) {
          for (const statement of [
            `update ${quote(table)} set association_id = association_id where association_id = ${B}`,
            `delete from ${quote(table)} where association_id = ${B}`,
            `update ${quote(table)} set association_id = ${B}`,
          ])
            await assert.rejects(() => db.execute(sql.raw(statement)), refusedByPrivilege, `${statement}`);
          return;
        }
        const updated = await db.execute(
          sql.raw(`update ${quote(table)} set association_id = association_id where association_id = ${B}`),
        );
        assert.equal(affected(updated), 0, `update of ${table} rows of association ${B}`);
        const deleted = await db.execute(sql.raw(`delete from ${quote(table)} where association_id = ${B}`));
        assert.equal(affected(deleted), 0, `delete of ${table} rows of association ${B}`);
        // Moving A's own rows into B is refused too (or by the money guards first, migration 0005).
        await assert.rejects(
          () => db.execute(sql.raw(`update ${quote(table)} set association_id = ${B}`)),
          (error: unknown) =>
            refusedByRowLevelSecurity(error) ||
            /jamais effacés ni réécrits/.test(`${(error as Error & { cause?: Error }).cause?.message}`),
          `moving ${table} rows of association ${A} into ${B}`,
        );
      });
    }
    assert.deepEqual(await fingerprint(B), before.B, 'every row of B as it was');
    assert.deepEqual(await fingerprint(A), before.A, 'and A’s too: nothing moved');
  });
  it('many requests at once, each sharing its connection between its statements, each sees only its association', async () => {
    // ADR 0023: a scope's statements share one connection while they follow one another. Forty
    // interleaved requests of A, B and none, each with statements in sequence and in parallel, and
    // one that learns its association half-way (as a session does): every statement still runs in
    // its own scope, whichever connection served the previous one.
    const table = 'membres';
    const expected = { A: await expectedCount(table, A), B: await expectedCount(table, B) };
    const request = (associationId: number | null, late: boolean) =>
      withoutAssociation(async () => {
        if (!late && associationId !== null) enterAssociation(associationId);
        const seen: number[][] = [];
        if (late) seen.push(await unscopedSelect(db, table));
        if (late && associationId !== null) enterAssociation(associationId);
        for (let i = 0; i < 3; i++) seen.push(await unscopedSelect(db, table));
        seen.push(...(await Promise.all([unscopedSelect(db, table), unscopedSelect(db, table)])));
        return seen;
      });
    const runs = Array.from({ length: 40 }, (_, i) => {
      const associationId = [A, B, null][i % 3]!;
      return { associationId, late: i % 2 === 0, seen: request(associationId, i % 2 === 0) };
    });
    for (const run of runs) {
      const seen = await run.seen;
      const [first, ...rest] = seen;
      if (run.late) assertOnly(table, first!, null, 0, 'a request before its association');
      const own = run.associationId === null ? 0 : run.associationId === A ? expected.A : expected.B;
      for (const rows of run.late ? rest : seen)
        assertOnly(table, rows, run.associationId, own, `request of ${run.associationId ?? 'no association'}`);
    }
  });
});
