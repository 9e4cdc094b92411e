import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROLE_CODES, ROUTE_ACCESS, roleMayReach, type RoleCode, type RouteKey } from '@quartier/shared';
import { build, DEMO_PASSWORD, type Harness, suiteCleanup, UNLIMITED } from '../../test/helpers.js';
import { DEMO_ROLE_LOGINS } from '../../db/seed/demo.js';
import { routeKey } from './access.js';

const PHONE_OF = DEMO_ROLE_LOGINS;

type Caller = RoleCode | 'anonyme';
interface Sample {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * Rulings R4 written out, cell by cell, independently of ROUTE_ACCESS: Y = the caller reaches the
 * route (any answer but 401/403), - = refused (401 without a session, 403 with one). Columns:
 *   anonyme  president  secretaire  vice_president  tresorier  commissaire_aux_comptes  censeur  membre
 * own_or_staff routes are called with the caller's own id (a member reaching another's data is the
 * next test). A new route needs a row here, checked against the rulings by whoever adds it.
 */
const EXPECTED: Record<RouteKey, string> = {
  'GET /health': 'Y Y Y Y Y Y Y Y',
  'GET /association': 'Y Y Y Y Y Y Y Y',
  'GET /auth/csrf': 'Y Y Y Y Y Y Y Y',
  'POST /auth/login': 'Y Y Y Y Y Y Y Y',
  'POST /auth/logout': '- Y Y Y Y Y Y Y',
  'GET /auth/me': '- Y Y Y Y Y Y Y',
  'POST /auth/switchAssociation': '- Y Y Y Y Y Y Y',
  'GET /associations/mine': '- Y Y Y Y Y Y Y',
  'GET /auth/confirmAccount/:token': 'Y Y Y Y Y Y Y Y',
  'PUT /auth/confirmAccount/:token': 'Y Y Y Y Y Y Y Y',
  'PUT /auth/forgotPassword': 'Y Y Y Y Y Y Y Y',
  'PUT /auth/resetPassword': 'Y Y Y Y Y Y Y Y',
  'POST /auth/resendCode': 'Y Y Y Y Y Y Y Y',
  'GET /user/getUser/:id': '- Y Y Y Y Y Y Y',
  'GET /user/roles': '- Y Y Y Y Y Y -',
  'GET /user/blocs': '- Y Y Y Y Y Y -',
  'GET /user/userPerBloc': '- Y Y Y Y Y Y Y',
  'GET /user/genderPerBloc': '- Y Y Y Y Y Y Y',
  'POST /auth/register': '- Y Y Y Y Y Y -',
  'PUT /auth/updateUser/:id': '- - Y - - - - -',
  'PUT /user/updateStatus/:id': '- Y Y Y Y Y Y -',
  'PUT /user/subscription/:id': '- - Y - - - - -',
  'GET /cotisation/allMembres': '- Y Y Y Y Y Y Y',
  'GET /cotisation/membres/:id': '- Y Y Y Y Y Y Y',
  'POST /cotisation/transaction': '- Y Y Y Y Y Y -',
  'GET /cotisation/getTransactions/:caisse/:year': '- Y Y Y Y Y Y Y',
  'GET /cotisation/total/:fund': '- Y Y Y Y Y Y Y',
  'GET /cotisation/totals': '- Y Y Y Y Y Y Y',
  'GET /cotisation/myMonthlyContributions/:id': '- Y Y Y Y Y Y Y',
  'GET /cotisation/getSorties/:id': '- Y Y Y Y Y Y Y',
  'GET /cotisation/exportExcel/:year/:caisse/:scope/:format': '- Y Y Y Y Y Y -',
  'POST /cotisation/demandeSortie': '- Y Y - - - - -',
  'POST /cotisation/sortieMensuel': '- Y Y - - - - -',
  'GET /cotisation/withdrawalRequests/:id': '- Y Y Y Y Y Y Y',
  'PUT /cotisation/validationSortie': '- Y Y - - - - -',
  'PUT /cotisation/updateSortie/:id': '- - Y - - - - -',
  'PUT /cotisation/updateSortieMensuelle/:id': '- - Y - - - - -',
  'GET /cotisation/demandes': '- Y Y Y Y Y Y -',
  'POST /cotisation/demandeModification': '- - Y - - - - -',
  'GET /cotisation/getDemandeModification/:id': '- Y Y Y Y Y Y -',
  'GET /cotisation/getOngoingModifications/:id': '- Y Y Y Y Y Y -',
  'PUT /cotisation/updateRequest': '- Y Y - - - - -',
  'PUT /cotisation/updateTransaction/:id': '- - Y - - - - -',
  'GET /cotisation/getGeneralNotifications': '- Y Y Y Y Y Y Y',
  'POST /cotisation/newNotification': '- - Y - - - - -',
  'GET /notifications/pending': '- Y Y Y Y Y Y Y',
  'GET /stats/totals/:caisse/:year': '- Y Y Y Y Y Y Y',
  'GET /stats/amountsPerMonth/:caisse/:year': '- Y Y Y Y Y Y Y',
  'GET /stats/amountsPerYearPerBloc/:caisse/:year': '- Y Y Y Y Y Y Y',
  'GET /stats/userContributions/:category/:year/:memberId': '- Y Y Y Y Y Y Y',
  'GET /cotisation/genders': '- Y Y Y Y Y Y Y',
  'GET /bureau/demandes': '- Y Y - - - - -',
  'PUT /bureau/demandes/:id': '- Y Y - - - - -',
  'PUT /association': '- Y Y - - - - -',
  'GET /cotisation/documents': '- Y Y Y Y Y Y Y',
  'PUT /cotisation/documents/:kind': '- Y Y - - - - -',
  'GET /cotisation/downloadStatus': 'Y Y Y Y Y Y Y Y',
  'GET /cotisation/downloadLegalisation': 'Y Y Y Y Y Y Y Y',
  'GET /cotisation/downloadReglement': 'Y Y Y Y Y Y Y Y',
  'GET /cotisation/downloadAssistance': 'Y Y Y Y Y Y Y Y',
  'POST /associations/creation': 'Y Y Y Y Y Y Y Y',
  'POST /associations/creation/:jeton': 'Y Y Y Y Y Y Y Y',
  'POST /associations/creation/:jeton/code': 'Y Y Y Y Y Y Y Y',
  'GET /association/firstSteps': '- Y Y - - - - -',
  'GET /rapports/annuel': '- Y Y Y Y Y Y -',
  'GET /journal': '- Y Y Y Y Y Y -',
  'GET /journal/export': '- Y Y Y Y Y Y -',
  'GET /cotisation/recus/:caisse/:year/:memberId': '- Y Y Y Y Y Y Y',
  'GET /user/preferences': '- Y Y Y Y Y Y Y',
  'PUT /user/preferences': '- Y Y Y Y Y Y Y',
  // Issue 25: one's own language, whatever the role; nobody sets another's.
  'PUT /user/language': '- Y Y Y Y Y Y Y',
};
const CALLERS: Caller[] = ['anonyme', ...ROLE_CODES];

