import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { doualaMonthYear, MAX_AMOUNT, MAX_FUND_TOTAL } from '@quartier/shared';
import { transactions } from '../../db/schema.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../../test/helpers.js';

/**
 * Issue 20: sums of money past 2 147 483 647 XAF. 22 legal payments of MAX_AMOUNT into one
 * member's month of the monthly fund carry the fund, the month and the member past 2^31; every
 * read of money must still answer, exactly, and a correction must be able to undo it.
 */
const cleanup = suiteCleanup();
let h: Harness;
let president: string;
let secretaire: string;
let tresorier: string;
let memberId: number;
let now: { month: number; year: number };

const INT4_MAX = 2_147_483_647;
const PAYMENTS = 22;

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  president = await h.login(DEMO_LOGINS.president);
  secretaire = await h.login(DEMO_LOGINS.secretaire);
  tresorier = await h.login('+237690000004');
  const membre = await h.login(DEMO_LOGINS.membre);
  memberId = (await h.request('GET', '/auth/me', { token: membre })).body.membre.id;
  now = doualaMonthYear(h.clock.now());
});

const get = async (path: string, token = secretaire) => {
  const res = await h.request('GET', path, { token });
  assert.equal(res.status, 200, `${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};
const fundTotal = async () => (await get('/cotisation/total/3')).montant as number;
/** What the fund has received, all years: the figure MAX_FUND_TOTAL bounds (the balance is less). */
const received = async () => (await get(`/stats/totals/3/${now.year}`)).totalCotisations as number;
const memberRow = async () =>
  (await get(`/cotisation/getTransactions/3/${now.year}`)).transactions.find((r: any) => r.Membre.id === memberId);
const pay = (montant: number, token = tresorier) =>
  h.request('POST', '/cotisation/transaction', { token, body: { idUser: memberId, montant, cotisation: 3 } });
const transactionCount = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n;

/** Every read of money, as any member's screens call them. */
async function readEveryMoneyRoute() {
  const y = now.year;
  for (const path of [
    '/cotisation/total/3',
    '/cotisation/total/1',
    '/cotisation/totals',
    `/cotisation/getTransactions/3/${y}`,
    `/cotisation/getTransactions/3/${y}?page=1&pageSize=10`,
    `/cotisation/getTransactions/1/${y}`,
    `/cotisation/myMonthlyContributions/${memberId}`,
    '/cotisation/getSorties/3',
    '/cotisation/withdrawalRequests/mensuel',
    `/stats/totals/3/${y}`,
    `/stats/amountsPerMonth/3/${y}`,
    `/stats/amountsPerYearPerBloc/3/${y}`,
    `/stats/userContributions/3/${y}/${memberId}`,
    '/cotisation/getGeneralNotifications',
  ])
    await get(path);
  const excel = await h.request('GET', `/cotisation/exportExcel/${y}/3/all/excel`, { token: secretaire });
  assert.equal(excel.status, 200, 'Excel export');
}

describe('sums of money past 2 147 483 647 XAF (issue 20)', () => {
  it('22 legal payments carry the fund past 2^31: every read answers, exactly; a correction undoes them', async () => {
    const fundBefore = await fundTotal();
    const rowBefore = await memberRow();
    const monthBefore = rowBefore.mois[now.month - 1] as number;
    const statsBefore = await get(`/stats/totals/3/${now.year}`);
    for (let i = 0; i < PAYMENTS; i++) {
      const res = await pay(MAX_AMOUNT);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    const added = PAYMENTS * MAX_AMOUNT;
    assert.ok(fundBefore + added > INT4_MAX && monthBefore + added > INT4_MAX);

    await readEveryMoneyRoute();
    assert.equal(await fundTotal(), fundBefore + added);
    const totals = (await get('/cotisation/totals')).totals as Array<[string, number]>;
    assert.equal(totals[2]![1], fundBefore + added);
    const row = await memberRow();
    assert.equal(row.mois[now.month - 1], monthBefore + added);
    assert.equal(row.totalMontant, rowBefore.totalMontant + added);
    const ledger = await get(`/cotisation/getTransactions/3/${now.year}`);
    assert.equal(ledger.solde, (await get('/cotisation/withdrawalRequests/mensuel')).cotisations.solde);
    const stats = await get(`/stats/totals/3/${now.year}`);
    assert.equal(stats.totalCotisations, statsBefore.totalCotisations + added);
    assert.equal(stats.cotisationsMois, statsBefore.cotisationsMois + added);
    const mine = await get(`/stats/userContributions/3/${now.year}/${memberId}`);
    assert.equal(mine.month, monthBefore + added);
    const perMonth = await get(`/stats/amountsPerMonth/3/${now.year}`);
    assert.equal(perMonth.cotisation[now.month - 1].totalAmount, ledger.totaux.mois[now.month - 1]);

    // The correction that undoes it: the month back to what it was, with the spec's body.
    const filed = await h.request('POST', '/cotisation/demandeModification', {
      token: secretaire,
      body: { libelle: 'Saisies en trop', type: 'entree', cotisation: 3, cible_id: memberId, ...monthOf() },
    });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    const validated = await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed.body.demande.id, statut: 'Valide' },
    });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    const corrected = await h.request('PUT', `/cotisation/updateTransaction/${memberId}`, {
      token: secretaire,
      body: { mois: now.month, montant: monthBefore },
    });
    assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
    assert.equal(corrected.body.correction.ancienTotal, monthBefore + added);
    assert.equal(corrected.body.correction.nouveauTotal, monthBefore);
    assert.equal(await fundTotal(), fundBefore);
    assert.equal((await memberRow()).mois[now.month - 1], monthBefore);
    await readEveryMoneyRoute();
  });

  it('refuses, in French, a payment that would carry a fund past MAX_FUND_TOTAL; parallel payments cannot pass it together', async () => {
    // Bring the fund just under the bound in one row (thousands of legal payments otherwise).
    const me = (await h.request('GET', '/auth/me', { token: tresorier })).body.membre.id;
    const room = 150_000_000;
    await h.db.insert(transactions).values({
      associationId: 1,
      memberId,
      caisseId: 3,
      montant: MAX_FUND_TOTAL - (await received()) - room,
      mois: 1,
      annee: now.year - 2,
      createdBy: me,
    });
    assert.equal(await received(), MAX_FUND_TOTAL - room);
    await readEveryMoneyRoute();

    const count = await transactionCount();
    const results = await Promise.all([pay(MAX_AMOUNT), pay(MAX_AMOUNT), pay(MAX_AMOUNT)]);
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 422, 422], JSON.stringify(results.map((r) => r.body)));
    const refused = results.find((r) => r.status === 422)!;
    assert.match(
      refused.body.msg,
      /^Montant refusé : la caisse « Cotisation Mensuelle » a déjà reçu .* ne peut pas dépasser 1.000.000.000.000 XAF/,
    );
    assert.equal(await transactionCount(), count + 1, 'one payment recorded, the refused ones wrote nothing');
    assert.equal(await received(), MAX_FUND_TOTAL - room + MAX_AMOUNT);

    // Up to the bound exactly is allowed; one franc more is not.
    const upToBound = await pay(room - MAX_AMOUNT);
    assert.equal(upToBound.status, 200, JSON.stringify(upToBound.body));
    assert.equal(await received(), MAX_FUND_TOTAL);
    const oneMore = await pay(1);
    assert.equal(oneMore.status, 422);
    await readEveryMoneyRoute();
    assert.equal(await received(), MAX_FUND_TOTAL);
  });

  it('refuses a correction that would carry the fund past MAX_FUND_TOTAL, nothing written', async () => {
    // Last year's month of the member: a small total a correction can raise (at most MAX_AMOUNT).
    const target = { mois: now.month, annee: now.year - 1 };
    const filed = await h.request('POST', '/cotisation/demandeModification', {
      token: secretaire,
      body: { libelle: 'Versement oublié', type: 'entree', cotisation: 3, cible_id: memberId, ...target },
    });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed.body.demande.id, statut: 'Valide' },
    });
    const month = (await get(`/cotisation/getTransactions/3/${target.annee}`)).transactions.find(
      (r: any) => r.Membre.id === memberId,
    ).mois[target.mois - 1] as number;
    const count = await transactionCount();
    const raised = await h.request('PUT', `/cotisation/updateTransaction/${memberId}`, {
      token: secretaire,
      body: { mois: target.mois, montant: month + 1 },
    });
    assert.equal(raised.status, 422, JSON.stringify(raised.body));
    assert.match(raised.body.msg, /ne peut pas dépasser 1.000.000.000.000 XAF/);
    assert.equal(await transactionCount(), count);
    assert.equal(await received(), MAX_FUND_TOTAL);
    // The refusal did not spend the window: lowering the month still works.
    const lowered = await h.request('PUT', `/cotisation/updateTransaction/${memberId}`, {
      token: secretaire,
      body: { mois: target.mois, montant: 0 },
    });
    assert.equal(lowered.status, 200, JSON.stringify(lowered.body));
    assert.equal(await received(), MAX_FUND_TOTAL - month);
  });
});

function monthOf() {
  return { mois: now.month, annee: now.year };
}
