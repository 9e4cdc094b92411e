import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, jobRuns, notifications, transactions, withdrawalShares, withdrawals } from '../../db/schema.js';
import { runMonthlyReminder } from '../notifications/reminders.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../../test/helpers.js';

const cleanup = suiteCleanup();
let h: Harness;
let president: string;
let secretaire: string;
let tresorier: string;
let membre: string;
let secretaireId: number;
let presidentId: number;

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  president = await h.login(DEMO_LOGINS.president);
  secretaire = await h.login(DEMO_LOGINS.secretaire);
  tresorier = await h.login('+237690000004');
  membre = await h.login(DEMO_LOGINS.membre);
  secretaireId = (await h.request('GET', '/auth/me', { token: secretaire })).body.membre.id;
  presidentId = (await h.request('GET', '/auth/me', { token: president })).body.membre.id;
});

const balance = async (caisse: 1 | 3) =>
  (await h.request('GET', `/cotisation/total/${caisse}`, { token: membre })).body.montant as number;

async function fileMonthly(token: string, montant: number, libelle = 'Achat de matériel') {
  const res = await h.request('POST', '/cotisation/sortieMensuel', {
    token,
    body: { cotisationId: 3, type: 'Travaux', libelle, montant },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.sortie;
}

/**
 * A modification request filed and validated (the edit window the spec's four eyes open): filed by
 * the Secrétaire and validated by the Président unless other tokens are given. Returns its id.
 */
async function openEditWindow(
  body: Record<string, unknown>,
  { requester = secretaire, decider = president }: { requester?: string; decider?: string } = {},
): Promise<number> {
  const filed = await h.request('POST', '/cotisation/demandeModification', { token: requester, body });
  assert.equal(filed.status, 200, JSON.stringify(filed.body));
  const validated = await h.request('PUT', '/cotisation/updateRequest', {
    token: decider,
    body: { id: filed.body.demande.id, statut: 'Valide' },
  });
  assert.equal(validated.status, 200, JSON.stringify(validated.body));
  return filed.body.demande.id as number;
}

async function auditOf(entity: string, id: number) {
  return h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
}

describe('withdrawals: four eyes and the balance (R4, R7)', () => {
  it('files a request that stays En cours and takes nothing out', async () => {
    const before = await balance(3);
    const sortie = await fileMonthly(secretaire, 20000);
    assert.equal(sortie.statut, 'En cours');
    assert.equal(sortie.actionable, false, 'not actionable by its own author');
    assert.equal(await balance(3), before);
    const forPresident = await h.request('GET', '/cotisation/withdrawalRequests/mensuel', { token: president });
    assert.equal(forPresident.body.sorties.find((s: any) => s.id === sortie.id).actionable, true);
    assert.equal(forPresident.body.cotisations.solde, before);
  });

  it('nobody validates her own request; no other role validates at all', async () => {
    const sortie = await fileMonthly(secretaire, 1000);
    const own = await h.request('PUT', '/cotisation/validationSortie', {
      token: secretaire,
      body: { id: sortie.id, status: 'Valide', validateur: secretaireId },
    });
    assert.equal(own.status, 403);
    assert.equal(own.body.msg, 'Vous ne pouvez pas valider ou rejeter votre propre demande.');
    assert.equal(own.body.code, 'OWN_REQUEST');
    for (const token of [tresorier, membre]) {
      const other = await h.request('PUT', '/cotisation/validationSortie', {
        token,
        body: { id: sortie.id, status: 'Valide' },
      });
      assert.equal(other.status, 403);
    }
    const filedByOther = await h.request('POST', '/cotisation/sortieMensuel', {
      token: tresorier,
      body: { cotisationId: 3, type: 'Sport', libelle: 'x', montant: 1000 },
    });
    assert.equal(filedByOther.status, 403, 'only the two officers file');
  });

  it('validation fixes nbr_personnes and the rounded share, leaves the fund, and notifies the requester', async () => {
    const before = await balance(3);
    const sortie = await fileMonthly(secretaire, 10001, 'Peinture du portail');
    const res = await h.request('PUT', '/cotisation/validationSortie', {
      token: president,
      body: { id: sortie.id, status: 'Valide', validateur: presidentId },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const done = res.body.sortie;
    assert.equal(done.statut, 'Valide');
    assert.ok(done.nbr_personnes > 0);
    assert.equal(done.part % 5, 0);
    assert.equal(done.part, Math.round(10001 / done.nbr_personnes / 5) * 5);
    assert.deepEqual(done.validateur, { nom: 'Mbarga', prenom: 'Jean' });
    assert.equal(await balance(3), before - 10001);
    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: secretaire })).body
      .notifications;
    assert.ok(
      notes.some(
        (n: any) => n.titre === 'Validation d’une demande de sortie' && n.contenu.includes('Peinture du portail'),
      ),
    );
    const othersNotes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: membre })).body
      .notifications;
    assert.ok(
      !othersNotes.some((n: any) => n.contenu.includes('Peinture du portail')),
      'a message to one member stays hers',
    );
    const actions = (await auditOf('sortie', sortie.id)).map((a) => a.action).sort();
    assert.deepEqual(actions, ['sortie.create', 'sortie.validate']);
    const again = await h.request('PUT', '/cotisation/validationSortie', {
      token: president,
      body: { id: sortie.id, status: 'Rejetee' },
    });
    assert.equal(again.status, 409);
    assert.deepEqual([again.body.code, again.body.msg], ['ALREADY_DECIDED', 'Cette demande a déjà été traitée.']);
  });

  it('rejection keeps the reason and tells the requester', async () => {
    const sortie = await fileMonthly(president, 5000, 'Tenue du président');
    const res = await h.request('PUT', '/cotisation/validationSortie', {
      token: secretaire,
      body: { id: sortie.id, status: 'Rejetee', motif: 'Dépense personnelle' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.sortie.statut, 'Rejetee');
    assert.equal(res.body.sortie.motifRefus, 'Dépense personnelle');
    assert.equal(res.body.msg, 'La requête a été refusée');
    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: president })).body
      .notifications;
    assert.ok(
      notes.some((n: any) => n.titre === 'Rejet d’une demande de sortie' && n.contenu.includes('Dépense personnelle')),
    );
  });

  it('refuses an overdraft with “Solde insuffisant”', async () => {
    const available = await balance(1);
    const sortie = (
      await h.request('POST', '/cotisation/demandeSortie', {
        token: secretaire,
        body: {
          cotisationId: 1,
          type: '1',
          motif: 'Trop cher',
          delai: '2030-01-31',
          transport: 1000,
          montant: available,
        },
      })
    ).body.sortie;
    const res = await h.request('PUT', '/cotisation/validationSortie', {
      token: president,
      body: { id: sortie.id, status: 'Valide' },
    });
    assert.equal(res.status, 409);
    assert.match(res.body.msg, /^Solde insuffisant/);
    assert.equal(res.body.code, 'INSUFFICIENT_BALANCE');
    assert.equal(await balance(1), available);
  });

  it('two validations racing on one fund never overdraw it', async () => {
    const available = await balance(1);
    const size = Math.floor(available * 0.6);
    const ids: number[] = [];
    for (const motif of ['Urgence A', 'Urgence B'])
      ids.push(
        (
          await h.request('POST', '/cotisation/demandeSortie', {
            token: secretaire,
            body: { cotisationId: 1, type: '1', motif, delai: '2030-01-31', transport: 0, montant: size },
          })
        ).body.sortie.id,
      );
    const results = await Promise.all(
      ids.map((id) =>
        h.request('PUT', '/cotisation/validationSortie', { token: president, body: { id, status: 'Valide' } }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await balance(1), available - size);
    assert.ok((await balance(1)) >= 0);
  });

  it('refuses bad withdrawal input', async () => {
    const cases = [
      { cotisationId: 3, type: 'Vacances', libelle: 'x', montant: 1000 },
      { cotisationId: 3, type: 'Sport', libelle: '', montant: 1000 },
      { cotisationId: 3, type: 'Sport', libelle: 'x', montant: 10.5 },
      { cotisationId: 3, type: 'Sport', libelle: 'x', montant: -1 },
      { cotisationId: 1, type: 'Sport', libelle: 'x', montant: 1000 },
    ];
    for (const body of cases) {
      const res = await h.request('POST', '/cotisation/sortieMensuel', { token: secretaire, body });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    const badDate = await h.request('POST', '/cotisation/demandeSortie', {
      token: secretaire,
      body: { cotisationId: 1, type: '1', motif: 'x', delai: '2030-02-31', transport: 0, montant: 1000 },
    });
    assert.equal(badDate.status, 400);
    assert.match(badDate.body.fields.delai, /Date invalide/);
  });
});

describe('a withdrawal sent again with its Idempotency-Key is filed once (issue 20)', () => {
  it('three parallel sends with one key file one request, on both funds; another body with the key is 422', async () => {
    const before = (await h.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals))[0]!.n;
    const monthly = { cotisationId: 3, type: 'Chaises', libelle: 'Chaises louées une fois', montant: 500 };
    const headers = { 'idempotency-key': 'sortie-mensuelle-0001' };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        h.request('POST', '/cotisation/sortieMensuel', { token: secretaire, body: monthly, headers }),
      ),
    );
    for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(new Set(answers.map((res) => res.body.sortie.id)).size, 1, 'one withdrawal, the same answer');

    const solidarity = {
      cotisationId: 1,
      type: '1',
      motif: 'Aide déposée une fois',
      delai: '2030-01-31',
      transport: 0,
      montant: 800,
    };
    const key = { 'idempotency-key': 'sortie-solidarite-0001' };
    const twice = await Promise.all(
      [1, 2].map(() =>
        h.request('POST', '/cotisation/demandeSortie', { token: president, body: solidarity, headers: key }),
      ),
    );
    for (const res of twice) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(twice[0]!.body.sortie.id, twice[1]!.body.sortie.id);

    const other = await h.request('POST', '/cotisation/demandeSortie', {
      token: president,
      body: { ...solidarity, montant: 900 },
      headers: key,
    });
    assert.equal(other.status, 422, JSON.stringify(other.body));
    const after = (await h.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals))[0]!.n;
    assert.equal(after, before + 2, 'two requests filed in all, one per key');
  });
});

