import type { AccessRule } from '../permissions.js';

/**
 * The API contract, part one: every route under /api, once (issue 23, ADR 0024). The key is the
 * route's operationId; method, path and the access rule (rulings R4) sit beside it. This table
 * carries no zod, so any screen may import it; the shapes of each route (params, query, body,
 * answer) are in ./schemas.ts under the same key. The server registers its routes from both
 * (apps/server/src/lib/contract.ts), the web app calls them through its one typed client
 * (apps/web/src/lib/api-client.ts) and the OpenAPI description is generated from them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Under /api; `:name` segments are the route's params. */
  readonly path: string;
  readonly access: AccessRule;
  /** A file (Excel, PDF), not JSON: the web app downloads it. */
  readonly answer?: 'file';
  /** The body is a file sent as is, of this type, instead of JSON. */
  readonly upload?: string;
}

export const ROUTES = {
  getHealth: { method: 'GET', path: '/health', access: 'anonymous' },
  getAssociation: { method: 'GET', path: '/association', access: 'anonymous' },
  getCsrfToken: { method: 'GET', path: '/auth/csrf', access: 'anonymous' },
  login: { method: 'POST', path: '/auth/login', access: 'anonymous' },
  logout: { method: 'POST', path: '/auth/logout', access: 'authenticated' },
  getMe: { method: 'GET', path: '/auth/me', access: 'authenticated' },
  switchAssociation: { method: 'POST', path: '/auth/switchAssociation', access: 'authenticated' },
  listMyAssociations: { method: 'GET', path: '/associations/mine', access: 'authenticated' },
  checkConfirmAccountLink: { method: 'GET', path: '/auth/confirmAccount/:token', access: 'anonymous' },
  confirmAccount: { method: 'PUT', path: '/auth/confirmAccount/:token', access: 'anonymous' },
  forgotPassword: { method: 'PUT', path: '/auth/forgotPassword', access: 'anonymous' },
  resetPassword: { method: 'PUT', path: '/auth/resetPassword', access: 'anonymous' },
  resendCode: { method: 'POST', path: '/auth/resendCode', access: 'anonymous' },
  getUser: { method: 'GET', path: '/user/getUser/:id', access: 'own_or_staff' },
  listRoles: { method: 'GET', path: '/user/roles', access: 'staff' },
  listBlocs: { method: 'GET', path: '/user/blocs', access: 'staff' },
  userPerBloc: { method: 'GET', path: '/user/userPerBloc', access: 'authenticated' },
  genderPerBloc: { method: 'GET', path: '/user/genderPerBloc', access: 'authenticated' },
  register: { method: 'POST', path: '/auth/register', access: 'staff' },
  updateUser: { method: 'PUT', path: '/auth/updateUser/:id', access: 'secretaire' },
  updateStatus: { method: 'PUT', path: '/user/updateStatus/:id', access: 'staff' },
  // A subscription changes every later withdrawal's shares: a member edit, the Secrétaire's (R4).
  updateSubscription: { method: 'PUT', path: '/user/subscription/:id', access: 'secretaire' },
  allMembres: { method: 'GET', path: '/cotisation/allMembres', access: 'authenticated' },
  listCaisseMembres: { method: 'GET', path: '/cotisation/membres/:id', access: 'authenticated' },
  createTransaction: { method: 'POST', path: '/cotisation/transaction', access: 'staff' },
  getTransactions: { method: 'GET', path: '/cotisation/getTransactions/:caisse/:year', access: 'authenticated' },
  getCaisseTotal: { method: 'GET', path: '/cotisation/total/:fund', access: 'authenticated' },
  getCaisseTotals: { method: 'GET', path: '/cotisation/totals', access: 'authenticated' },
  myMonthlyContributions: { method: 'GET', path: '/cotisation/myMonthlyContributions/:id', access: 'own_or_staff' },
  getReceipts: { method: 'GET', path: '/cotisation/recus/:caisse/:year/:memberId', access: 'own_or_staff' },
  // The member's own choice (receipts by SMS): no officer turns off the receipts that check her books.
  getPreferences: { method: 'GET', path: '/user/preferences', access: 'authenticated' },
  updatePreferences: { method: 'PUT', path: '/user/preferences', access: 'authenticated' },
  setMyLanguage: { method: 'PUT', path: '/user/language', access: 'authenticated' },
  getSorties: { method: 'GET', path: '/cotisation/getSorties/:id', access: 'authenticated' },
  exportExcel: {
    method: 'GET',
    path: '/cotisation/exportExcel/:year/:caisse/:scope/:format',
    access: 'staff',
    answer: 'file',
  },
  demandeSortie: { method: 'POST', path: '/cotisation/demandeSortie', access: 'officers' },
  sortieMensuel: { method: 'POST', path: '/cotisation/sortieMensuel', access: 'officers' },
  withdrawalRequests: { method: 'GET', path: '/cotisation/withdrawalRequests/:id', access: 'authenticated' },
  validationSortie: { method: 'PUT', path: '/cotisation/validationSortie', access: 'officers' },
  updateSortie: { method: 'PUT', path: '/cotisation/updateSortie/:id', access: 'secretaire' },
  updateSortieMensuelle: { method: 'PUT', path: '/cotisation/updateSortieMensuelle/:id', access: 'secretaire' },
  listDemandes: { method: 'GET', path: '/cotisation/demandes', access: 'staff' },
  demandeModification: { method: 'POST', path: '/cotisation/demandeModification', access: 'secretaire' },
  getDemandeModification: { method: 'GET', path: '/cotisation/getDemandeModification/:id', access: 'staff' },
  getOngoingModifications: { method: 'GET', path: '/cotisation/getOngoingModifications/:id', access: 'staff' },
  updateRequest: { method: 'PUT', path: '/cotisation/updateRequest', access: 'officers' },
  updateTransaction: { method: 'PUT', path: '/cotisation/updateTransaction/:id', access: 'secretaire' },
  getGeneralNotifications: { method: 'GET', path: '/cotisation/getGeneralNotifications', access: 'authenticated' },
  newNotification: { method: 'POST', path: '/cotisation/newNotification', access: 'secretaire' },
  pendingDecisions: { method: 'GET', path: '/notifications/pending', access: 'authenticated' },
  getStatsTotals: { method: 'GET', path: '/stats/totals/:caisse/:year', access: 'authenticated' },
  amountsPerMonth: { method: 'GET', path: '/stats/amountsPerMonth/:caisse/:year', access: 'authenticated' },
  amountsPerYearPerBloc: { method: 'GET', path: '/stats/amountsPerYearPerBloc/:caisse/:year', access: 'authenticated' },
  userContributions: {
    method: 'GET',
    path: '/stats/userContributions/:category/:year/:memberId',
    access: 'own_or_staff',
  },
  getGenders: { method: 'GET', path: '/cotisation/genders', access: 'authenticated' },
  // The general assembly's report names the members behind on their dues: staff only, like the
  // Excel export whose totals it repeats (ADR 0022).
  downloadAnnualReport: { method: 'GET', path: '/rapports/annuel', access: 'staff', answer: 'file' },
  listBureauDemandes: { method: 'GET', path: '/bureau/demandes', access: 'officers' },
  decideBureauDemande: { method: 'PUT', path: '/bureau/demandes/:id', access: 'officers' },
  updateAssociation: { method: 'PUT', path: '/association', access: 'officers' },
  listDocuments: { method: 'GET', path: '/cotisation/documents', access: 'authenticated' },
  replaceDocument: {
    method: 'PUT',
    path: '/cotisation/documents/:kind',
    access: 'officers',
    upload: 'application/pdf',
  },
  downloadStatus: { method: 'GET', path: '/cotisation/downloadStatus', access: 'anonymous', answer: 'file' },
  downloadLegalisation: {
    method: 'GET',
    path: '/cotisation/downloadLegalisation',
    access: 'anonymous',
    answer: 'file',
  },
  downloadReglement: { method: 'GET', path: '/cotisation/downloadReglement', access: 'anonymous', answer: 'file' },
  downloadAssistance: { method: 'GET', path: '/cotisation/downloadAssistance', access: 'anonymous', answer: 'file' },
  // Creating an association from a phone (issue 22): the founder has no session yet.
  requestAssociationCreation: { method: 'POST', path: '/associations/creation', access: 'anonymous' },
  createAssociation: { method: 'POST', path: '/associations/creation/:jeton', access: 'anonymous' },
  resendAssociationCreationCode: { method: 'POST', path: '/associations/creation/:jeton/code', access: 'anonymous' },
  getFirstSteps: { method: 'GET', path: '/association/firstSteps', access: 'officers' },
  // The journal (issue 26): every staff role reads it, the Commissaire aux comptes and the Censeur first.
  getJournal: { method: 'GET', path: '/journal', access: 'staff' },
  exportJournal: { method: 'GET', path: '/journal/export', access: 'staff', answer: 'file' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
type Routes = typeof ROUTES;

/** 'METHOD /path' of each route, as Fastify registers it under /api (the access matrix's key). */
export type RouteKey = { [Id in RouteId]: `${Routes[Id]['method']} ${Routes[Id]['path']}` }[RouteId];

export const routeKeyOf = (id: RouteId): RouteKey => `${ROUTES[id].method} ${ROUTES[id].path}` as RouteKey;

/** Who may call what, by 'METHOD /path' (rulings R4): the server's hook looks requests up here. */
export const ROUTE_ACCESS = Object.fromEntries(
  (Object.keys(ROUTES) as RouteId[]).map((id) => [routeKeyOf(id), ROUTES[id].access]),
) as Record<RouteKey, AccessRule>;

/** The path of a call, its `:name` segments filled in (each one encoded). */
export function pathOf(id: RouteId, params: Record<string, string | number> = {}): string {
  return ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Paramètre ${name} manquant pour ${id}`);
    return encodeURIComponent(String(value));
  });
}
