import { ROLE_CODES, type RoleCode } from './constants.js';
import { isOfficer, isStaff } from './roles.js';

/**
 * Who may call what (rulings R4). One table drives the server's checks, the web app's
 * buttons and the test that walks every route for every role and for anonymous callers.
 */
export const ACCESS_RULES = {
  anonymous: 'Tout le monde, même sans session',
  authenticated: 'Tout membre connecté',
  own_or_staff: 'Le membre lui-même, ou un responsable',
  staff: 'Les responsables (tous les rôles sauf Membre)',
  secretaire: 'La Secrétaire seulement',
  officers: 'Le Président et la Secrétaire (chacun pour les requêtes de l’autre)',
} as const;
export type AccessRule = keyof typeof ACCESS_RULES;

/** Keys are 'METHOD /path' as registered under /api. */
export const ROUTE_ACCESS = {
  'GET /health': 'anonymous',
  'GET /association': 'anonymous',
  'GET /auth/csrf': 'anonymous',
  'POST /auth/login': 'anonymous',
  'POST /auth/logout': 'authenticated',
  'GET /auth/me': 'authenticated',
  'POST /auth/switchAssociation': 'authenticated',
  'GET /associations/mine': 'authenticated',
  'GET /auth/confirmAccount/:token': 'anonymous',
  'PUT /auth/confirmAccount/:token': 'anonymous',
  'PUT /auth/forgotPassword': 'anonymous',
  'PUT /auth/resetPassword': 'anonymous',
  'POST /auth/resendCode': 'anonymous',
  'GET /user/getUser/:id': 'own_or_staff',
  'GET /user/roles': 'staff',
  'GET /user/blocs': 'staff',
  'GET /user/userPerBloc': 'authenticated',
  'GET /user/genderPerBloc': 'authenticated',
  'POST /auth/register': 'staff',
  'PUT /auth/updateUser/:id': 'secretaire',
  'PUT /user/updateStatus/:id': 'staff',
  // A subscription changes every later withdrawal's shares: a member edit, the Secrétaire's (R4).
  'PUT /user/subscription/:id': 'secretaire',
  'GET /cotisation/allMembres': 'authenticated',
  'GET /cotisation/membres/:id': 'authenticated',
  'POST /cotisation/transaction': 'staff',
  'GET /cotisation/getTransactions/:caisse/:year': 'authenticated',
  'GET /cotisation/total/:fund': 'authenticated',
  'GET /cotisation/totals': 'authenticated',
  'GET /cotisation/myMonthlyContributions/:id': 'own_or_staff',
  'GET /cotisation/recus/:caisse/:year/:memberId': 'own_or_staff',
  // The member's own choice (receipts by SMS): no officer turns off the receipts that check her books.
  'GET /user/preferences': 'authenticated',
  'PUT /user/preferences': 'authenticated',
  'GET /cotisation/getSorties/:id': 'authenticated',
  'GET /cotisation/exportExcel/:year/:caisse/:scope/:format': 'staff',
  'POST /cotisation/demandeSortie': 'officers',
  'POST /cotisation/sortieMensuel': 'officers',
  'GET /cotisation/withdrawalRequests/:id': 'authenticated',
  'PUT /cotisation/validationSortie': 'officers',
  'PUT /cotisation/updateSortie/:id': 'secretaire',
  'PUT /cotisation/updateSortieMensuelle/:id': 'secretaire',
  'GET /cotisation/demandes': 'staff',
  'POST /cotisation/demandeModification': 'secretaire',
  'GET /cotisation/getDemandeModification/:id': 'staff',
  'GET /cotisation/getOngoingModifications/:id': 'staff',
  'PUT /cotisation/updateRequest': 'officers',
  'PUT /cotisation/updateTransaction/:id': 'secretaire',
  'GET /cotisation/getGeneralNotifications': 'authenticated',
  'POST /cotisation/newNotification': 'secretaire',
  'GET /notifications/pending': 'authenticated',
  'GET /stats/totals/:caisse/:year': 'authenticated',
  'GET /stats/amountsPerMonth/:caisse/:year': 'authenticated',
  'GET /stats/amountsPerYearPerBloc/:caisse/:year': 'authenticated',
  'GET /stats/userContributions/:category/:year/:memberId': 'own_or_staff',
  'GET /cotisation/genders': 'authenticated',
  // The general assembly's report names the members behind on their dues: staff only, like the
  // Excel export whose totals it repeats (ADR 0022).
  'GET /rapports/annuel': 'staff',
  'GET /bureau/demandes': 'officers',
  'PUT /bureau/demandes/:id': 'officers',
  'PUT /association': 'officers',
  'GET /cotisation/documents': 'authenticated',
  'PUT /cotisation/documents/:kind': 'officers',
  'GET /cotisation/downloadStatus': 'anonymous',
  'GET /cotisation/downloadLegalisation': 'anonymous',
  'GET /cotisation/downloadReglement': 'anonymous',
  'GET /cotisation/downloadAssistance': 'anonymous',
  // Creating an association from a phone (issue 22): the founder has no session yet.
  'POST /associations/creation': 'anonymous',
  'POST /associations/creation/:jeton': 'anonymous',
  'POST /associations/creation/:jeton/code': 'anonymous',
  'GET /association/firstSteps': 'officers',
  // The journal (issue 26): every staff role reads it, the Commissaire aux comptes and the Censeur first.
  'GET /journal': 'staff',
  'GET /journal/export': 'staff',
} as const satisfies Record<string, AccessRule>;
export type RouteKey = keyof typeof ROUTE_ACCESS;

/** Whether a role passes a rule before any data check (own_or_staff still compares ids). */
export function roleMayReach(rule: AccessRule, role: RoleCode | null): boolean {
  switch (rule) {
    case 'anonymous':
      return true;
    case 'authenticated':
    case 'own_or_staff':
      return role !== null;
    case 'staff':
      return role !== null && isStaff(role);
    case 'secretaire':
      return role === 'secretaire';
    case 'officers':
      return role !== null && isOfficer(role);
  }
}

/** What the web app asks before it shows a button. */
export function can(role: RoleCode | null, route: RouteKey): boolean {
  return roleMayReach(ROUTE_ACCESS[route], role);
}

export const ALL_ROLES: readonly RoleCode[] = ROLE_CODES;
