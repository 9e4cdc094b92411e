import type { MemberStatus, RoleCode } from './constants.js';
import type { ErrorCode } from './errors.js';
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

/** Why not: the error code the server answers with (lib/errors.ts) and the words shown. */
export interface Refusal {
  code: Extract<ErrorCode, 'FORBIDDEN' | 'VALIDATION'>;
  msg: string;
  /** The form field the refusal belongs to, when it is about one. */
  fields?: Record<string, string>;
}

export const POLICY_MESSAGES = {
  staffOnly: 'Réservé aux membres du bureau.',
  ownRecordOnly: 'Vous ne pouvez consulter que vos propres informations.',
  officeRoleByOfficers: 'Seuls le Président et la Secrétaire peuvent attribuer un rôle du bureau.',
  ownStatus: 'Vous ne pouvez pas changer votre propre statut.',
  statusAwaitsConfirmation: 'Ce membre n’a pas encore confirmé son compte : son statut changera à la confirmation.',
  officerStatusByOfficers: 'Seuls le Président et la Secrétaire peuvent changer le statut d’un membre du bureau.',
  ownRequest: 'Vous ne pouvez pas valider ou rejeter votre propre demande.',
  counterpartOnly: 'Seul l’autre officier (Président ou Secrétaire) peut valider ou rejeter cette demande.',
  noEditWindow:
    'Modification refusée : il faut une demande de modification validée par le Président depuis moins de 30 minutes.',
} as const;

const forbidden = (msg: string): Refusal => ({ code: 'FORBIDDEN', msg });

/** A Membre reads her own record (profile, contributions); staff read anyone's. */
export function memberRecordRefusal(viewer: Viewer, memberId: number): Refusal | null {
  if (viewer.memberId === memberId || (viewer.role !== null && isStaff(viewer.role))) return null;
  return forbidden(POLICY_MESSAGES.ownRecordOnly);
}

/** A phone number is read by its owner and by staff, never by another Membre. */
export function phoneVisible(viewer: Viewer | undefined, memberId: number): boolean {
  return !viewer || memberRecordRefusal(viewer, memberId) === null;
}

/** Only the two officers hand out a role other than Membre. */
export function officeRoleRefusal(viewer: Pick<Viewer, 'role'>, roleCode: string): Refusal | null {
  if (roleCode === 'membre' || (viewer.role !== null && isOfficer(viewer.role))) return null;
  return forbidden(POLICY_MESSAGES.officeRoleByOfficers);
}

/**
 * Suspending, deactivating or reactivating a member: staff, never oneself, never before the
 * member confirmed her account, and a member of the bureau only by the Président or the Secrétaire.
 */
export function statusChangeRefusal(
  viewer: Viewer,
  member: { id: number; statut: MemberStatus | string; roleCode: RoleCode | string },
): Refusal | null {
  if (!can(viewer.role, 'updateStatus')) return forbidden(POLICY_MESSAGES.staffOnly);
  if (member.id === viewer.memberId) return forbidden(POLICY_MESSAGES.ownStatus);
  if (member.statut === 'En Attente')
    return {
      code: 'VALIDATION',
      msg: POLICY_MESSAGES.statusAwaitsConfirmation,
      fields: { statut: 'Compte non confirmé' },
    };
  if (member.roleCode !== 'membre' && !(viewer.role !== null && isOfficer(viewer.role)))
    return forbidden(POLICY_MESSAGES.officerStatusByOfficers);
  return null;
}

/** Four eyes: nobody decides her own request; only the other officer decides (R8). */
export function decisionRefusal(viewer: Viewer, requester: { id: number; roleCode: string } | null): Refusal | null {
  if (requester && requester.id === viewer.memberId) return forbidden(POLICY_MESSAGES.ownRequest);
  if (!requester || viewer.role === null || !isCounterpart(viewer.role, requester.roleCode as RoleCode))
    return forbidden(POLICY_MESSAGES.counterpartOnly);
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