/**
 * A valid request for every route of the matrix. A route added to the matrix without a sample
 * here makes this test fail, and a route registered without a matrix entry stops the server.
 */
let phoneCounter = 100;
const thisYear = new Date().getFullYear();
const target = { id: 0, bloc: '', sexe: 'M' as 'M' | 'F', telephone: '', membreRoleId: 0 };
const SAMPLES: Record<RouteKey, (caller: { memberId: number | null }) => Sample> = {
  'GET /health': () => ({ method: 'GET', path: '/health' }),
  'GET /association': () => ({ method: 'GET', path: '/association' }),
  'GET /auth/csrf': () => ({ method: 'GET', path: '/auth/csrf' }),
  'POST /auth/login': () => ({
    method: 'POST',
    path: '/auth/login',
    body: { telephone: '690000003', password: DEMO_PASSWORD },
  }),
  'POST /auth/logout': () => ({ method: 'POST', path: '/auth/logout' }),
  'GET /auth/me': () => ({ method: 'GET', path: '/auth/me' }),
  // Into the caller's own association: a new session there; the one asking ends (like logout).
  'POST /auth/switchAssociation': () => ({
    method: 'POST',
    path: '/auth/switchAssociation',
    body: { associationId: 1 },
  }),
  'GET /associations/mine': () => ({ method: 'GET', path: '/associations/mine' }),
  'GET /auth/confirmAccount/:token': () => ({ method: 'GET', path: `/auth/confirmAccount/${'a'.repeat(22)}` }),
  'PUT /auth/confirmAccount/:token': () => ({
    method: 'PUT',
    path: `/auth/confirmAccount/${'a'.repeat(22)}`,
    body: { otp: '123456', password: 'UnSecret-2026', confirmPassword: 'UnSecret-2026' },
  }),
  'PUT /auth/forgotPassword': () => ({ method: 'PUT', path: '/auth/forgotPassword', body: { telephone: '699000123' } }),
  'PUT /auth/resetPassword': () => ({
    method: 'PUT',
    path: '/auth/resetPassword',
    body: { telephone: '699000123', otp: '123456', password: 'UnSecret-2026', confirmPassword: 'UnSecret-2026' },
  }),
  'POST /auth/resendCode': () => ({
    method: 'POST',
    path: '/auth/resendCode',
    body: { telephone: '699000123', purpose: 'confirmation' },
  }),
  'GET /user/getUser/:id': ({ memberId }) => ({ method: 'GET', path: `/user/getUser/${memberId ?? 1}` }),
  'GET /user/roles': () => ({ method: 'GET', path: '/user/roles' }),
  'GET /user/blocs': () => ({ method: 'GET', path: '/user/blocs' }),
  'GET /user/userPerBloc': () => ({ method: 'GET', path: '/user/userPerBloc' }),
  'GET /user/genderPerBloc': () => ({ method: 'GET', path: '/user/genderPerBloc' }),
  'POST /auth/register': () => ({
    method: 'POST',
    path: '/auth/register',
    body: {
      nom: 'Test',
      prenom: 'Matrice',
      telephone: `+237655${String(++phoneCounter).padStart(6, '0')}`,
      bloc: 'Bloc A',
      sexe: 'F',
      cotisations: [1, 2, 3],
      role: target.membreRoleId,
    },
  }),
  'PUT /auth/updateUser/:id': () => ({
    method: 'PUT',
    path: `/auth/updateUser/${target.id}`,
    body: {
      telephone: target.telephone,
      bloc: target.bloc,
      sexe: target.sexe,
      cotisations: [1, 2, 3],
      RoleId: target.membreRoleId,
    },
  }),
  'PUT /user/updateStatus/:id': () => ({
    method: 'PUT',
    path: `/user/updateStatus/${target.id}`,
    body: { statut: 'Actif' },
  }),
  'PUT /user/subscription/:id': () => ({
    method: 'PUT',
    path: `/user/subscription/${target.id}`,
    body: { CotisationId: 1, actif: true },
  }),
  'GET /cotisation/allMembres': () => ({ method: 'GET', path: '/cotisation/allMembres?page=1&pageSize=5' }),
  'GET /cotisation/membres/:id': () => ({ method: 'GET', path: '/cotisation/membres/1' }),
  'POST /cotisation/transaction': () => ({
    method: 'POST',
    path: '/cotisation/transaction',
    body: { idUser: target.id, montant: 2500, cotisation: 3 },
  }),
  'GET /cotisation/getTransactions/:caisse/:year': () => ({
    method: 'GET',
    path: `/cotisation/getTransactions/3/${thisYear}?page=1&pageSize=5`,
  }),
  'GET /cotisation/total/:fund': () => ({
    method: 'GET',
    path: `/cotisation/total/${encodeURIComponent('Fond de solidarité')}`,
  }),
  'GET /cotisation/totals': () => ({ method: 'GET', path: '/cotisation/totals' }),
  'GET /cotisation/myMonthlyContributions/:id': ({ memberId }) => ({
    method: 'GET',
    path: `/cotisation/myMonthlyContributions/${memberId ?? 1}`,
  }),
  'GET /cotisation/recus/:caisse/:year/:memberId': ({ memberId }) => ({
    method: 'GET',
    path: `/cotisation/recus/3/${thisYear}/${memberId ?? 1}`,
  }),
  'GET /user/preferences': () => ({ method: 'GET', path: '/user/preferences' }),
  'PUT /user/preferences': () => ({ method: 'PUT', path: '/user/preferences', body: { recusSms: true } }),
  'PUT /user/language': () => ({ method: 'PUT', path: '/user/language', body: { langue: 'fr' } }),
  'GET /cotisation/getSorties/:id': () => ({ method: 'GET', path: '/cotisation/getSorties/3' }),
  'GET /cotisation/exportExcel/:year/:caisse/:scope/:format': () => ({
    method: 'GET',
    path: `/cotisation/exportExcel/${thisYear}/3/all/excel`,
  }),
  // Decisions and edits on a target that does not exist: past the role check, a 404.
  'POST /cotisation/demandeSortie': () => ({
    method: 'POST',
    path: '/cotisation/demandeSortie',
    body: { cotisationId: 1, type: '1', motif: 'Test de la matrice', delai: '2030-01-31', transport: 0, montant: 1000 },
  }),
  'POST /cotisation/sortieMensuel': () => ({
    method: 'POST',
    path: '/cotisation/sortieMensuel',
    body: { cotisationId: 3, type: 'Sport', libelle: 'Test de la matrice', montant: 1000 },
  }),
  'GET /cotisation/withdrawalRequests/:id': () => ({ method: 'GET', path: '/cotisation/withdrawalRequests/fond' }),
  'PUT /cotisation/validationSortie': () => ({
    method: 'PUT',
    path: '/cotisation/validationSortie',
    body: { id: 999999, status: 'Rejetee' },
  }),
  'PUT /cotisation/updateSortie/:id': () => ({
    method: 'PUT',
    path: '/cotisation/updateSortie/999999',
    body: { type: '1', motif: 'x', delai_recouvrement: '2030-01-31', transport: 0, montant: 1000 },
  }),
  'PUT /cotisation/updateSortieMensuelle/:id': () => ({
    method: 'PUT',
    path: '/cotisation/updateSortieMensuelle/999999',
    body: { type: 'Sport', libelle: 'x', montant: 1000 },
  }),
  'GET /cotisation/demandes': () => ({ method: 'GET', path: '/cotisation/demandes' }),
  'POST /cotisation/demandeModification': () => ({
    method: 'POST',
    path: '/cotisation/demandeModification',
    body: { libelle: 'Test', type: 'sortie', cotisation: 3, cible_id: 999999 },
  }),
  'GET /cotisation/getDemandeModification/:id': () => ({
    method: 'GET',
    path: '/cotisation/getDemandeModification/999999',
  }),
  'GET /cotisation/getOngoingModifications/:id': () => ({
    method: 'GET',
    path: '/cotisation/getOngoingModifications/full',
  }),
  'PUT /cotisation/updateRequest': () => ({
    method: 'PUT',
    path: '/cotisation/updateRequest',
    body: { id: 999999, statut: 'Valide' },
  }),
  'GET /bureau/demandes': () => ({ method: 'GET', path: '/bureau/demandes' }),
  'PUT /bureau/demandes/:id': () => ({
    method: 'PUT',
    path: '/bureau/demandes/999999',
    body: { statut: 'Rejetee' },
  }),
  'PUT /cotisation/updateTransaction/:id': () => ({
    method: 'PUT',
    path: '/cotisation/updateTransaction/999999',
    body: { mois: 1, montant: 2500, cotisation: 3, annee: thisYear },
  }),
  'GET /stats/totals/:caisse/:year': () => ({ method: 'GET', path: `/stats/totals/1/${thisYear}` }),
  'GET /stats/amountsPerMonth/:caisse/:year': () => ({ method: 'GET', path: `/stats/amountsPerMonth/3/${thisYear}` }),
  'GET /stats/amountsPerYearPerBloc/:caisse/:year': () => ({
    method: 'GET',
    path: `/stats/amountsPerYearPerBloc/3/${thisYear}`,
  }),
  'GET /stats/userContributions/:category/:year/:memberId': ({ memberId }) => ({
    method: 'GET',
    path: `/stats/userContributions/3/${thisYear}/${memberId ?? 1}`,
  }),
  'GET /cotisation/genders': () => ({ method: 'GET', path: '/cotisation/genders' }),
  'GET /rapports/annuel': () => ({ method: 'GET', path: `/rapports/annuel?annee=${thisYear}` }),
  'PUT /association': () => ({
    method: 'PUT',
    path: '/association',
    body: {
      nom: 'ARB Bonamoussadi',
      presentation: 'Présentation',
      contactTelephone: '690000002',
      whatsapp: null,
      montantMensuel: 2500,
      objectifSolidarite: 50000,
    },
  }),
  'GET /cotisation/documents': () => ({ method: 'GET', path: '/cotisation/documents' }),
  // A JSON body instead of the PDF: past the role check, a 415.
  'PUT /cotisation/documents/:kind': () => ({ method: 'PUT', path: '/cotisation/documents/reglement', body: {} }),
  'GET /cotisation/downloadStatus': () => ({ method: 'GET', path: '/cotisation/downloadStatus' }),
  'GET /cotisation/downloadLegalisation': () => ({ method: 'GET', path: '/cotisation/downloadLegalisation' }),
  'GET /cotisation/downloadReglement': () => ({ method: 'GET', path: '/cotisation/downloadReglement' }),
  'GET /cotisation/downloadAssistance': () => ({ method: 'GET', path: '/cotisation/downloadAssistance' }),
  'GET /cotisation/getGeneralNotifications': () => ({ method: 'GET', path: '/cotisation/getGeneralNotifications' }),
  'POST /associations/creation': () => ({
    method: 'POST',
    path: '/associations/creation',
    body: {
      nomAssociation: 'Amicale du test des droits',
      ville: 'Douala',
      quartier: 'Akwa',
      nom: 'Essomba',
      prenom: 'Paul',
      sexe: 'M',
      telephone: `+237655${String(++phoneCounter).padStart(6, '0')}`,
      bloc: 'Bloc A',
    },
  }),
  // An unknown pending creation: 404 for everyone, never 401 or 403.
  'POST /associations/creation/:jeton': () => ({
    method: 'POST',
    path: '/associations/creation/jeton-inconnu-du-test-des-droits',
    body: { otp: '123456', password: 'UnSecret-2026', confirmPassword: 'UnSecret-2026' },
  }),
  'POST /associations/creation/:jeton/code': () => ({
    method: 'POST',
    path: '/associations/creation/jeton-inconnu-du-test-des-droits/code',
  }),
  'GET /association/firstSteps': () => ({ method: 'GET', path: '/association/firstSteps' }),
  'GET /journal': () => ({ method: 'GET', path: '/journal?pageSize=5' }),
  'GET /journal/export': () => ({ method: 'GET', path: '/journal/export?type=cotisation' }),
  'POST /cotisation/newNotification': () => ({
    method: 'POST',
    path: '/cotisation/newNotification',
    body: { titre: 'Rappel', contenu: 'Réunion dimanche', type: 'rappel' },
  }),
  'GET /notifications/pending': () => ({ method: 'GET', path: '/notifications/pending' }),
};

