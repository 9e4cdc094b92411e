import type { MemberStatus, RoleCode } from './constants.js';
import { ERRORS, type ErrorCode } from './errors.js';
import { can } from './permissions.js';
import { isCounterpart, isOfficer, isStaff } from './roles.js';

/*
 * The object-level rules (rulings R4, R8): who may act on *this* member or *this* request, beyond
 * the route × role matrix of permissions.ts. Each rule is a named function returning why not, or
 * null when allowed. The server enforces it (the refusal becomes the error body: same code, same
 * words) and the web app asks it before showing a button, so the two cannot disagree.
 */

/** Who is asking: the signed-in membership. */
export interface Viewer {
  memberId: number;
  role: RoleCode | null;
}

/** The codes of the object-level rules below: each refusal its own, with its words in errors.ts. */
export type PolicyCode = Extract<
  ErrorCode,
  | 'STAFF_ONLY'
  | 'OWN_RECORD_ONLY'
  | 'OFFICE_ROLE_BY_OFFICERS'
  | 'OWN_STATUS'
  | 'STATUS_AWAITS_CONFIRMATION'
  | 'OFFICER_STATUS_BY_OFFICERS'
  | 'OWN_REQUEST'
  | 'COUNTERPART_ONLY'
>;

/** Why not: the error code the server answers with (lib/errors.ts) and the words shown. */
export interface Refusal {
  code: PolicyCode;
  msg: string;
  /** The form field the refusal belongs to, when it is about one. */
  fields?: Record<string, string>;
}

const refusal = (code: PolicyCode, fields?: Record<string, string>): Refusal => ({
  code,
  msg: ERRORS[code].msg,
  ...(fields ? { fields } : {}),
});

/** A Membre reads her own record (profile, contributions); staff read anyone's. */
export function memberRecordRefusal(viewer: Viewer, memberId: number): Refusal | null {
  if (viewer.memberId === memberId || (viewer.role !== null && isStaff(viewer.role))) return null;
  return refusal('OWN_RECORD_ONLY');
}

/** A phone number is read by its owner and by staff, never by another Membre. */
export function phoneVisible(viewer: Viewer | undefined, memberId: number): boolean {
  return !viewer || memberRecordRefusal(viewer, memberId) === null;
}

/** Only the two officers hand out a role other than Membre. */
export function officeRoleRefusal(viewer: Pick<Viewer, 'role'>, roleCode: string): Refusal | null {
  if (roleCode === 'membre' || (viewer.role !== null && isOfficer(viewer.role))) return null;
  return refusal('OFFICE_ROLE_BY_OFFICERS');
}

/**
 * Suspending, deactivating or reactivating a member: staff, never oneself, never before the
 * member confirmed her account, and a member of the bureau only by the Président or the Secrétaire.
 */
export function statusChangeRefusal(
  viewer: Viewer,
  member: { id: number; statut: MemberStatus | string; roleCode: RoleCode | string },
): Refusal | null {
  if (!can(viewer.role, 'updateStatus')) return refusal('STAFF_ONLY');
  if (member.id === viewer.memberId) return refusal('OWN_STATUS');
  if (member.statut === 'En Attente') return refusal('STATUS_AWAITS_CONFIRMATION', { statut: 'Compte non confirmé' });
  if (member.roleCode !== 'membre' && !(viewer.role !== null && isOfficer(viewer.role)))
    return refusal('OFFICER_STATUS_BY_OFFICERS');
  return null;
}

/** Four eyes: nobody decides her own request; only the other officer decides (R8). */
export function decisionRefusal(viewer: Viewer, requester: { id: number; roleCode: string } | null): Refusal | null {
  if (requester && requester.id === viewer.memberId) return refusal('OWN_REQUEST');
  if (!requester || viewer.role === null || !isCounterpart(viewer.role, requester.roleCode as RoleCode))
    return refusal('COUNTERPART_ONLY');
  return null;
}

/** A validated modification request opens one edit, for this long after its validation. */
export const EDIT_WINDOW_MS = 30 * 60_000;

/** The one live edit window: validated, not used yet, validated less than EDIT_WINDOW_MS ago. */
export function editWindowOpen(
  request: { statut: string; validatedAt: Date | string | null; usedAt: Date | string | null },
  now: Date,
): boolean {
  if (request.statut !== 'Valide' || request.usedAt || !request.validatedAt) return false;
  return now.getTime() - new Date(request.validatedAt).getTime() < EDIT_WINDOW_MS;
}
