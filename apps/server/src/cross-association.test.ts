import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ASSOCIATION_HEADER,
  DOCUMENTS,
  DOCUMENT_KINDS,
  ROLE_CODES,
  ROUTE_ACCESS,
  doualaMonthYear,
  roleMayReach,
  type DocumentKind,
  type RoleCode,
  type RouteKey,
} from '@quartier/shared';
import { build, DEMO_PASSWORD, UNBOUNDED_HEAVY_WORK, type Harness, suiteCleanup, UNLIMITED } from './test/helpers.js';
import { DEMO_ASSOCIATIONS, DEMO_ROLE_LOGINS, SECOND_DEMO_LOGINS } from './db/seed/demo.js';
import {
  associations,
  documents,
  members,
  modificationRequests,
  notifications,
  officeChangeRequests,
  transactions,
  withdrawals,
} from './db/schema.js';
import { samplePdf } from './modules/documents/sample-pdf.js';
import { pdfLines } from './test/pdf-text.js';
import {
  associationTables,
  describeDifference,
  fingerprintAssociation,
  stableSerialize,
  type Fingerprint,
} from './test/fingerprint.js';

/**
 * Issue 21, "Done when": for every route of the matrix and every role, a caller of association A
 * who uses the ids of association B gets 403 or 404, and B is unchanged, which a fingerprint
 * of every B row (not counts and sums) checks. A is the demo's first association (the README's
 * logins, one per role), B the second (`entraide-bepanda`), given data of every kind through
 * its own officers before the run.
 *
 * Routes without an id of B (lists, totals, the caller's own session) are called too: their
 * answer must hold nothing of B (no B phone, name, bloc, label, id) and must be the same as
 * before B's new data existed, so that a total counting B's money is caught as well.
 * Signed-in callers also send `x-association: entraide-bepanda` on every call: once signed in,
 * the session's association wins and the header is ignored.
 */

const A_PHONE = DEMO_ROLE_LOGINS;

type Caller = RoleCode | 'anonyme';
const CALLERS: Caller[] = ['anonyme', ...ROLE_CODES];
const B_SLUG = DEMO_ASSOCIATIONS.second.slug;
const B_HEADER = { [ASSOCIATION_HEADER]: B_SLUG };

/** Every new piece of B data carries this word, so that it is found wherever it leaks. */
const MARK = 'Bepandax';
/** B's own people: phones of people who are members of B only, and the member B registers below. */
const B_PENDING_PHONE = '+237699900001';
const B_ONLY_PHONES = ['+237690000011', '+237690000012', '+237690000013', '+237690000014', '+237690000015'];
/**
 * What only B's data contains (compared in lower case): its name and address, its members'
 * phones and names (the demo's names for A never use these), its blocs, and the marker word.
 */
const B_MARKERS = [
  'bepanda',
  'bépanda',
  MARK.toLowerCase(),
  ...[...B_ONLY_PHONES, B_PENDING_PHONE].map((p) => p.slice(4)),
  'ngo bassa',
  'hortense',
  'tchinda',
  'mvondo',
  '"bloc 1"',
  '"bloc 2"',
  '"bloc 3"',
];

type Kind = 'member' | 'transaction' | 'withdrawal' | 'request' | 'office' | 'notification';

/** How a caller allowed by the matrix must be answered. */
type Expectation =
  /** An id of B: refused (403) or not found (404), or the status listed for an anonymous route. */
  | { kind: 'deny'; statuses?: number[] }
  /** A read without an id of B: 200, nothing of B, and the same answer as before B's new data. */
  | { kind: 'read'; stable?: boolean }
  /** A write of A's own (its settings, documents, reminders, sessions): it acts in A only. */
  | { kind: 'act'; statuses?: number[] };

interface Sample {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  pdf?: Buffer;
  expect: Expectation;
  /** Markers a caller may legitimately read here (the Président of A is also a member of B). */
  allow?: string[];
  /** The call ends the session it is made with: a fresh one is opened for it. */
  freshToken?: boolean;
  /** Ids in a JSON answer, by kind, none of which may be B's. */
  owned?: (json: any) => Array<[Kind, number]>;
  /** Further checks on the answer of a caller the matrix lets through. */
  check?: (answer: Answer) => void | Promise<void>;
  /** Not run in the matrix: a legitimate change of B, run after the final fingerprint. */
  deferred?: string;
}

interface Answer {
  status: number;
  type: string;
  bytes: Buffer;
  text: string;
  json: any;
}

interface CallerInfo {
  caller: Caller;
  role: RoleCode | null;
  /** The caller's member id in A (null for the anonymous caller). */
  memberId: number | null;
}

/** B's ids of each kind, read from the database once B's officers have written them. */
const B = {
  id: 0,
  member: 0,
  otherMember: 0,
  /** The membership in B of A's Président (one person, two associations). */
  memberOfAPresident: 0,
  pendingMember: 0,
  memberIds: [] as number[],
  transaction: 0,
  transactionIds: [] as number[],
  /** Pending, with a live 30-minute edit window: without the scope, an edit would go through. */
  solidarityWithdrawal: 0,
  monthlyWithdrawal: 0,
  withdrawalIds: [] as number[],
  /** The validated 'entree' request on `member`: its month is open for correction. */
  openEntryRequest: 0,
  openEntryMonth: 1,
  pendingRequest: 0,
  requestIds: [] as number[],
  officeChange: 0,
  officeIds: [] as number[],
  notificationIds: [] as number[],
  documentShas: new Set<string>(),
  linkToken: '',
  personIds: [] as number[],
};
const A = { roles: { membre: 0, president: 0 }, settings: {} as Record<string, unknown> };

const ids = (list: unknown, pick: (item: any) => number | null | undefined): number[] =>
  Array.isArray(list) ? list.map(pick).filter((v): v is number => typeof v === 'number') : [];

const year = doualaMonthYear(new Date()).year;
const pdfFor = (who: string, kind: DocumentKind) =>
  samplePdf(`${DOCUMENTS[kind].titre} ${who}`, [`Version propre a ${who}, deposee par le test d'isolation.`]);

/**
 * One or more requests per route of the matrix, written out: each sends B's ids where the route
 * takes an id (path or body), or reads what A's caller may read. A route added to the matrix
 * without an entry here fails the first test.
 */