describe('modification requests: one edit within 30 minutes of validation (R8)', () => {
  let target: { id: number; month: number; year: number };

  before(async () => {
    const ledger = (await h.request('GET', `/cotisation/getTransactions/3/2024`, { token: secretaire })).body;
    const row = ledger.transactions.find((r: any) => r.mois[2] > 0 && r.demandesModifications === null);
    target = { id: row.Membre.id, month: 3, year: 2024 };
  });

  const fileEntry = () =>
    h.request('POST', '/cotisation/demandeModification', {
      token: secretaire,
      body: {
        libelle: 'Mars saisi deux fois',
        type: 'entree',
        cotisation: 3,
        cible_id: target.id,
        mois: target.month,
        annee: target.year,
        demandeur: 1,
      },
    });
  const edit = (montant: number) =>
    h.request('PUT', `/cotisation/updateTransaction/${target.id}`, {
      token: secretaire,
      body: { mois: target.month, montant, cotisation: 3, annee: target.year },
    });
  const rowStatus = async () =>
    (
      await h.request('GET', `/cotisation/getTransactions/3/${target.year}`, { token: secretaire })
    ).body.transactions.find((r: any) => r.Membre.id === target.id);

  it('refuses an edit without a validated request', async () => {
    const res = await edit(2500);
    assert.equal(res.status, 403);
    assert.match(res.body.msg, /demande de modification validée/);
  });

  it('files, is validated by the Président, allows one edit that lands, then expires', async () => {
    const filed = await fileEntry();
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    assert.equal(filed.body.msg, 'Votre requête de modification a bien été envoyée');
    assert.equal((await rowStatus()).demandesModifications, 'En cours');
    const second = await fileEntry();
    assert.deepEqual([second.status, second.body.code], [409, 'REQUEST_ALREADY_OPEN'], 'one open request per line');
    const early = await edit(2500);
    assert.deepEqual([early.status, early.body.code], [403, 'EDIT_WINDOW_CLOSED'], 'not yet validated');

    const ownDecision = await h.request('PUT', '/cotisation/updateRequest', {
      token: secretaire,
      body: { id: filed.body.demande.id, statut: 'Valide' },
    });
    assert.equal(ownDecision.status, 403);
    const validated = await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed.body.demande.id, statut: 'Valide', validateur: presidentId },
    });
    assert.equal(validated.status, 200);
    assert.equal(validated.body.msg, 'La requête a été validée et expire dans 30 min');
    const row = await rowStatus();
    assert.equal(row.demandesModifications, 'Valide');
    assert.equal(row.validatorName, 'Mbarga');

    const beforeTotal = row.mois[target.month - 1];
    const [countBefore] = await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    const done = await edit(1234);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.msg, 'Mise à jour de la transaction effectuée');
    assert.equal(done.body.correction.ancienTotal, beforeTotal);
    const after = await rowStatus();
    assert.equal(after.mois[target.month - 1], 1234);
    assert.equal(after.demandesModifications, 'Expiree');
    const [countAfter] = await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    assert.equal(countAfter!.n, countBefore!.n + 1, 'a correction row is added, nothing deleted');
    assert.equal((await edit(2500)).status, 403, 'the window allowed one edit');

    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: secretaire })).body
      .notifications;
    assert.ok(notes.some((n: any) => n.titre === 'Validation d’une demande de modification'));
    const actions = (await auditOf('demande', filed.body.demande.id)).map((a) => a.action).sort();
    assert.deepEqual(actions, ['demande.create', 'demande.validate']);
    assert.equal((await auditOf('membre', target.id)).filter((a) => a.action === 'transaction.correct').length, 1);
  });

  it('two filings racing on one line open one request', async () => {
    const [a, b] = await Promise.all([fileEntry(), fileEntry()]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409], `${JSON.stringify(a.body)} ${JSON.stringify(b.body)}`);
    const filed = (a.status === 200 ? a : b).body.demande.id;
    const rejected = await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed, statut: 'Rejetee' },
    });
    assert.equal(rejected.status, 200);
  });

  it('closes the window 30 minutes after validation (injected clock)', async () => {
    const filed = await fileEntry();
    await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed.body.demande.id, statut: 'Valide' },
    });
    h.clock.advance(30 * 60_000 + 1000);
    const late = await edit(2500);
    assert.equal(late.status, 403);
    assert.equal((await rowStatus()).demandesModifications, 'Expiree');
    const view = await h.request('GET', `/cotisation/getDemandeModification/${filed.body.demande.id}`, {
      token: secretaire,
    });
    assert.equal(view.body.demande.statut, 'Expiree');
  });

  it('rejection stores the reason; the Secrétaire may file again', async () => {
    const filed = await fileEntry();
    const rejected = await h.request('PUT', '/cotisation/updateRequest', {
      token: president,
      body: { id: filed.body.demande.id, statut: 'Rejetee', motif: 'Le reçu confirme le montant' },
    });
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.demande.motifRefus, 'Le reçu confirme le montant');
    assert.equal((await rowStatus()).demandesModifications, 'Rejetee');
    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: secretaire })).body
      .notifications;
    assert.ok(
      notes.some(
        (n: any) => n.titre === 'Rejet d’une demande de modification' && n.contenu.includes('Le reçu confirme'),
      ),
    );
    assert.equal((await edit(2500)).status, 403);
  });

  it('edits a withdrawal once under a validated sortie request, shares follow', async () => {
    const sortie = await fileMonthly(president, 3000, 'Ballons');
    await h.request('PUT', '/cotisation/validationSortie', {
      token: secretaire,
      body: { id: sortie.id, status: 'Valide' },
    });
    const noRequest = await h.request('PUT', `/cotisation/updateSortieMensuelle/${sortie.id}`, {
      token: secretaire,
      body: { type: 'Sport', libelle: 'Ballons et filets', montant: 4000 },
    });
    assert.equal(noRequest.status, 403);
    await openEditWindow({ libelle: 'Montant des ballons', type: 'sortie', cotisation: 3, cible_id: sortie.id });
    const res = await h.request('PUT', `/cotisation/updateSortieMensuelle/${sortie.id}`, {
      token: secretaire,
      body: { type: 'Sport', libelle: 'Ballons et filets', montant: 4000 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.sortie.montant, 4000);
    assert.equal(res.body.sortie.part, Math.round(4000 / res.body.sortie.nbr_personnes / 5) * 5);
    const twice = await h.request('PUT', `/cotisation/updateSortieMensuelle/${sortie.id}`, {
      token: secretaire,
      body: { type: 'Sport', libelle: 'Encore', montant: 5000 },
    });
    assert.equal(twice.status, 403);
  });

  it('refuses a recovery date set or changed to a day gone in Douala, keeps one left as it was', async () => {
    const saved = h.clock.now();
    try {
      // 4 December, 23:30 UTC: already the 5th in Douala (UTC+1).
      h.clock.set(new Date('2026-12-04T23:30:00Z'));
      const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals))[0]!.n;
      const before = await count();
      const body = { cotisationId: 1, type: '1', motif: 'Deuil', transport: 0, montant: 1000 };
      const past = await h.request('POST', '/cotisation/demandeSortie', {
        token: secretaire,
        body: { ...body, delai: '2026-12-04' },
      });
      assert.equal(past.status, 400);
      assert.equal(past.body.code, 'RECOVERY_DATE_PAST');
      assert.equal(past.body.msg, 'Le délai de recouvrement ne peut pas être une date passée.');
      assert.equal(past.body.fields.delai, past.body.msg);
      assert.equal(await count(), before, 'nothing filed');
      const filed = await h.request('POST', '/cotisation/demandeSortie', {
        token: secretaire,
        body: { ...body, delai: '2026-12-05' },
      });
      assert.equal(filed.status, 200, JSON.stringify(filed.body));
      const sortie = filed.body.sortie;

      // Two days later the date has passed; the request is corrected under a validated modification.
      h.clock.set(new Date('2026-12-06T10:00:00Z'));
      // Sessions last 12 hours: the officers sign in again on that day.
      const secretaireLater = await h.login(DEMO_LOGINS.secretaire);
      const presidentLater = await h.login(DEMO_LOGINS.president);
      await openEditWindow(
        { libelle: 'Montant du deuil', type: 'sortie', cotisation: 1, cible_id: sortie.id },
        { requester: secretaireLater, decider: presidentLater },
      );
      const update = (delai: string, montant: number) =>
        h.request('PUT', `/cotisation/updateSortie/${sortie.id}`, {
          token: secretaireLater,
          body: { type: '1', motif: 'Deuil', delai_recouvrement: delai, transport: 0, montant },
        });
      const moved = await update('2026-12-04', 1500);
      assert.equal(moved.status, 400);
      assert.equal(moved.body.code, 'RECOVERY_DATE_PAST');
      assert.equal(moved.body.fields.delai_recouvrement, moved.body.msg);
      // The refusal spent nothing: the same window takes the edit that keeps the passed date.
      const kept = await update('2026-12-05', 1500);
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
      assert.equal(kept.body.sortie.montant, 1500);
      assert.equal(kept.body.sortie.delai_recouvrement.slice(0, 10), '2026-12-05');
    } finally {
      h.clock.set(saved);
    }
  });

  it('lists requests with who may act on them', async () => {
    const forPresident = (await h.request('GET', '/cotisation/getOngoingModifications/entree', { token: president }))
      .body.demandes;
    assert.ok(forPresident.length > 0);
    assert.ok(forPresident.every((d: any) => d.type === 'entree'));
    assert.ok(forPresident.filter((d: any) => d.statut === 'En cours').every((d: any) => d.actionable));
    const forSecretaire = (await h.request('GET', '/cotisation/demandes', { token: secretaire })).body.demandes;
    assert.ok(forSecretaire.every((d: any) => d.actionable === false));
    assert.equal((await h.request('GET', '/cotisation/demandes', { token: membre })).status, 403);
  });
});

