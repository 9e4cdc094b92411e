import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { withdrawals } from '../../db/schema.js';
import { build, type Harness, suiteCleanup } from '../../test/helpers.js';
import { insertTestMembers, type TestMember } from '../../test/members.js';

/**
 * A known small association; every expected figure below is worked out by hand from these
 * payments. The clock stands on 15 May 2026 in Douala.
 */
const cleanup = suiteCleanup();
let h: Harness;
let staff: string;
let aliceToken: string;
const ids: Record<string, number> = {};
const PASSWORD = 'Statistiques-2026';

before(async () => {
  h = await build(cleanup, { demo: false });
  h.clock.set(new Date('2026-05-15T10:00:00Z'));
  const people: TestMember[] = [
    ['secretaire', '+237690000202', 'secretaire', 'F', 'Bloc A', [1, 2, 3]],
    ['alice', '+237690000204', 'membre', 'F', 'Bloc A', [1, 2, 3]],
    ['bruno', '+237690000205', 'membre', 'M', 'Bloc B', [1, 2, 3]],
    ['carine', '+237690000206', 'membre', 'F', 'Bloc B', [1, 2, 3]],
  ];
  Object.assign(ids, await insertTestMembers(h.db, people, PASSWORD));
  staff = await h.login('+237690000202', PASSWORD);
  aliceToken = await h.login('+237690000204', PASSWORD);
  const pay = async (who: string, cotisation: number, montant: number, mois: number, annee: number) => {
    const res = await h.request('POST', '/cotisation/transaction', {
      token: staff,
      body: { idUser: ids[who], montant, cotisation, mois, annee },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  await pay('alice', 3, 2500, 1, 2026);
  await pay('alice', 3, 5000, 3, 2026);
  await pay('alice', 3, 2500, 5, 2026);
  await pay('alice', 3, 2500, 12, 2025);
  await pay('alice', 1, 10000, 2, 2026);
  await pay('bruno', 3, 2500, 4, 2026);
  await pay('bruno', 3, 2500, 5, 2026);
  // Validated at 23:30 UTC on 30 April: already 1 May in Douala.
  await h.db.insert(withdrawals).values({
    associationId: 1,
    caisseId: 3,
    type: 'Travaux',
    libelle: 'Caniveau',
    montant: 3000,
    transport: 0,
    statut: 'Valide',
    nbrPersonnes: 4,
    part: 750,
    requesterId: ids.secretaire!,
    validatedAt: new Date('2026-04-30T23:30:00Z'),
  });
  await h.db.insert(withdrawals).values({
    associationId: 1,
    caisseId: 3,
    type: 'Sport',
    libelle: 'En attente',
    montant: 9000,
    statut: 'En cours',
    requesterId: ids.secretaire!,
  });
});

describe('stats/totals', () => {
  it('the six cards of the monthly fund, with the previous periods', async () => {
    const res = await h.request('GET', '/stats/totals/3/2026', { token: aliceToken });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      status: 'success',
      caisse: 3,
      annee: 2026,
      mois: 5,
      totalCotisations: 17500,
      cotisationsAnnee: 15000,
      // January-May 2025, the same months as 2026 so far: alice's December 2025 is not in them.
      cotisationsAnneePrecedente: 0,
      cotisationsMois: 5000,
      cotisationsMoisPrecedent: 2500,
      totalSorties: 3000,
      sortiesAnnee: 3000,
      sortiesAnneePrecedente: 0,
      sortiesMois: 3000,
      sortiesMoisPrecedent: 0,
      solde: 14500,
    });
  });

  it('an empty year shows zeros for the year and December, the all-time totals stay', async () => {
    const res = await h.request('GET', '/stats/totals/3/2022', { token: aliceToken });
    assert.equal(res.body.mois, 12);
    assert.equal(res.body.cotisationsAnnee, 0);
    assert.equal(res.body.cotisationsMois, 0);
    assert.equal(res.body.sortiesAnnee, 0);
    assert.equal(res.body.totalCotisations, 17500);
  });

  it('registrations: members x 5 000', async () => {
    const res = await h.request('GET', '/stats/totals/2/2026', { token: aliceToken });
    assert.equal(res.body.totalCotisations, 4 * 5000);
    assert.equal(res.body.totalSorties, 0);
  });

  it('refuses a bad caisse or year', async () => {
    for (const path of ['/stats/totals/4/2026', '/stats/totals/1/2020', '/stats/totals/1/abc'])
      assert.equal((await h.request('GET', path, { token: aliceToken })).status, 400, path);
  });
});

describe('stats per month and per block', () => {
  it('inflows by month and validated outflows by Douala month', async () => {
    const res = await h.request('GET', '/stats/amountsPerMonth/3/2026', { token: aliceToken });
    assert.deepEqual(
      res.body.cotisation.map((m: any) => m.totalAmount),
      [2500, 0, 5000, 2500, 5000, 0, 0, 0, 0, 0, 0, 0],
    );
    assert.deepEqual(
      res.body.sortie.map((m: any) => m.totalAmount),
      [0, 0, 0, 0, 3000, 0, 0, 0, 0, 0, 0, 0],
    );
    const empty = await h.request('GET', '/stats/amountsPerMonth/1/2023', { token: aliceToken });
    assert.ok(empty.body.cotisation.every((m: any) => m.totalAmount === 0));
  });

  it('contributions per block, largest first', async () => {
    const res = await h.request('GET', '/stats/amountsPerYearPerBloc/3/2026', { token: aliceToken });
    assert.deepEqual(res.body.transactions, [
      { bloc: 'Bloc A', amount: 10000 },
      { bloc: 'Bloc B', amount: 5000 },
    ]);
  });

  it('men and women', async () => {
    const res = await h.request('GET', '/cotisation/genders', { token: aliceToken });
    assert.deepEqual(res.body, { status: 'success', men: 1, women: 3 });
  });
});

describe('stats/userContributions', () => {
  it('a member’s cards and charts', async () => {
    const res = await h.request('GET', `/stats/userContributions/3/2026/${ids.alice}`, { token: aliceToken });
    assert.equal(res.status, 200);
    assert.equal(res.body.global, 12500);
    assert.equal(res.body.year, 10000);
    assert.equal(res.body.month, 2500);
    assert.equal(res.body.best, 5000);
    assert.deepEqual(
      res.body.totalCotisationsActualYear.map((m: any) => m.totalAmount),
      [2500, 0, 5000, 0, 2500, 0, 0, 0, 0, 0, 0, 0],
    );
    assert.deepEqual(res.body.totalContributionsPerYears, [
      { annee: 2021, totalAmount: 0 },
      { annee: 2022, totalAmount: 0 },
      { annee: 2023, totalAmount: 0 },
      { annee: 2024, totalAmount: 0 },
      { annee: 2025, totalAmount: 2500 },
      { annee: 2026, totalAmount: 10000 },
    ]);
  });

  it('a member with no payment gets zeros, not an error', async () => {
    const res = await h.request('GET', `/stats/userContributions/1/2026/${ids.carine}`, { token: staff });
    assert.equal(res.status, 200);
    assert.equal(res.body.global, 0);
    assert.equal(res.body.best, 0);
    assert.ok(res.body.totalCotisationsActualYear.every((m: any) => m.totalAmount === 0));
  });

  it('a Membre reads only her own', async () => {
    assert.equal(
      (await h.request('GET', `/stats/userContributions/3/2026/${ids.bruno}`, { token: aliceToken })).status,
      403,
    );
    assert.equal(
      (await h.request('GET', `/stats/userContributions/2/2026/${ids.alice}`, { token: aliceToken })).status,
      400,
    );
  });
});

describe('year cards: the same months of the year before (R9)', () => {
  it('a year under way is compared with January..this month of the previous year, a past year with the whole', async () => {
    const res = await h.request('POST', '/cotisation/transaction', {
      token: staff,
      body: { idUser: ids.carine, montant: 4000, cotisation: 3, mois: 3, annee: 2025 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const may = await h.request('GET', '/stats/totals/3/2026', { token: aliceToken });
    assert.equal(may.body.cotisationsAnnee, 15000);
    assert.equal(may.body.cotisationsAnneePrecedente, 4000, 'March 2025 counts, December 2025 does not');
    const past = await h.request('GET', '/stats/totals/3/2025', { token: aliceToken });
    assert.equal(past.body.cotisationsAnnee, 6500);
    assert.equal(past.body.cotisationsAnneePrecedente, 0);
    const registrations = await h.request('GET', '/stats/totals/2/2026', { token: aliceToken });
    assert.equal(registrations.body.cotisationsAnneePrecedente, 0, 'nobody joined in January-May 2025');
  });
});