const cleanup = suiteCleanup();
let h: Harness;
const memberIds = {} as Record<RoleCode, number>;
const tokens = {} as Record<RoleCode, string>;
before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  const list = await h.request('GET', '/cotisation/allMembres?q=Actif', { token: await h.login(PHONE_OF.secretaire) });
  const someone = list.body.members.find((m: any) => m.Role.code === 'membre' && m.id > 7);
  Object.assign(target, {
    id: someone.id,
    bloc: someone.bloc,
    sexe: someone.sexe,
    telephone: someone.telephone,
    membreRoleId: someone.RoleId,
  });
  for (const role of ROLE_CODES) {
    const res = await h.request('POST', '/auth/login', {
      body: { telephone: PHONE_OF[role], password: DEMO_PASSWORD },
    });
    memberIds[role] = res.body.membre.id;
    tokens[role] = res.body.token;
  }
});

describe('authorization matrix (rulings R4)', () => {
  it('has a sample for every route of the matrix, and every /api route of the server is in the matrix', () => {
    assert.deepEqual(Object.keys(SAMPLES).sort(), Object.keys(ROUTE_ACCESS).sort());
    const registered = new Set<string>();
    const routes = h.app.printRoutes({ commonPrefix: false, includeMeta: false });
    assert.ok(routes.length > 0);
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, path] = key.split(' ') as [string, string];
      assert.ok(h.app.hasRoute({ method: method as 'GET', url: `/api${path}` }), `route ${key} enregistrée`);
      registered.add(routeKey(method, `/api${path}`));
    }
    assert.equal(registered.size, Object.keys(ROUTE_ACCESS).length);
  });

  it('the written-out expectations cover every route of the matrix, and the matrix agrees with them', () => {
    assert.deepEqual(Object.keys(EXPECTED).sort(), Object.keys(ROUTE_ACCESS).sort());
    for (const [key, row] of Object.entries(EXPECTED) as Array<[RouteKey, string]>) {
      const cells = row.split(' ');
      assert.equal(cells.length, CALLERS.length, key);
      CALLERS.forEach((caller, i) =>
        assert.equal(
          roleMayReach(ROUTE_ACCESS[key], caller === 'anonyme' ? null : caller),
          cells[i] === 'Y',
          `${key} pour ${caller}`,
        ),
      );
    }
  });

  let cells = 0;
  for (const key of Object.keys(EXPECTED) as RouteKey[]) {
    const expected = EXPECTED[key].split(' ');
    CALLERS.forEach((caller, index) => {
      it(`${key} as ${caller}`, async () => {
        const role = caller === 'anonyme' ? null : caller;
        // One session per role, except for logout, which ends the session it is called with.
        const endsSession = key === 'POST /auth/logout' || key === 'POST /auth/switchAssociation';
        const token = role ? (endsSession ? await h.login(PHONE_OF[role]) : tokens[role]) : undefined;
        const sample = SAMPLES[key]({ memberId: role ? memberIds[role] : null });
        const res = await h.request(sample.method, sample.path, { body: sample.body, token });
        cells += 1;
        if (expected[index] === 'Y') {
          assert.ok(
            ![401, 403].includes(res.status),
            `${key} autorisé pour ${caller}, reçu ${res.status} ${JSON.stringify(res.body)}`,
          );
          assert.ok(res.status < 500);
        } else {
          assert.equal(res.status, role ? 403 : 401, `${key} refusé pour ${caller}`);
          assert.equal(res.body.status, 'error');
          assert.ok(res.body.msg.length > 0);
        }
      });
    });
  }

  it('own_or_staff: a member reads herself, not another member; staff read anyone', async () => {
    for (const role of ROLE_CODES) {
      const token = await h.login(PHONE_OF[role]);
      const other = role === 'president' ? memberIds.secretaire : memberIds.president;
      for (const path of [
        '/user/getUser/',
        '/cotisation/myMonthlyContributions/',
        `/stats/userContributions/3/${thisYear}/`,
        `/cotisation/recus/3/${thisYear}/`,
      ]) {
        const own = await h.request('GET', `${path}${memberIds[role]}`, { token });
        const theirs = await h.request('GET', `${path}${other}`, { token });
        assert.equal(own.status, 200, `${path} ${role}`);
        assert.equal(theirs.status, role === 'membre' ? 403 : 200, `${path} ${role}`);
      }
    }
  });

  it('HEAD on a GET route obeys the GET rule, for the anonymous caller and a plain member', async () => {
    let checked = 0;
    for (const [key, rule] of Object.entries(ROUTE_ACCESS) as Array<[RouteKey, (typeof ROUTE_ACCESS)[RouteKey]]>) {
      if (!key.startsWith('GET ')) continue;
      for (const role of [null, 'membre'] as const) {
        const sample = SAMPLES[key]({ memberId: role ? memberIds[role] : null });
        const res = await h.request('HEAD', sample.path, { token: role ? tokens[role] : undefined });
        if (roleMayReach(rule, role)) assert.ok(![401, 403].includes(res.status), `HEAD ${key} ${role ?? 'anonyme'}`);
        else assert.equal(res.status, role ? 403 : 401, `HEAD ${key} refusé pour ${role ?? 'anonyme'}`);
        checked += 1;
      }
    }
    assert.ok(checked > 40);
  });

  it('PUT /user/subscription/:id: the Secrétaire only, as R4 gives her member edits (answers written out)', async () => {
    // Written out rather than derived from the matrix, so a change of the matrix itself is caught.
    const expected: Record<Caller, number> = {
      anonyme: 401,
      president: 403,
      secretaire: 200,
      vice_president: 403,
      tresorier: 403,
      commissaire_aux_comptes: 403,
      censeur: 403,
      membre: 403,
    };
    for (const caller of CALLERS) {
      const sample = SAMPLES['PUT /user/subscription/:id']({ memberId: null });
      const token = caller === 'anonyme' ? undefined : tokens[caller];
      const res = await h.request(sample.method, sample.path, { body: sample.body, token });
      assert.equal(res.status, expected[caller], `${caller}: ${JSON.stringify(res.body)}`);
    }
  });

  it('walked every cell of the matrix', () => {
    assert.equal(cells, Object.keys(ROUTE_ACCESS).length * CALLERS.length);
  });
});