const SAMPLES: Record<RouteKey, (c: CallerInfo) => Sample[]> = {
  // The service's own state: its SMS backlog counts every association's by design (no names,
  // no numbers), so it moves with B's reminders; the answer is still searched for B's data.
  'GET /health': () => [
    { label: 'état du service', method: 'GET', path: '/health', expect: { kind: 'read', stable: false } },
  ],
  'GET /association': () => [
    {
      label: 'faits publics',
      method: 'GET',
      path: '/association',
      expect: { kind: 'read' },
      check: (a) => assert.equal(a.json.association.slug, DEMO_ASSOCIATIONS.main.slug),
    },
  ],
  // A new random token each time: nothing to compare, only to search.
  'GET /auth/csrf': () => [
    { label: 'jeton', method: 'GET', path: '/auth/csrf', expect: { kind: 'read', stable: false } },
  ],
  // A person of B only, a wrong password: refused, nothing written in B but its login budget (ADR 0017).
  'POST /auth/login': () => [
    {
      label: 'téléphone de B, mauvais mot de passe',
      method: 'POST',
      path: '/auth/login',
      body: { telephone: SECOND_DEMO_LOGINS.secretaire, password: 'pas-le-bon-mot-de-passe' },
      expect: { kind: 'deny', statuses: [401] },
    },
  ],
  'POST /auth/logout': () => [
    { label: 'sa session', method: 'POST', path: '/auth/logout', freshToken: true, expect: { kind: 'act' } },
  ],
  'GET /auth/me': ({ memberId }) => [
    {
      label: 'soi-même',
      method: 'GET',
      path: '/auth/me',
      expect: { kind: 'read' },
      check: (a) => assert.equal(a.json.membre.id, memberId),
    },
  ],
  // Only A's Président is a member of B: for him the switch is legitimate (and changes B: a
  // session there), so it runs after the final fingerprint; everyone else is refused.
  'POST /auth/switchAssociation': ({ role }) => [
    {
      label: 'vers B',
      method: 'POST',
      path: '/auth/switchAssociation',
      body: { associationId: B.id },
      expect: { kind: 'deny', statuses: [403] },
      ...(role === 'president' ? { deferred: 'le Président de A est membre de B' } : {}),
    },
  ],
  'GET /associations/mine': ({ role }) => [
    {
      label: 'ses associations',
      method: 'GET',
      path: '/associations/mine',
      expect: { kind: 'read' },
      allow: role === 'president' ? ['bepanda', 'bépanda'] : [],
      check: (a) =>
        assert.deepEqual(
          a.json.associations.map((m: any) => [m.slug, m.role.code, m.courante]),
          role === 'president'
            ? [
                [DEMO_ASSOCIATIONS.main.slug, 'president', true],
                [B_SLUG, 'membre', false],
              ]
            : [[DEMO_ASSOCIATIONS.main.slug, role, true]],
        ),
    },
  ],
  // B's link with A's number in front: looked up in A, where it does not exist.
  'GET /auth/confirmAccount/:token': () => [
    {
      label: 'lien de B renuméroté A',
      method: 'GET',
      path: `/auth/confirmAccount/${relabel(B.linkToken)}`,
      expect: { kind: 'deny', statuses: [400] },
    },
  ],
  'PUT /auth/confirmAccount/:token': () => [
    {
      label: 'lien de B renuméroté A',
      method: 'PUT',
      path: `/auth/confirmAccount/${relabel(B.linkToken)}`,
      body: { otp: '123456', password: 'UnSecret-2026', confirmPassword: 'UnSecret-2026' },
      expect: { kind: 'deny', statuses: [400] },
    },
  ],
  // A code request goes to the person's own phone, in the association of their membership: with
  // a member of B who is not eligible (not confirmed yet), the generic answer and nothing written.
  'PUT /auth/forgotPassword': () => [
    {
      label: 'membre de B non confirmé',
      method: 'PUT',
      path: '/auth/forgotPassword',
      body: { telephone: B_PENDING_PHONE },
      expect: { kind: 'act', statuses: [200] },
    },
  ],
  'PUT /auth/resetPassword': () => [
    {
      label: 'Présidente de B, sans code',
      method: 'PUT',
      path: '/auth/resetPassword',
      body: {
        telephone: SECOND_DEMO_LOGINS.president,
        otp: '123456',
        password: 'UnSecret-2026',
        confirmPassword: 'UnSecret-2026',
      },
      expect: { kind: 'deny', statuses: [400] },
    },
  ],
  'POST /auth/resendCode': () => [
    {
      label: 'membre actif de B',
      method: 'POST',
      path: '/auth/resendCode',
      body: { telephone: B_ONLY_PHONES[2], purpose: 'confirmation' },
      expect: { kind: 'act', statuses: [200] },
    },
  ],
  'GET /user/getUser/:id': () => [
    { label: 'membre de B', method: 'GET', path: `/user/getUser/${B.member}`, expect: { kind: 'deny' } },
    {
      label: 'la fiche dans B du Président de A',
      method: 'GET',
      path: `/user/getUser/${B.memberOfAPresident}`,
      expect: { kind: 'deny' },
    },
  ],
  'GET /user/roles': () => [{ label: 'rôles', method: 'GET', path: '/user/roles', expect: { kind: 'read' } }],
  'GET /user/blocs': () => [{ label: 'blocs', method: 'GET', path: '/user/blocs', expect: { kind: 'read' } }],
  'GET /user/userPerBloc': () => [
    { label: 'membres par bloc', method: 'GET', path: '/user/userPerBloc', expect: { kind: 'read' } },
  ],
  'GET /user/genderPerBloc': () => [
    { label: 'sexes par bloc', method: 'GET', path: '/user/genderPerBloc', expect: { kind: 'read' } },
  ],
  // A phone is unique within an association, not across the service: A may register a person of
  // B (each staff role another one). It creates A's membership and must not touch B's.
  'POST /auth/register': ({ role }) => {
    const phone = registerPhone(role);
    return [
      {
        label: 'une personne de B inscrite dans A',
        method: 'POST',
        path: '/auth/register',
        body: {
          nom: 'Inscrite',
          prenom: `Par ${role ?? 'personne'}`,
          telephone: phone,
          bloc: 'Bloc A',
          sexe: 'F',
          cotisations: [1, 2, 3],
          role: A.roles.membre,
        },
        expect: { kind: 'act', statuses: [200] },
        allow: [phone.slice(4)],
        check: (a) => {
          assert.equal(a.json.membre.nom, 'Inscrite');
          assert.equal(a.json.membre.statut, 'En Attente');
          assert.ok(!B.memberIds.includes(a.json.membre.id), 'une nouvelle fiche dans A, pas celle de B');
        },
      },
    ];
  },
  'PUT /auth/updateUser/:id': () => [
    {
      label: 'membre de B',
      method: 'PUT',
      path: `/auth/updateUser/${B.member}`,
      body: { telephone: B_ONLY_PHONES[2], bloc: 'Bloc A', sexe: 'F', cotisations: [2, 3], RoleId: A.roles.president },
      expect: { kind: 'deny' },
    },
  ],
  'PUT /user/updateStatus/:id': () => [
    {
      label: 'membre de B',
      method: 'PUT',
      path: `/user/updateStatus/${B.member}`,
      body: { statut: 'Suspendu' },
      expect: { kind: 'deny' },
    },
  ],
  'PUT /user/subscription/:id': () => [
    {
      label: 'membre de B',
      method: 'PUT',
      path: `/user/subscription/${B.member}`,
      body: { CotisationId: 1, actif: false },
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/allMembres': () => [
    {
      label: 'tous',
      method: 'GET',
      path: '/cotisation/allMembres',
      expect: { kind: 'read' },
      owned: (j) => ids(j.members, (m) => m.id).map((id) => ['member', id]),
    },
    {
      label: 'recherche d’un nom de B',
      method: 'GET',
      path: '/cotisation/allMembres?q=Tchinda',
      expect: { kind: 'read' },
      check: (a) => assert.equal(a.json.total, 0),
    },
    {
      label: 'recherche d’un numéro de B',
      method: 'GET',
      path: `/cotisation/allMembres?q=${B_ONLY_PHONES[2]!.slice(4)}`,
      expect: { kind: 'read' },
      check: (a) => assert.equal(a.json.total, 0),
    },
  ],
  'GET /cotisation/membres/:id': () =>
    [1, 2, 3].map((caisse) => ({
      label: `caisse ${caisse}`,
      method: 'GET' as const,
      path: `/cotisation/membres/${caisse}`,
      expect: { kind: 'read' as const },
      owned: (j: any) => ids(j.members, (m) => m.id).map((id): [Kind, number] => ['member', id]),
    })),
  'POST /cotisation/transaction': () => [
    {
      label: 'pour un membre de B',
      method: 'POST',
      path: '/cotisation/transaction',
      body: { idUser: B.member, montant: 2500, cotisation: 3 },
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/getTransactions/:caisse/:year': () =>
    [1, 3].flatMap((caisse) => [
      {
        label: `caisse ${caisse}`,
        method: 'GET' as const,
        path: `/cotisation/getTransactions/${caisse}/${year}`,
        expect: { kind: 'read' as const },
        owned: ledgerIds,
      },
      {
        label: `caisse ${caisse}, recherche ${MARK}`,
        method: 'GET' as const,
        path: `/cotisation/getTransactions/${caisse}/${year}?q=${MARK}`,
        expect: { kind: 'read' as const },
        check: (a: Answer) => assert.equal(a.json.total, 0),
      },
    ]),
  'GET /cotisation/total/:fund': () =>
    ['Fond de solidarité', 'Cotisation Mensuelle'].map((fund) => ({
      label: fund,
      method: 'GET' as const,
      path: `/cotisation/total/${encodeURIComponent(fund)}`,
      expect: { kind: 'read' as const },
    })),
  'GET /cotisation/totals': () => [
    { label: 'totaux', method: 'GET', path: '/cotisation/totals', expect: { kind: 'read' } },
  ],
  'GET /cotisation/myMonthlyContributions/:id': () => [
    {
      label: 'membre de B',
      method: 'GET',
      path: `/cotisation/myMonthlyContributions/${B.member}`,
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/recus/:caisse/:year/:memberId': () =>
    [1, 3].map((caisse) => ({
      label: `reçus de B, caisse ${caisse}`,
      method: 'GET' as const,
      path: `/cotisation/recus/${caisse}/${year}/${B.member}`,
      expect: { kind: 'deny' as const },
    })),
  'GET /user/preferences': () => [
    { label: 'les siennes', method: 'GET', path: '/user/preferences', expect: { kind: 'read' } },
  ],
  // No id to send: it changes the caller's own membership in A, whatever B holds.
  'PUT /user/preferences': () => [
    {
      label: 'les siennes',
      method: 'PUT',
      path: '/user/preferences',
      body: { recusSms: true },
      expect: { kind: 'act', statuses: [200] },
      check: (a) => assert.equal(a.json.recusSms, true),
    },
  ],
  // No id either: the caller's own person (issue 25), whatever B holds.
  'PUT /user/language': () => [
    {
      label: 'la sienne',
      method: 'PUT',
      path: '/user/language',
      body: { langue: 'fr' },
      expect: { kind: 'act', statuses: [200] },
      check: (a) => assert.equal(a.json.langue, 'fr'),
    },
  ],
  'GET /cotisation/getSorties/:id': () =>
    [1, 3].map((caisse) => ({
      label: `caisse ${caisse}`,
      method: 'GET' as const,
      path: `/cotisation/getSorties/${caisse}`,
      expect: { kind: 'read' as const },
      owned: (j: any) => ids(j.sorties, (s) => s.id).map((id): [Kind, number] => ['withdrawal', id]),
    })),
  'GET /cotisation/exportExcel/:year/:caisse/:scope/:format': () =>
    [1, 3].flatMap((caisse) =>
      (['all', 'sorties'] as const).map((scope) => ({
        label: `caisse ${caisse}, ${scope}`,
        method: 'GET' as const,
        path: `/cotisation/exportExcel/${year}/${caisse}/${scope}/excel`,
        expect: { kind: 'read' as const },
      })),
    ),
  'POST /cotisation/demandeSortie': () => [
    {
      label: 'bénéficiaire de B',
      method: 'POST',
      path: '/cotisation/demandeSortie',
      body: {
        cotisationId: 1,
        type: '1',
        motif: 'Aide pour un membre de B',
        idMembre: B.member,
        delai: '2030-01-31',
        transport: 0,
        montant: 1000,
      },
      expect: { kind: 'deny' },
    },
  ],
  'POST /cotisation/sortieMensuel': () => [
    {
      label: 'membre de B',
      method: 'POST',
      path: '/cotisation/sortieMensuel',
      body: { cotisationId: 3, type: 'Sport', libelle: 'Pour un membre de B', membreId: B.member, montant: 1000 },
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/withdrawalRequests/:id': () =>
    (['fond', 'mensuel'] as const).map((filter) => ({
      label: filter,
      method: 'GET' as const,
      path: `/cotisation/withdrawalRequests/${filter}`,
      expect: { kind: 'read' as const },
      owned: (j: any) => ids(j.sorties, (s) => s.id).map((id): [Kind, number] => ['withdrawal', id]),
    })),
  // B's pending withdrawals: one filed by B's Secrétaire, one by B's Président, so that each of
  // A's officers is the counterpart of one of them.
  'PUT /cotisation/validationSortie': () => [
    {
      label: 'sortie de solidarité de B en cours',
      method: 'PUT',
      path: '/cotisation/validationSortie',
      body: { id: B.solidarityWithdrawal, status: 'Valide' },
      expect: { kind: 'deny' },
    },
    {
      label: 'sortie mensuelle de B en cours',
      method: 'PUT',
      path: '/cotisation/validationSortie',
      body: { id: B.monthlyWithdrawal, status: 'Rejetee', motif: 'Refus venu de A' },
      expect: { kind: 'deny' },
    },
  ],
  'PUT /cotisation/updateSortie/:id': () => [
    {
      label: 'sortie de B, fenêtre ouverte dans B',
      method: 'PUT',
      path: `/cotisation/updateSortie/${B.solidarityWithdrawal}`,
      body: { type: '1', motif: 'Réécrite depuis A', delai_recouvrement: '2030-01-31', transport: 0, montant: 1 },
      expect: { kind: 'deny' },
    },
  ],
  'PUT /cotisation/updateSortieMensuelle/:id': () => [
    {
      label: 'sortie de B, fenêtre ouverte dans B',
      method: 'PUT',
      path: `/cotisation/updateSortieMensuelle/${B.monthlyWithdrawal}`,
      body: { type: 'Sport', libelle: 'Réécrite depuis A', montant: 1 },
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/demandes': () => [
    {
      label: 'demandes',
      method: 'GET',
      path: '/cotisation/demandes',
      expect: { kind: 'read' },
      owned: (j) => ids(j.demandes, (d) => d.id).map((id) => ['request', id]),
    },
  ],
  'POST /cotisation/demandeModification': () => [
    {
      label: 'entrée d’un membre de B',
      method: 'POST',
      path: '/cotisation/demandeModification',
      body: { libelle: 'Depuis A', type: 'entree', cotisation: 3, cible_id: B.otherMember, mois: 2, annee: year },
      expect: { kind: 'deny' },
    },
    {
      label: 'sortie de B',
      method: 'POST',
      path: '/cotisation/demandeModification',
      body: { libelle: 'Depuis A', type: 'sortie', cotisation: 1, cible_id: B.solidarityWithdrawal },
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/getDemandeModification/:id': () => [
    {
      label: 'demande validée de B',
      method: 'GET',
      path: `/cotisation/getDemandeModification/${B.openEntryRequest}`,
      expect: { kind: 'deny' },
    },
    {
      label: 'demande en cours de B',
      method: 'GET',
      path: `/cotisation/getDemandeModification/${B.pendingRequest}`,
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/getOngoingModifications/:id': () =>
    (['full', 'entree', 'sortie'] as const).map((filter) => ({
      label: filter,
      method: 'GET' as const,
      path: `/cotisation/getOngoingModifications/${filter}`,
      expect: { kind: 'read' as const },
      owned: (j: any) => ids(j.demandes, (d) => d.id).map((id): [Kind, number] => ['request', id]),
    })),
  'PUT /cotisation/updateRequest': () => [
    {
      label: 'demande en cours de B',
      method: 'PUT',
      path: '/cotisation/updateRequest',
      body: { id: B.pendingRequest, statut: 'Valide' },
      expect: { kind: 'deny' },
    },
  ],
  'PUT /cotisation/updateTransaction/:id': () => [
    {
      label: 'membre de B, mois ouvert dans B',
      method: 'PUT',
      path: `/cotisation/updateTransaction/${B.member}`,
      body: { mois: B.openEntryMonth, montant: 99_995, cotisation: 3, annee: year },
      expect: { kind: 'deny' },
    },
    {
      label: 'numéro d’une cotisation de B',
      method: 'PUT',
      path: `/cotisation/updateTransaction/${B.transaction}`,
      body: { mois: B.openEntryMonth, montant: 99_995 },
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/getGeneralNotifications': () => [
    {
      label: 'notifications',
      method: 'GET',
      path: '/cotisation/getGeneralNotifications',
      expect: { kind: 'read' },
      owned: (j) => ids(j.notifications, (n) => n.id).map((id) => ['notification', id]),
    },
  ],
  'POST /cotisation/newNotification': () => [
    {
      label: 'rappel à un membre de B',
      method: 'POST',
      path: '/cotisation/newNotification',
      body: { titre: 'Rappel', contenu: 'Depuis A', type: 'rappel', destinataires: 'membre', membreId: B.member },
      expect: { kind: 'deny' },
    },
    // The members behind on a fund: A's, each told by SMS; none of B's, who are behind too.
    {
      label: 'rappel aux membres en retard',
      method: 'POST',
      path: '/cotisation/newNotification',
      body: {
        titre: 'Rappel de A',
        contenu: 'Pensez à la cotisation',
        type: 'rappel',
        destinataires: 'en_retard',
        cotisation: 3,
      },
      expect: { kind: 'act', statuses: [200] },
      check: (a) => assert.ok(a.json.destinataires > 0),
    },
  ],
  'GET /notifications/pending': () => [
    { label: 'à décider', method: 'GET', path: '/notifications/pending', expect: { kind: 'read' } },
  ],
  'GET /stats/totals/:caisse/:year': () =>
    [1, 2, 3].map((caisse) => ({
      label: `caisse ${caisse}`,
      method: 'GET' as const,
      path: `/stats/totals/${caisse}/${year}`,
      expect: { kind: 'read' as const },
    })),
  'GET /stats/amountsPerMonth/:caisse/:year': () =>
    [1, 2, 3].map((caisse) => ({
      label: `caisse ${caisse}`,
      method: 'GET' as const,
      path: `/stats/amountsPerMonth/${caisse}/${year}`,
      expect: { kind: 'read' as const },
    })),
  'GET /stats/amountsPerYearPerBloc/:caisse/:year': () =>
    [1, 3].map((caisse) => ({
      label: `caisse ${caisse}`,
      method: 'GET' as const,
      path: `/stats/amountsPerYearPerBloc/${caisse}/${year}`,
      expect: { kind: 'read' as const },
    })),
  'GET /stats/userContributions/:category/:year/:memberId': () => [
    {
      label: 'membre de B',
      method: 'GET',
      path: `/stats/userContributions/3/${year}/${B.member}`,
      expect: { kind: 'deny' },
    },
  ],
  'GET /cotisation/genders': () => [
    { label: 'sexes', method: 'GET', path: '/cotisation/genders', expect: { kind: 'read' } },
  ],
  'GET /rapports/annuel': () => [
    { label: 'rapport annuel', method: 'GET', path: `/rapports/annuel?annee=${year}`, expect: { kind: 'read' } },
  ],
  'GET /bureau/demandes': () => [
    {
      label: 'changements du bureau',
      method: 'GET',
      path: '/bureau/demandes',
      expect: { kind: 'read' },
      owned: (j) => ids(j.demandes, (d) => d.id).map((id) => ['office', id]),
    },
  ],
  'PUT /bureau/demandes/:id': () => [
    {
      label: 'changement du bureau de B en cours',
      method: 'PUT',
      path: `/bureau/demandes/${B.officeChange}`,
      body: { statut: 'Valide' },
      expect: { kind: 'deny' },
    },
  ],
  // A's own settings, sent back unchanged: written in A, B's untouched.
  'PUT /association': () => [
    {
      label: 'réglages de A',
      method: 'PUT',
      path: '/association',
      body: A.settings,
      expect: { kind: 'act', statuses: [200] },
      check: (a) => assert.equal(a.json.association.slug, DEMO_ASSOCIATIONS.main.slug),
    },
  ],
  'GET /cotisation/documents': () => [
    { label: 'documents', method: 'GET', path: '/cotisation/documents', expect: { kind: 'read' } },
  ],
  // Documents are named by kind, per association: A's officer replaces A's, never B's.
  'PUT /cotisation/documents/:kind': ({ caller }) =>
    DOCUMENT_KINDS.map((kind) => {
      const pdf = pdfFor(`A-${caller}`, kind);
      return {
        label: kind,
        method: 'PUT' as const,
        path: `/cotisation/documents/${kind}`,
        pdf,
        expect: { kind: 'act' as const, statuses: [200] },
        check: async () => {
          const sha = createHash('sha256').update(pdf).digest('hex');
          const [current] = await h.db
            .select({ sha256: documents.sha256, associationId: documents.associationId })
            .from(documents)
            .where(and(eq(documents.kind, kind), eq(documents.sha256, sha)));
          assert.equal(current?.associationId, 1, `le ${kind} déposé par A est rangé dans A`);
        },
      };
    }),
  // Anonymous downloads: the signed-in caller's association, or for the anonymous caller the
  // address's (none here: A, the first); never B's version, which B replaced above.
  'GET /cotisation/downloadStatus': () => [download('statuts')],
  'GET /cotisation/downloadLegalisation': () => [download('legalisation')],
  'GET /cotisation/downloadReglement': () => [download('reglement')],
  'GET /cotisation/downloadAssistance': () => [download('assistance')],
  // A founder's request names no association: with the phone of a person of B, B is untouched
  // (the pending creation and its SMS are the service's, association 0 of the outbox).
  'POST /associations/creation': ({ caller }) => [
    {
      label: 'fondateur au téléphone d’une personne de B',
      method: 'POST',
      path: '/associations/creation',
      body: {
        nomAssociation: `Nouvelle amicale ${caller}`,
        ville: 'Douala',
        quartier: 'Akwa',
        nom: 'Essomba',
        prenom: 'Paul',
        sexe: 'M',
        telephone: B_ONLY_PHONES[0],
        bloc: 'Bloc A',
      },
      expect: { kind: 'act', statuses: [201] },
    },
  ],
  'POST /associations/creation/:jeton': () => [
    {
      label: 'demande inconnue',
      method: 'POST',
      path: '/associations/creation/jeton-qui-n-existe-pas-0000',
      body: { otp: '123456', password: 'UnSecret-2026', confirmPassword: 'UnSecret-2026' },
      expect: { kind: 'deny', statuses: [404] },
    },
  ],
  'POST /associations/creation/:jeton/code': () => [
    {
      label: 'demande inconnue',
      method: 'POST',
      path: '/associations/creation/jeton-qui-n-existe-pas-0000/code',
      expect: { kind: 'deny', statuses: [404] },
    },
  ],
  // A's own first steps: its settings, its Secrétaire, its members; nothing of B counts.
  'GET /association/firstSteps': () => [
    {
      label: 'premiers pas de A',
      method: 'GET',
      path: '/association/firstSteps',
      expect: { kind: 'read' },
      check: (a) =>
        assert.deepEqual(
          a.json.etapes.map((e: { code: string }) => e.code),
          ['reglages', 'secretaire', 'blocs'],
        ),
    },
  ],
  // A's journal: none of B's writes, even asked for by B's member or B's author.
  'GET /journal': () => [
    { label: 'journal de A', method: 'GET', path: '/journal?pageSize=100', expect: { kind: 'read', stable: false } },
    {
      label: 'journal de A filtré sur un membre de B',
      method: 'GET',
      path: `/journal?membre=${B.member}`,
      expect: { kind: 'read', stable: false },
      check: (a) => assert.equal(a.json.total, 0),
    },
    {
      label: 'journal de A filtré sur un auteur de B',
      method: 'GET',
      path: `/journal?auteur=${B.member}`,
      expect: { kind: 'read', stable: false },
      check: (a) => assert.equal(a.json.total, 0),
    },
  ],
  'GET /journal/export': () => [
    {
      label: 'export du journal de A',
      method: 'GET',
      path: '/journal/export',
      expect: { kind: 'read', stable: false },
    },
  ],
};

function download(kind: DocumentKind): Sample {
  return { label: kind, method: 'GET', path: `/cotisation/${DOCUMENTS[kind].download}`, expect: { kind: 'read' } };
}

/** The same random part under A's number: a link of B must not open anything in A. */
function relabel(token: string): string {
  return token.replace(/^\d+\./, '1.');
}

/** Each staff role of A registers another person of B (one phone, two associations). */
function registerPhone(role: RoleCode | null): string {
  const phones: Record<RoleCode, string> = {
    president: B_ONLY_PHONES[0]!,
    secretaire: B_ONLY_PHONES[1]!,
    tresorier: B_ONLY_PHONES[2]!,
    vice_president: B_ONLY_PHONES[3]!,
    commissaire_aux_comptes: B_ONLY_PHONES[4]!,
    censeur: B_PENDING_PHONE,
    membre: '+237699900099',
  };
  return role ? phones[role] : '+237699900098';
}

function ledgerIds(j: any): Array<[Kind, number]> {
  return [
    ...ids(j.transactions, (row) => row.Membre?.id).map((id): [Kind, number] => ['member', id]),
    ...(Array.isArray(j.transactions) ? j.transactions : []).flatMap((row: any) =>
      ids(row.Transactions, (t) => t.idTransaction).map((id): [Kind, number] => ['transaction', id]),
    ),
  ];
}

// ----- The harness, A's callers, B's data -----

const cleanup = suiteCleanup();
let h: Harness;
const tokens = {} as Record<RoleCode, string>;
const memberIds = {} as Record<RoleCode, number>;

async function call(
  sample: Pick<Sample, 'method' | 'path' | 'body' | 'pdf'>,
  init: { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | Buffer | undefined;
  if (sample.pdf) {
    headers['content-type'] = 'application/pdf';
    body = sample.pdf;
  } else if (sample.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sample.body);
  }
  const response = await fetch(`${h.base}/api${sample.path}`, { method: sample.method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const text = type.includes('json') || type.startsWith('text/') ? bytes.toString('utf8') : '';
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, type, bytes, text, json };
}

async function asB(token: string, sample: Pick<Sample, 'method' | 'path' | 'body' | 'pdf'>, headers = {}) {
  const answer = await call(sample, { token, headers });
  assert.equal(
    answer.status,
    200,
    `préparation de B : ${sample.method} ${sample.path} → ${answer.status} ${answer.text}`,
  );
  return answer.json;
}

async function login(phone: string): Promise<{ token: string; memberId: number }> {
  const answer = await call({
    method: 'POST',
    path: '/auth/login',
    body: { telephone: phone, password: DEMO_PASSWORD },
  });
  assert.equal(answer.status, 200, answer.text);
  return { token: answer.json.token, memberId: answer.json.membre.id };
}

/** B's officers give B data of every kind, through the API, as they would. */
async function fillB() {
  const president = (await login(SECOND_DEMO_LOGINS.president)).token;
  const secretaire = (await login(SECOND_DEMO_LOGINS.secretaire)).token;
  const roleList = (await asB(secretaire, { method: 'GET', path: '/user/roles' })).roles as Array<{
    id: number;
    code: string;
  }>;
  const roleId = (code: string) => roleList.find((r) => r.code === code)!.id;
  const bMember = async (phone: string) =>
    (
      await h.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.associationId, B.id), eq(members.telephone, phone)))
    )[0]!.id;
  const tchinda = await bMember(B_ONLY_PHONES[2]!);
  const ewane = await bMember(B_ONLY_PHONES[3]!);

  // A member registered (and not confirmed yet): a confirmation link of B.
  await asB(secretaire, {
    method: 'POST',
    path: '/auth/register',
    body: {
      nom: MARK,
      prenom: 'Zéphyrine',
      telephone: B_PENDING_PHONE,
      bloc: `Bloc ${MARK}`,
      sexe: 'F',
      cotisations: [1, 2, 3],
      role: roleId('membre'),
    },
  });
  const sms = await h.lastSms(B_PENDING_PHONE);
  assert.ok(sms?.linkToken?.startsWith(`${B.id}.`), 'le lien de confirmation de B nomme B');
  B.linkToken = sms!.linkToken!;

  // Contributions, one with an Idempotency-Key (a key of B).
  await asB(
    secretaire,
    { method: 'POST', path: '/cotisation/transaction', body: { idUser: tchinda, montant: 7_355, cotisation: 3 } },
    { 'idempotency-key': `cle-${MARK}-0001` },
  );
  await asB(secretaire, {
    method: 'POST',
    path: '/cotisation/transaction',
    body: { idUser: ewane, montant: 15_005, cotisation: 1 },
  });

  // Withdrawals: two pending (one per officer), one validated (shares written).
  const solidarity = await asB(secretaire, {
    method: 'POST',
    path: '/cotisation/demandeSortie',
    body: {
      cotisationId: 1,
      type: '1',
      motif: `Sortie ${MARK} solidarité`,
      idMembre: tchinda,
      delai: '2030-06-30',
      transport: 500,
      montant: 2_000,
    },
  });
  const monthly = await asB(president, {
    method: 'POST',
    path: '/cotisation/sortieMensuel',
    body: { cotisationId: 3, type: 'Sport', libelle: `Sortie ${MARK} mensuelle`, montant: 1_500 },
  });
  const validated = await asB(secretaire, {
    method: 'POST',
    path: '/cotisation/sortieMensuel',
    body: { cotisationId: 3, type: 'Travaux', libelle: `Travaux ${MARK} validés`, montant: 1_000 },
  });
  await asB(president, {
    method: 'PUT',
    path: '/cotisation/validationSortie',
    body: { id: validated.sortie.id, status: 'Valide' },
  });

  // Modification requests: three validated (open windows on a month and on both pending
  // withdrawals), one pending.
  const request = async (body: Record<string, unknown>, decide: boolean) => {
    await asB(secretaire, { method: 'POST', path: '/cotisation/demandeModification', body });
    const [row] = await h.db
      .select({ id: modificationRequests.id })
      .from(modificationRequests)
      .where(
        and(eq(modificationRequests.associationId, B.id), eq(modificationRequests.libelle, body.libelle as string)),
      );
    if (decide)
      await asB(president, {
        method: 'PUT',
        path: '/cotisation/updateRequest',
        body: { id: row!.id, statut: 'Valide' },
      });
    return row!.id;
  };
  B.openEntryMonth = 1;
  B.openEntryRequest = await request(
    { libelle: `Correction ${MARK} entrée`, type: 'entree', cotisation: 3, cible_id: tchinda, mois: 1, annee: year },
    true,
  );
  await request(
    { libelle: `Correction ${MARK} sortie 1`, type: 'sortie', cotisation: 1, cible_id: solidarity.sortie.id },
    true,
  );
  await request(
    { libelle: `Correction ${MARK} sortie 3`, type: 'sortie', cotisation: 3, cible_id: monthly.sortie.id },
    true,
  );
  B.pendingRequest = await request(
    { libelle: `Demande ${MARK} en attente`, type: 'entree', cotisation: 3, cible_id: ewane, mois: 1, annee: year },
    false,
  );

  // Reminders: to everyone, and to one member (notification and SMS).
  await asB(secretaire, {
    method: 'POST',
    path: '/cotisation/newNotification',
    body: { titre: `Rappel ${MARK} à tous`, contenu: `Réunion ${MARK} dimanche`, type: 'rappel' },
  });
  await asB(secretaire, {
    method: 'POST',
    path: '/cotisation/newNotification',
    body: {
      titre: `Rappel ${MARK} personnel`,
      contenu: `Votre cotisation ${MARK}`,
      type: 'rappel',
      destinataires: 'membre',
      membreId: tchinda,
    },
  });

  // B's own documents, every kind.
  for (const kind of DOCUMENT_KINDS) {
    const pdf = pdfFor(MARK, kind);
    B.documentShas.add(createHash('sha256').update(pdf).digest('hex'));
    await asB(president, { method: 'PUT', path: `/cotisation/documents/${kind}`, pdf });
  }

  // An office change waiting for B's Président: B's treasurer named Président.
  const tresoriere = await bMember(B_ONLY_PHONES[4]!);
  const change = await asB(secretaire, {
    method: 'PUT',
    path: `/auth/updateUser/${tresoriere}`,
    body: {
      telephone: B_ONLY_PHONES[4],
      bloc: 'Bloc 3',
      sexe: 'F',
      cotisations: [1, 2, 3],
      RoleId: roleId('president'),
    },
  });
  assert.ok(change.demandeBureau?.id, 'un changement du bureau de B en attente');

  // B's settings.
  await asB(president, {
    method: 'PUT',
    path: '/association',
    body: {
      nom: DEMO_ASSOCIATIONS.second.nom,
      presentation: `Entraide ${MARK} : les familles du quartier.`,
      contactTelephone: SECOND_DEMO_LOGINS.secretaire,
      whatsapp: null,
      montantMensuel: 2_000,
      objectifSolidarite: 30_000,
    },
  });
}

/** B's ids of each kind, from the database (the service scope: plain h.db outside a request). */
async function collectB() {
  const inB = <T extends { associationId: any }>(table: T) => eq(table.associationId, B.id);
  const memberRows = await h.db
    .select({ id: members.id, telephone: members.telephone, personId: members.personId })
    .from(members)
    .where(inB(members));
  const byPhone = (phone: string) => memberRows.find((m) => m.telephone === phone)!.id;
  B.memberIds = memberRows.map((m) => m.id);
  B.member = byPhone(B_ONLY_PHONES[2]!);
  B.otherMember = byPhone(B_ONLY_PHONES[3]!);
  B.memberOfAPresident = byPhone(A_PHONE.president);
  B.pendingMember = byPhone(B_PENDING_PHONE);
  const aPersons = await h.db.select({ personId: members.personId }).from(members).where(eq(members.associationId, 1));
  const inA = new Set(aPersons.map((p) => p.personId));
  B.personIds = memberRows.map((m) => m.personId).filter((id) => !inA.has(id));

  B.transactionIds = (await h.db.select({ id: transactions.id }).from(transactions).where(inB(transactions))).map(
    (r) => r.id,
  );
  B.transaction = Math.max(...B.transactionIds);
  const withdrawalRows = await h.db
    .select({ id: withdrawals.id, libelle: withdrawals.libelle, statut: withdrawals.statut })
    .from(withdrawals)
    .where(inB(withdrawals));
  B.withdrawalIds = withdrawalRows.map((r) => r.id);
  B.solidarityWithdrawal = withdrawalRows.find((r) => r.libelle === `Sortie ${MARK} solidarité`)!.id;
  B.monthlyWithdrawal = withdrawalRows.find((r) => r.libelle === `Sortie ${MARK} mensuelle`)!.id;
  B.requestIds = (
    await h.db.select({ id: modificationRequests.id }).from(modificationRequests).where(inB(modificationRequests))
  ).map((r) => r.id);
  const officeRows = await h.db
    .select({ id: officeChangeRequests.id, statut: officeChangeRequests.statut })
    .from(officeChangeRequests)
    .where(inB(officeChangeRequests));
  B.officeIds = officeRows.map((r) => r.id);
  B.officeChange = officeRows.find((r) => r.statut === 'En cours')!.id;
  B.notificationIds = (await h.db.select({ id: notifications.id }).from(notifications).where(inB(notifications))).map(
    (r) => r.id,
  );
  const bDocs = await h.db
    .select({ sha256: documents.sha256 })
    .from(documents)
    .where(and(inB(documents), eq(documents.isSample, false)));
  assert.equal(bDocs.length, DOCUMENT_KINDS.length);

  // Every kind present, and the pending ones still pending: the samples aim at live targets.
  assert.ok(B.memberIds.length >= 7 && B.transactionIds.length > 0 && B.notificationIds.length >= 2);
  assert.equal(withdrawalRows.filter((r) => r.statut === 'En cours').length, 2);
  assert.ok(withdrawalRows.some((r) => r.statut === 'Valide'));
  assert.ok(B.requestIds.length >= 4 && B.officeIds.length >= 1);
  // None of these ids is one of A's of the same kind (one sequence per table for the service).
  const aMembers = await h.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.associationId, 1), inArray(members.id, B.memberIds)));
  assert.equal(aMembers.length, 0);
}

/** Everything a caller of A must never read: B's markers, B's ids, B's documents. */
async function assertNothingOfB(answer: Answer, sample: Sample, where: string) {
  let text = answer.text;
  if (answer.type.includes('spreadsheetml')) text = await spreadsheetText(answer.bytes);
  if (answer.type.includes('pdf')) {
    const sha = createHash('sha256').update(answer.bytes).digest('hex');
    assert.ok(!B.documentShas.has(sha), `${where} : A reçoit le document de B`);
    // The annual report's text is compressed: read as a reader sees it; a hand-written sample as bytes.
    text = `${answer.bytes.toString('latin1')}\n${await pdfTextOf(answer.bytes)}`;
  }
  const lower = text.toLowerCase();
  for (const marker of B_MARKERS) {
    if (sample.allow?.includes(marker)) continue;
    assert.ok(
      !lower.includes(marker),
      `${where} : la réponse contient « ${marker} » (donnée de B) : ${text.slice(0, 400)}`,
    );
  }
  if (sample.owned && answer.json) {
    const of: Record<Kind, number[]> = {
      member: B.memberIds,
      transaction: B.transactionIds,
      withdrawal: B.withdrawalIds,
      request: B.requestIds,
      office: B.officeIds,
      notification: B.notificationIds,
    };
    for (const [kind, id] of sample.owned(answer.json))
      assert.ok(!of[kind].includes(id), `${where} : ${kind} n°${id} de B dans la réponse`);
  }
}

async function pdfTextOf(bytes: Buffer): Promise<string> {
  try {
    return (await pdfLines(bytes)).join('\n');
  } catch {
    return createHash('sha256').update(bytes).digest('hex');
  }
}

async function spreadsheetText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => {
    cells.push(`[${sheet.name}]`);
    // Quoted like JSON strings, so that a bloc marker ("Bloc 1") matches a whole cell only.
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(JSON.stringify(String(cell.text ?? '')))));
  });
  return cells.join('\n');
}

/** What a read answered, comparable across time: the JSON, the sheet's cells, the file's hash. */
async function comparable(answer: Answer): Promise<string> {
  if (answer.type.includes('spreadsheetml')) return spreadsheetText(answer.bytes);
  if (answer.json !== undefined) return stableSerialize(answer.json);
  // A PDF drawn for the request (the annual report) carries its time in its metadata: its text.
  if (answer.type.includes('pdf')) return pdfTextOf(answer.bytes);
  return createHash('sha256').update(answer.bytes).digest('hex');
}

function callerInfo(caller: Caller): CallerInfo {
  const role = caller === 'anonyme' ? null : caller;
  return { caller, role, memberId: role ? memberIds[role] : null };
}

function headersFor(caller: Caller): Record<string, string> {
  // Signed in, the header of B is ignored; the anonymous caller is A's visitor (no header).
  return caller === 'anonyme' ? {} : { ...B_HEADER };
}

/** Reads before B's new data exists: what every later read of A must still answer. */
const baseline = new Map<string, string>();
const cellKey = (route: string, sample: Sample, caller: Caller) => `${route} | ${sample.label} | ${caller}`;

async function readBaseline() {
  const work: Array<Promise<void>> = [];
  for (const [route, rule] of Object.entries(ROUTE_ACCESS) as Array<[RouteKey, (typeof ROUTE_ACCESS)[RouteKey]]>) {
    for (const caller of CALLERS) {
      const info = callerInfo(caller);
      if (!roleMayReach(rule, info.role)) continue;
      for (const sample of SAMPLES[route](info)) {
        if (sample.expect.kind !== 'read' || sample.expect.stable === false) continue;
        work.push(
          (async () => {
            const answer = await call(sample, {
              token: info.role ? tokens[info.role] : undefined,
              headers: headersFor(caller),
            });
            assert.equal(answer.status, 200, `${cellKey(route, sample, caller)} avant : ${answer.text}`);
            baseline.set(cellKey(route, sample, caller), await comparable(answer));
          })(),
        );
      }
    }
  }
  await Promise.all(work);
}

let fingerprintBefore: Fingerprint;

/**
 * B's budget of login failures (ADR 0017) is counted in the association of the member tried: a
 * wrong password on a member of B is B's failure whoever sends it, as the phone's own counter is
 * (the login sample does exactly that). That one counter may move; every other row stays.
 */
const LOGIN_BUDGET_ROW = '"bucket":"login:association"';
const withoutLoginBudget = (fingerprint: Fingerprint) => ({
  ...fingerprint.tables,
  rate_limits: (fingerprint.tables['rate_limits'] ?? []).filter((row) => !row.includes(LOGIN_BUDGET_ROW)),
});
const bFingerprint = () => fingerprintAssociation(h.db, B.id, { personIds: B.personIds });

/** Background work (codes sent after the answer, the SMS outbox) done, so B's rows stand still. */
async function settle() {
  await h.app.ctx.afterAnswer.idle();
  await h.app.ctx.sms.idle();
  await h.app.ctx.sms.dispatchDue();
  await h.app.ctx.sms.idle();
}

/**
 * CROSS_ASSOCIATION_WITHOUT_RLS=1: the same run with Row-Level Security switched off in the test's
 * scratch database, so that only the explicit filters of the repositories (the first of the two
 * scopes of issue 21) keep B out. A diagnosis of where such a filter is missing, not part of
 * `npm test`: with Row-Level Security on (the default), both scopes are tested together.
 */
const WITHOUT_RLS = process.env.CROSS_ASSOCIATION_WITHOUT_RLS === '1';

async function switchOffRowLevelSecurity() {
  for (const table of await associationTables(h.db))
    await h.db.execute(sql`alter table ${sql.identifier(table)} disable row level security`);
}

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED, env: UNBOUNDED_HEAVY_WORK });
  const [bRow] = await h.db.select({ id: associations.id }).from(associations).where(eq(associations.slug, B_SLUG));
  B.id = bRow!.id;
  assert.notEqual(B.id, 1);
  for (const role of ROLE_CODES) {
    const session = await login(A_PHONE[role]);
    tokens[role] = session.token;
    memberIds[role] = session.memberId;
  }
  const roleList = (await call({ method: 'GET', path: '/user/roles' }, { token: tokens.secretaire })).json.roles;
  A.roles.membre = roleList.find((r: any) => r.code === 'membre').id;
  A.roles.president = roleList.find((r: any) => r.code === 'president').id;
  // The address and the operator's suspension (issue 22) are read-only: not part of the settings sent back.
  const {
    slug: _slug,
    suspendue: _suspendue,
    messageSuspension: _message,
    ...settings
  } = (await call({ method: 'GET', path: '/association' })).json.association;
  A.settings = settings;

  // Kept answers age out below by moving the clock 31 s: never across Douala's midnight, which
  // would move 'this month' and 'today' between the reference reads and the run.
  const DOUALA_MS = 3_600_000;
  const sinceMidnight = (h.clock.now().getTime() + DOUALA_MS) % 86_400_000;
  if (86_400_000 - sinceMidnight < 60_000) h.clock.advance(120_000);
  await readBaseline();
  await fillB();
  await collectB();
  await settle();
  // Kept answers (the read cache) age out: every later read of A is computed again.
  h.clock.advance(31_000);
  // After B's own writes, which need their scope as much as A's do.
  if (WITHOUT_RLS) await switchOffRowLevelSecurity();
});