describe('reminders', () => {
  it('the Secrétaire sends a reminder every member reads', async () => {
    const res = await h.request('POST', '/cotisation/newNotification', {
      token: secretaire,
      body: { titre: 'Assemblée générale', contenu: 'Dimanche à 15 h au Bloc C', type: 'rappel' },
    });
    assert.equal(res.status, 200);
    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: membre })).body.notifications;
    assert.equal(notes[0].titre, 'Assemblée générale');
    assert.equal(notes[0].pourTous, true);
    assert.equal(
      (
        await h.request('POST', '/cotisation/newNotification', {
          token: president,
          body: { titre: 'x', contenu: 'y', type: 'rappel' },
        })
      ).status,
      403,
    );
    assert.equal(
      (
        await h.request('POST', '/cotisation/newNotification', {
          token: secretaire,
          body: { titre: 'x', contenu: 'y', type: 'request' },
        })
      ).status,
      400,
    );
  });

  it('the monthly reminder reaches each member behind once per month, even when run twice', async () => {
    const saved = h.clock.now();
    try {
      h.clock.set(new Date('2026-12-03T10:00:00Z'));
      assert.equal(await runMonthlyReminder(h.app.ctx), null, 'not before the 5th');
      h.clock.set(new Date('2026-12-10T10:00:00Z'));
      // Two runs at once (two servers): each association's month is claimed by one of them only.
      const [first, second] = await Promise.all([runMonthlyReminder(h.app.ctx), runMonthlyReminder(h.app.ctx)]);
      const reminded = (first ?? 0) + (second ?? 0);
      assert.ok(reminded > 0);
      assert.equal(await runMonthlyReminder(h.app.ctx), null, 'once per month');
      const rows = await h.db
        .select({ who: notifications.recipientId, n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.titre, 'Rappel de cotisation mensuelle'))
        .groupBy(notifications.associationId, notifications.recipientId);
      assert.equal(rows.length, reminded);
      assert.ok(rows.every((r) => r.n === 1 && r.who !== null));
      const runs = await h.db.select().from(jobRuns).where(eq(jobRuns.period, '2026-12'));
      assert.deepEqual(runs.map((run) => run.associationId).sort(), [1, 2], 'one claim per association');
      // SMS goes out too, since the provider is not 'log'.
      const texts = h.sms.messages.length;
      await h.app.ctx.sms.idle();
      await h.app.ctx.sms.dispatchDue();
      assert.ok(h.sms.messages.length > texts);
      assert.ok(h.sms.messages.at(-1)!.message.includes('rappel'));
    } finally {
      h.clock.set(saved);
    }
  });
});

