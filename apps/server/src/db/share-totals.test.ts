import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../test/helpers.js';
import { rebuildShareTotals, staleShareTotals } from './fund-totals.js';
import { asService, withAssociation } from './scope.js';
import { exactSum } from './sums.js';

/**
 * The share totals kept by the database (migration 0018, ADR 0025): for every association, fund
 * and year, totaux_parts equals the sum of sortie_parts, whatever writes the shares — validations
 * (in parallel too), a withdrawal's correction, a hand-written statement — on PGlite and on
 * PostgreSQL (TEST_DB=postgres). Restore, copy, export/import and purge are checked with the rest
 * of their tables in lib/backup.test.ts, db/copy.test.ts and modules/operator/operator.test.ts.
 */

const cleanup = suiteCleanup();
let h: Harness;
let president: string;
let secretaire: string;

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  president = await h.login(DEMO_LOGINS.president);
  secretaire = await h.login(DEMO_LOGINS.secretaire);
});

const stale = () => asService(async () => await staleShareTotals(h.db));

/** The sum of `montant` in one of the share tables for one fund, all years, in the demo's first association. */
async function fundSum(table: 'totaux_parts' | 'sortie_parts', caisse: 1 | 3): Promise<number> {
  const result = await withAssociation(
    1,
    async () =>
      await h.db.execute(
        sql`select coalesce(sum(montant), 0)::bigint as s from ${sql.identifier(table)} where cotisation_id = ${caisse}`,
      ),
  );
  return exactSum((result as unknown as { rows: Array<{ s: unknown }> }).rows[0]?.s);
}
/** The kept total of one fund. */
const kept = (caisse: 1 | 3) => fundSum('totaux_parts', caisse);
/** The shares of one fund, summed. */
const summed = (caisse: 1 | 3) => fundSum('sortie_parts', caisse);

async function fileMonthly(montant: number, libelle: string) {
  const res = await h.request('POST', '/cotisation/sortieMensuel', {
    token: secretaire,
    body: { cotisationId: 3, type: 'Travaux', libelle, montant },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.sortie.id as number;
}

async function fileSolidarity(montant: number, motif: string) {
  const res = await h.request('POST', '/cotisation/demandeSortie', {
    token: secretaire,
    body: { cotisationId: 1, type: '1', motif, delai: '2030-01-31', transport: 0, montant },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.sortie.id as number;
}

describe('share totals kept by the database (migration 0018)', () => {
  it('start equal to the sum of the shares (the demo data, written through the trigger)', async () => {
    assert.deepEqual(await stale(), []);
    assert.ok((await summed(3)) > 0 || (await summed(1)) > 0, 'the demo has shares');
  });

  it('follow parallel validations on both funds, each share counted once', async () => {
    const before = { monthly: await kept(3), solidarity: await kept(1) };
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await fileMonthly(500 + 5 * i, `Parallèle ${i + 1}`));
    for (let i = 0; i < 4; i++) ids.push(await fileSolidarity(300 + 5 * i, `Urgence parallèle ${i + 1}`));
    const decisions = await Promise.all(
      ids.map((id) =>
        h.request('PUT', '/cotisation/validationSortie', { token: president, body: { id, status: 'Valide' } }),
      ),
    );
    for (const d of decisions) assert.ok(d.status === 200 || d.status === 409, JSON.stringify(d.body));
    assert.ok(
      decisions.some((d) => d.status === 200),
      'some validations went through',
    );
    assert.deepEqual(await stale(), [], 'no (association, fund, year) drifted');
    assert.equal(await kept(3), await summed(3));
    assert.equal(await kept(1), await summed(1));
    assert.ok((await kept(3)) > before.monthly, 'the monthly fund shared more');
  });

  it('follow a withdrawal corrected under a validated request (updateShares)', async () => {
    const id = await fileMonthly(3000, 'Ballons');
    const validated = await h.request('PUT', '/cotisation/validationSortie', {
      token: president,
      body: { id, status: 'Valide' },
    });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    const before = await kept(3);
    const filed = await h.request('POST', '/cotisation/demandeModification', {
      token: secretaire,
      body: { libelle: 'Montant des ballons', type: 'sortie', cotisation: 3, cible_id: id },
    });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed.body.demande.id, statut: 'Valide' },
    });
    const edited = await h.request('PUT', `/cotisation/updateSortieMensuelle/${id}`, {
      token: secretaire,
      body: { type: 'Sport', libelle: 'Ballons et filets', montant: 4000 },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const { part, nbr_personnes: people } = edited.body.sortie as { part: number; nbr_personnes: number };
    const oldPart = validated.body.sortie.part as number;
    assert.equal(await kept(3), before + (part - oldPart) * people, 'the total moved by the shares’ change');
    assert.deepEqual(await stale(), []);
  });

  it('follow hand-written updates (amount and year), and a rebuild changes nothing', async () => {
    const id = await fileMonthly(1000, 'Écrite à la main');
    await h.request('PUT', '/cotisation/validationSortie', { token: president, body: { id, status: 'Valide' } });
    await withAssociation(
      1,
      async () => await h.db.execute(sql`update sortie_parts set montant = montant + 5 where sortie_id = ${id}`),
    );
    await withAssociation(
      1,
      async () =>
        await h.db.execute(sql`update sortie_parts set annee = annee - 1 where sortie_id = ${id} and membre_id = (
        select min(membre_id) from sortie_parts where sortie_id = ${id})`),
    );
    assert.deepEqual(await stale(), []);
    const snapshot = async () =>
      (
        (await asService(
          async () =>
            await h.db.execute(
              sql`select string_agg(concat_ws(':', association_id, cotisation_id, annee, montant), ',' order by 1) as t from totaux_parts`,
            ),
        )) as unknown as { rows: Array<{ t: string }> }
      ).rows[0]?.t;
    const kept = await snapshot();
    await asService(async () => await h.db.transaction((tx) => rebuildShareTotals(tx)));
    assert.equal(await snapshot(), kept);
  });

  it('are the association’s own: another association’s scope reads none of them (Row-Level Security)', async () => {
    const count = (result: unknown) => (result as { rows: Array<{ n: number }> }).rows[0]!.n;
    const second = await asService(
      async () => await h.db.execute(sql`select id as n from associations where slug = 'entraide-bepanda'`),
    );
    const secondId = count(second);
    const first = count(
      await asService(
        async () => await h.db.execute(sql`select count(*)::int as n from totaux_parts where association_id = 1`),
      ),
    );
    assert.ok(first > 0, 'the first association has kept totals');
    // No filter in the statement: only the policy keeps the first association's rows out.
    const seen = count(
      await withAssociation(secondId, async () => await h.db.execute(sql`select count(*)::int as n from totaux_parts`)),
    );
    assert.equal(seen, 0);
    assert.equal(
      count(await withAssociation(1, async () => await h.db.execute(sql`select count(*)::int as n from totaux_parts`))),
      first,
    );
  });
});
