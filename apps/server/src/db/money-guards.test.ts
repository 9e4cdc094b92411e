import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { build, type Harness } from '../test/helpers.js';

const hooks: Array<() => Promise<void>> = [];
let h: Harness;

before(async () => {
  h = await build({ after: (fn) => hooks.push(fn) });
});
after(async () => {
  for (const fn of hooks) await fn();
});

async function refused(statement: string) {
  await assert.rejects(
    () => h.db.execute(sql.raw(statement)),
    (error: Error & { cause?: Error }) => /jamais effacés ni réécrits/.test(`${error.message} ${error.cause?.message}`),
    statement,
  );
}

describe('the database itself keeps money and its history (migration 0005)', () => {
  it('refuses to delete or rewrite contributions, withdrawals, shares, requests and the audit log', async () => {
    const counts = async () =>
      (
        (await h.db.execute(sql`
          select (select count(*) from transactions)::int as t, (select sum(montant) from transactions)::bigint::text as s,
                 (select count(*) from sorties)::int as so, (select count(*) from sortie_parts)::int as p,
                 (select count(*) from audit_log)::int as a`)) as unknown as { rows: unknown[] }
      ).rows[0];
    await h.db.execute(sql`insert into audit_log (action, entity, entity_id) values ('essai', 'test', '1')`);
    const before = await counts();
    assert.ok(Number((before as { t: number }).t) > 0, 'demo contributions exist');
    await refused('delete from transactions');
    await refused('update transactions set montant = montant + 1');
    await refused('delete from sorties');
    await refused('delete from sortie_parts');
    await refused('delete from demandes_modification');
    await refused('update audit_log set action = action');
    await refused('delete from audit_log');
    assert.deepEqual(await counts(), before, 'nothing changed');
  });

  it('ties a correction row to an existing modification request', async () => {
    await assert.rejects(
      () =>
        h.db.execute(sql`
          insert into transactions (membre_id, cotisation_id, montant, mois, annee, kind, demande_id, created_by)
          select id, 3, -100, 1, 2025, 'correction', 999999, id from membres limit 1`),
      (error: Error & { cause?: { code?: string } }) =>
        error.cause?.code === '23503' || /foreign key/.test(error.message),
      'a correction pointing at no request is refused',
    );
  });
});