describe('a downward correction cannot take back money already paid out (R7)', () => {
  it('is refused with “Solde insuffisant” when the fund no longer holds the difference, nothing written', async () => {
    const ledger = (await h.request('GET', `/cotisation/getTransactions/1/2024`, { token: secretaire })).body;
    const row = ledger.transactions.find((r: any) => r.mois[4] > 0 && r.demandesModifications === null);
    assert.ok(row, 'a solidarity payment in May 2024 to correct');
    const paid = row.mois[4] as number;
    // Leave the fund one franc short of the amount the correction would remove.
    const drain = (await balance(1)) - (paid - 1);
    assert.ok(drain > 0, `the fund holds more than the payment (${drain})`);
    const sortie = await h.request('POST', '/cotisation/demandeSortie', {
      token: president,
      body: { cotisationId: 1, type: '1', motif: 'Décès', delai: '2030-01-31', transport: 0, montant: drain },
    });
    assert.equal(sortie.status, 200, JSON.stringify(sortie.body));
    const validated = await h.request('PUT', '/cotisation/validationSortie', {
      token: secretaire,
      body: { id: sortie.body.sortie.id, status: 'Valide' },
    });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.equal(await balance(1), paid - 1);

    await openEditWindow({
      libelle: 'Mai saisi par erreur',
      type: 'entree',
      cotisation: 1,
      cible_id: row.Membre.id,
      mois: 5,
      annee: 2024,
    });
    const [countBefore] = await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    const refused = await h.request('PUT', `/cotisation/updateTransaction/${row.Membre.id}`, {
      token: secretaire,
      body: { mois: 5, montant: 0, cotisation: 1, annee: 2024 },
    });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.match(refused.body.msg, /^Solde insuffisant/);
    assert.equal(refused.body.code, 'INSUFFICIENT_BALANCE');
    const [countAfter] = await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    assert.equal(countAfter!.n, countBefore!.n, 'no correction row written');
    assert.equal(await balance(1), paid - 1);
    // The refused attempt did not spend the window: a correction the fund can bear still goes through.
    const allowed = await h.request('PUT', `/cotisation/updateTransaction/${row.Membre.id}`, {
      token: secretaire,
      body: { mois: 5, montant: 1, cotisation: 1, annee: 2024 },
    });
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
    assert.equal(await balance(1), 0);
  });
});

