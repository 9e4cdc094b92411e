import { ROLE_CODES, type RoleCode } from './constants.js';
import { isOfficer, isStaff } from './roles.js';
import { ROUTES, type RouteId } from './contract/routes.js';

/**
 * Who may call what (rulings R4). Each route's rule is written in the contract's one table
 * (contract/routes.ts): it drives the server's checks, the web app's buttons and the test that
 * walks every route for every role and for anonymous callers.
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

/** What the web app asks before it shows a button: may this role call the route? */
export function can(role: RoleCode | null, route: RouteId): boolean {
  return roleMayReach(ROUTES[route].access, role);
}

export const ALL_ROLES: readonly RoleCode[] = ROLE_CODES;
