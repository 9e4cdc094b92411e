import type { RoleCode } from './constants.js';

/** Every role but membre is staff (rulings R4). */
export function isStaff(role: RoleCode): boolean {
  return role !== 'membre';
}

/**
 * The two officers who validate each other's requests (rulings R4, R8); each office has one
 * holder at a time. Takes any code, as read from the database.
 */
export function isOfficer(role: string): boolean {
  return role === 'president' || role === 'secretaire';
}

/** The top bar shows the role without a parenthesised suffix (spec 'Top bar'). */
export function displayRoleName(name: string): string {
  return name.replace(/\s*\(.*?\)\s*$/, '').trim();
}

export function initials(nom: string, prenom: string): string {
  return `${nom.trim().charAt(0)}${prenom.trim().charAt(0)}`.toUpperCase();
}

/**
 * Four eyes (spec section 6, rulings R4/R8): the Président acts on the Secrétaire's requests
 * and the Secrétaire on the Président's; nobody on her own.
 */
export function isCounterpart(viewer: RoleCode, requester: RoleCode): boolean {
  return counterpartRole(viewer) === requester;
}

/** The role whose requests this role decides (isCounterpart), or null for everyone else. */
export function counterpartRole(viewer: RoleCode): RoleCode | null {
  return viewer === 'president' ? 'secretaire' : viewer === 'secretaire' ? 'president' : null;
}
