import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { build, DEMO_LOGINS, type Harness, suiteCleanup } from '../test/helpers.js';
import { exactSum } from './sums.js';
import { withAssociation } from './scope.js';

/** Statements written by hand run as the server would, in the demo's first association. */
const inFirstAssociation = (statement: Parameters<Harness['db']['execute']>[0]) =>
  withAssociation(1, async () => await h.db.execute(statement));

const cleanup = suiteCleanup();
let h: Harness;

before(async () => {
  h = await build(cleanup);
});

async function refused(statement: string, why = /jamais effacés ni réécrits/) {
  await assert.rejects(
    () => inFirstAssociation(sql.raw(statement)),
    (error: Error & { cause?: Error }) => why.test(`${error.message} ${error.cause?.message}`),
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
    await inFirstAssociation(sql`insert into audit_log (action, entity, entity_id) values ('essai', 'test', '1')`);
    const before = await counts();
    assert.ok(Number((before as { t: number }).t) > 0, 'demo contributions exist');
    await refused('delete from transactions');
    await refused('update transactions set montant = montant + 1');
    await refused('delete from sorties');
    await refused('delete from sortie_parts');
    await refused('delete from demandes_modification');
    // Since migration 0015 the server's role lacks the privilege itself (the journal, issue 26);
    // the guard of 0005 still stops the connection's own role (journal.test.ts).
    await refused('update audit_log set action = action', /permission denied for table audit_log/);
    await refused('delete from audit_log', /permission denied for table audit_log/);
    assert.deepEqual(await counts(), before, 'nothing changed');
  });

  it('ties a correction row to an existing modification request', async () => {
    await assert.rejects(
      () =>
        inFirstAssociation(sql`
          insert into transactions (membre_id, cotisation_id, montant, mois, annee, kind, demande_id, created_by)
          select id, 3, -100, 1, 2025, 'correction', 999999, id from membres limit 1`),
      (error: Error & { cause?: { code?: string } }) =>
        error.cause?.code === '23503' || /foreign key/.test(error.message),
      'a correction pointing at no request is refused',
    );
  });
});

/** Months where totaux_mensuels and the sum of the transactions disagree (none expected). */
async function totalsDrift() {
  const result = await h.db.execute(sql`
    select coalesce(t.association_id, k.association_id) as association, coalesce(t.cotisation_id, k.cotisation_id) as caisse,
           coalesce(t.annee, k.annee) as annee, coalesce(t.mois, k.mois) as mois, t.total::bigint as transactions,
           k.montant as totaux
    from (select association_id, cotisation_id, annee, mois, sum(montant) as total from transactions group by 1, 2, 3, 4) t
    full join totaux_mensuels k using (association_id, cotisation_id, annee, mois)
    where t.total is distinct from k.montant`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('the monthly totals kept by the database (migration 0007)', () => {
  it('equal the sum of the transactions after payments, corrections and a hand-written insert', async () => {
    assert.deepEqual(await totalsDrift(), [], 'the demo data, filled by the migration and the trigger');
    const secretaire = await h.login(DEMO_LOGINS.secretaire);
    const member = (await h.request('GET', '/cotisation/membres/3', { token: secretaire })).body.members[0];
    const paid = await h.request('POST', '/cotisation/transaction', {
      token: secretaire,
      body: { idUser: member.id, montant: 1234, cotisation: 3, mois: 2, annee: 2023 },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    await inFirstAssociation(sql`
      insert into transactions (membre_id, cotisation_id, montant, mois, annee, kind, demande_id, created_by)
      select ${member.id}, 3, -234, 2, 2023, 'correction', id, demandeur_id from demandes_modification limit 1`);
    assert.deepEqual(await totalsDrift(), []);
    const [row] = (
      (await h.db.execute(
        sql`select montant from totaux_mensuels where association_id = 1 and cotisation_id = 3 and annee = 2023 and mois = 2`,
      )) as unknown as { rows: Array<{ montant: unknown }> }
    ).rows;
    const [sum] = (
      (await h.db.execute(
        sql`select sum(montant)::bigint as s from transactions where association_id = 1 and cotisation_id = 3 and annee = 2023 and mois = 2`,
      )) as unknown as { rows: Array<{ s: unknown }> }
    ).rows;
    // bigint since migration 0009: node-postgres reads it as text, exactSum() as an exact number.
    assert.equal(exactSum(row!.montant), exactSum(sum!.s));
  });
});