describe('busy validations on PostgreSQL answer a French 409, never a 500 (issue 20)', () => {
  it('40 parallel validations and 10 racing rejections: no 5xx, each decided once, the balance never negative', async () => {
    const start = await balance(3);
    // 40 requests of which about 30 fit in the fund: the last ones must be refused for the balance.
    const each = Math.floor(start / 30);
    assert.ok(each > 0, `the demo fund holds money (${start})`);
    const filed = [];
    for (let i = 0; i < 40; i++) filed.push(await fileMonthly(secretaire, each, `Sortie parallèle ${i + 1}`));
    const ids = filed.map((s) => s.id as number);
    const decisions = await Promise.all([
      ...ids.map((id) =>
        h.request('PUT', '/cotisation/validationSortie', { token: president, body: { id, status: 'Valide' } }),
      ),
      ...ids.slice(0, 10).map((id) =>
        h.request('PUT', '/cotisation/validationSortie', {
          token: president,
          body: { id, status: 'Rejetee', motif: 'Doublon' },
        }),
      ),
    ]);
    const statuses = decisions.map((r) => r.status);
    assert.ok(
      decisions.every((r) => r.status === 200 || r.status === 409),
      JSON.stringify(decisions.filter((r) => r.status !== 200 && r.status !== 409).map((r) => [r.status, r.body])),
    );
    for (const refused of decisions.filter((r) => r.status === 409))
      assert.match(
        refused.body.msg,
        /^(Solde insuffisant|Cette demande a déjà été traitée|Trop d’opérations sur la caisse en même temps.*réessayez)/,
      );
    assert.ok(statuses.filter((s) => s === 200).length >= 10, `some decisions went through: ${statuses.join(',')}`);

    const rows = await h.db
      .select({ id: withdrawals.id, statut: withdrawals.statut, montant: withdrawals.montant })
      .from(withdrawals)
      .where(inArray(withdrawals.id, ids));
    const decidedOnce = await h.db
      .select({ id: auditLog.entityId, n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sortie'), inArray(auditLog.action, ['sortie.validate', 'sortie.reject'])))
      .groupBy(auditLog.entityId);
    const auditCount = new Map(decidedOnce.map((r) => [Number(r.id), r.n]));
    for (const row of rows) {
      if (row.statut === 'En cours') assert.equal(auditCount.get(row.id), undefined);
      else assert.equal(auditCount.get(row.id), 1, `withdrawal ${row.id} decided once`);
      const shares = await h.db.select().from(withdrawalShares).where(eq(withdrawalShares.withdrawalId, row.id));
      assert.equal(shares.length > 0, row.statut === 'Valide', `shares only for validated ${row.id}`);
    }
    const validated = rows.filter((r) => r.statut === 'Valide').length;
    const successes = statuses.filter((s) => s === 200).length;
    assert.equal(successes, rows.filter((r) => r.statut !== 'En cours').length, 'one 200 per decided withdrawal');
    const end = await balance(3);
    assert.ok(end >= 0, `balance never negative (${end})`);
    assert.equal(end, start - validated * each);
  });
});

describe('updateTransaction with the spec’s body { mois, montant } (issue 20)', () => {
  let target: { id: number; mois: number; annee: number; total: number };

  const openWindow = (cotisation: 1 | 3, mois: number, annee: number) =>
    openEditWindow({ libelle: 'Montant mal saisi', type: 'entree', cotisation, cible_id: target.id, mois, annee });
  const edit = (body: Record<string, unknown>) =>
    h.request('PUT', `/cotisation/updateTransaction/${target.id}`, { token: secretaire, body });
  const monthTotal = async (cotisation: 1 | 3, annee: number, mois: number) =>
    (
      await h.request('GET', `/cotisation/getTransactions/${cotisation}/${annee}`, { token: secretaire })
    ).body.transactions.find((r: any) => r.Membre.id === target.id).mois[mois - 1] as number;
  const countRows = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n;

  before(async () => {
    const ledger = (await h.request('GET', '/cotisation/getTransactions/3/2023', { token: secretaire })).body;
    const row = ledger.transactions.find((r: any) => r.mois[6] > 0 && r.demandesModifications === null);
    target = { id: row.Membre.id, mois: 7, annee: 2023, total: row.mois[6] };
  });

  it('takes the fund and the year from the live validated request', async () => {
    await openWindow(3, target.mois, target.annee);
    const done = await edit({ mois: target.mois, montant: target.total + 500 });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.correction.annee, target.annee);
    assert.equal(done.body.correction.ancienTotal, target.total);
    assert.equal(await monthTotal(3, target.annee, target.mois), target.total + 500);
  });

  it('accepts cotisation and annee that agree, refuses with 409 those that disagree, writing nothing', async () => {
    await openWindow(3, target.mois, target.annee);
    const count = await countRows();
    for (const disagreeing of [
      { mois: target.mois, montant: 1000, cotisation: 1 },
      { mois: target.mois, montant: 1000, annee: target.annee + 1 },
      { mois: target.mois, montant: 1000, cotisation: 1, annee: target.annee },
    ]) {
      const refused = await edit(disagreeing);
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.match(
        refused.body.msg,
        /ne correspond pas à la demande de modification validée.*Cotisation Mensuelle.*2023/,
      );
    }
    const otherMonth = await edit({ mois: target.mois === 1 ? 2 : 1, montant: 1000 });
    assert.equal(otherMonth.status, 403, 'no window on another month');
    assert.equal(await countRows(), count, 'nothing written');
    assert.equal(await monthTotal(3, target.annee, target.mois), target.total + 500);
    const agreeing = await edit({ mois: target.mois, montant: target.total, cotisation: 3, annee: target.annee });
    assert.equal(agreeing.status, 200, JSON.stringify(agreeing.body));
    assert.equal(await monthTotal(3, target.annee, target.mois), target.total);
  });

  it('asks for the fund and the year when two live requests share the month', async () => {
    await openWindow(3, target.mois, target.annee);
    await openWindow(3, target.mois, target.annee + 1);
    const ambiguous = await edit({ mois: target.mois, montant: target.total });
    assert.equal(ambiguous.status, 409, JSON.stringify(ambiguous.body));
    assert.match(ambiguous.body.msg, /précisez la caisse \(cotisation\) et l’année \(annee\)/);
    const precise = await edit({ mois: target.mois, montant: target.total, annee: target.annee + 1 });
    assert.equal(precise.status, 200, JSON.stringify(precise.body));
    const rest = await edit({ mois: target.mois, montant: target.total });
    assert.equal(rest.status, 200, 'one window left: no need to say which');
  });
});