describe('cross-association isolation (issue 21)', () => {
  it('has a cross-association sample for every route of the matrix, for every caller', () => {
    assert.deepEqual(Object.keys(SAMPLES).sort(), Object.keys(ROUTE_ACCESS).sort());
    for (const route of Object.keys(ROUTE_ACCESS) as RouteKey[])
      for (const caller of CALLERS)
        assert.ok(SAMPLES[route](callerInfo(caller)).length > 0, `${route} : aucun appel pour ${caller}`);
    // The routes that take an id of a member, a withdrawal, a request or an office change all send B's.
    const withId = Object.keys(ROUTE_ACCESS).filter((route) => /:id\b|:memberId\b/.test(route));
    for (const route of withId as RouteKey[]) {
      const samples = SAMPLES[route](callerInfo('secretaire'));
      if (samples.every((s) => s.expect.kind === 'read')) continue; // :id is a fund or a filter there
      assert.ok(
        samples.some((s) => s.expect.kind === 'deny'),
        `${route} prend un identifiant : il faut un appel avec celui de B`,
      );
    }
  });

  it('the fingerprint of B sees an in-place update of one column of one row, which counts and sums miss', async () => {
    const start = await bFingerprint();
    assert.ok(Object.keys(start.tables).length >= 20, 'toutes les tables d’association');
    const [tchinda] = await h.db
      .select({ bloc: members.bloc })
      .from(members)
      .where(and(eq(members.associationId, B.id), eq(members.id, B.member)));
    const [ewane] = await h.db
      .select({ bloc: members.bloc })
      .from(members)
      .where(and(eq(members.associationId, B.id), eq(members.id, B.otherMember)));
    assert.notEqual(tchinda!.bloc, ewane!.bloc);
    const setBloc = (id: number, bloc: string) =>
      h.db
        .update(members)
        .set({ bloc })
        .where(and(eq(members.associationId, B.id), eq(members.id, id)));

    // One column of one row, in place.
    await setBloc(B.member, `${tchinda!.bloc} bis`);
    const renamed = await bFingerprint();
    assert.notEqual(renamed.hash, start.hash);
    assert.equal(renamed.tables.membres!.length, start.tables.membres!.length, 'même nombre de lignes');
    assert.match(describeDifference(start, renamed), /membres/);
    // Two members swap blocs: the same rows per bloc, the same counts, another fingerprint.
    await setBloc(B.member, ewane!.bloc);
    await setBloc(B.otherMember, tchinda!.bloc);
    const swapped = await bFingerprint();
    assert.notEqual(swapped.hash, start.hash);
    // Put back: the same fingerprint as at the start, which the run below then starts from.
    await setBloc(B.member, tchinda!.bloc);
    await setBloc(B.otherMember, ewane!.bloc);
    assert.equal((await bFingerprint()).hash, start.hash);
    fingerprintBefore = await bFingerprint();
  });

  it('once signed in, the header x-association is ignored: A’s session acts in A', async () => {
    const me = await call({ method: 'GET', path: '/auth/me' }, { token: tokens.secretaire, headers: B_HEADER });
    assert.equal(me.status, 200);
    assert.equal(me.json.membre.id, memberIds.secretaire);
    const association = await call(
      { method: 'GET', path: '/association' },
      { token: tokens.secretaire, headers: B_HEADER },
    );
    assert.equal(association.json.association.slug, DEMO_ASSOCIATIONS.main.slug);
    const list = await call(
      { method: 'GET', path: '/cotisation/allMembres' },
      { token: tokens.secretaire, headers: B_HEADER },
    );
    assert.ok(list.json.members.length > 50);
    assert.ok(list.json.members.every((m: any) => !B.memberIds.includes(m.id)));
    // Without a session, the header makes the caller B's visitor: that is what it is for.
    const visitor = await call({ method: 'GET', path: '/association' }, { headers: B_HEADER });
    assert.equal(visitor.json.association.slug, B_SLUG);
    // A's token with B's number in front is no session at all.
    const forged = await call(
      { method: 'GET', path: '/auth/me' },
      { token: tokens.secretaire.replace(/^\d+\./, `${B.id}.`) },
    );
    assert.equal(forged.status, 401);
  });

  // Reads first (their answers are compared with those from before B's new data), then writes.
  const routes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).sort(
    (a, b) => Number(!a.startsWith('GET ')) - Number(!b.startsWith('GET ')),
  );
  let cells = 0;
  let expectedCells = 0;
  const deferred: Array<{ route: RouteKey; caller: Caller; sample: Sample }> = [];

  for (const route of routes) {
    it(`${route}: every caller of A, with B's ids`, async () => {
      const rule = ROUTE_ACCESS[route];
      const one = async (caller: Caller) => {
        const info = callerInfo(caller);
        for (const sample of SAMPLES[route](info)) {
          expectedCells += 1;
          if (sample.deferred && info.role) {
            deferred.push({ route, caller, sample });
            continue;
          }
          const where = `${route} [${sample.label}] par ${caller}`;
          const token = info.role
            ? sample.freshToken
              ? (await login(A_PHONE[info.role])).token
              : tokens[info.role]
            : undefined;
          const answer = await call(sample, { token, headers: headersFor(caller) });
          cells += 1;
          assert.ok(answer.status < 500, `${where} : ${answer.status} ${answer.text}`);
          await assertNothingOfB(answer, sample, where);
          if (!roleMayReach(rule, info.role)) {
            assert.equal(answer.status, info.role ? 403 : 401, `${where} : refusé par la matrice`);
            continue;
          }
          const expect = sample.expect;
          if (expect.kind === 'deny') {
            const allowed = expect.statuses ?? [403, 404];
            assert.ok(
              allowed.includes(answer.status),
              `${where} : attendu ${allowed.join(' ou ')}, reçu ${answer.status} ${answer.text}`,
            );
            continue;
          }
          if (expect.kind === 'act') {
            const ok = expect.statuses
              ? expect.statuses.includes(answer.status)
              : answer.status >= 200 && answer.status < 300;
            assert.ok(
              ok,
              `${where} : attendu ${expect.statuses?.join(' ou ') ?? '2xx'}, reçu ${answer.status} ${answer.text}`,
            );
          } else {
            assert.equal(answer.status, 200, `${where} : ${answer.text}`);
            if (expect.stable !== false) {
              const before = baseline.get(cellKey(route, sample, caller));
              assert.ok(before !== undefined, `${where} : pas de lecture de référence`);
              assert.equal(
                await comparable(answer),
                before,
                `${where} : la réponse de A a changé avec les données de B`,
              );
            }
          }
          await sample.check?.(answer);
        }
      };
      // Reads in parallel (eight callers at once); writes one caller after the other.
      if (route.startsWith('GET ')) await Promise.all(CALLERS.map(one));
      else for (const caller of CALLERS) await one(caller);
    });
  }

  it('B is unchanged after the whole run: the same fingerprint, row for row', async () => {
    await settle();
    const after = await bFingerprint();
    const [was, now] = [withoutLoginBudget(fingerprintBefore), withoutLoginBudget(after)];
    assert.deepEqual(now, was, `B a changé :\n${describeDifference(fingerprintBefore, after)}`);
  });

  it('deferred: A’s Président, a member of B, switches to B (legitimate); his A session ends', async () => {
    for (const { route, caller, sample } of deferred) {
      assert.equal(route, 'POST /auth/switchAssociation');
      assert.equal(caller, 'president');
      const session = await login(A_PHONE.president);
      const answer = await call(sample, { token: session.token, headers: B_HEADER });
      cells += 1;
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.json.association.slug, B_SLUG);
      assert.equal(answer.json.membre.id, B.memberOfAPresident);
      assert.equal(answer.json.membre.Role.code, 'membre');
      assert.equal((await call({ method: 'GET', path: '/auth/me' }, { token: session.token })).status, 401);
      const there = await call({ method: 'GET', path: '/auth/me' }, { token: answer.json.token });
      assert.equal(there.json.membre.id, B.memberOfAPresident);
    }
    assert.equal(deferred.length, 1);
  });

  it('walked every cell: each route, each sample, each caller', (t) => {
    t.diagnostic(
      `${Object.keys(ROUTE_ACCESS).length} routes, ${CALLERS.length} appelants, ${cells} appels (routes × échantillons × appelants)`,
    );
    assert.equal(cells, expectedCells);
    assert.ok(cells >= Object.keys(ROUTE_ACCESS).length * CALLERS.length);
  });
});
