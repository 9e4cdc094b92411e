import { can, isOfficer, type Member, type RoleCode } from '@quartier/shared';

/** What the signed-in role may do on the Inscriptions page (rulings R4, shared access table). */
export interface InscriptionsAccess {
  selfId: number;
  /** Staff read phone numbers, roles and blocks. */
  staff: boolean;
  canRegister: boolean;
  /** The Secrétaire only. */
  canEdit: boolean;
  canChangeStatus: boolean;
  canToggleSolidarity: boolean;
  /** Only the Président and the Secrétaire give a role other than Membre. */
  canGiveOfficeRoles: boolean;
}

export function inscriptionsAccess(role: RoleCode | null, selfId: number): InscriptionsAccess {
  return {
    selfId,
    staff: can(role, 'GET /user/roles'),
    canRegister: can(role, 'POST /auth/register'),
    canEdit: can(role, 'PUT /auth/updateUser/:id'),
    canChangeStatus: can(role, 'PUT /user/updateStatus/:id'),
    canToggleSolidarity: can(role, 'PUT /user/subscription/:id'),
    canGiveOfficeRoles: role !== null && isOfficer(role),
  };
}

/** Why the status of this member cannot be changed by the viewer, or null when it can (server rules). */
export function statusLockReason(member: Member, access: InscriptionsAccess): string | null {
  if (!access.canChangeStatus) return 'Réservé aux membres du bureau.';
  if (member.id === access.selfId) return 'Vous ne pouvez pas changer votre propre statut.';
  if (member.statut === 'En Attente') return 'Le statut changera quand le membre aura confirmé son compte.';
  if (member.Role.code !== 'membre' && !access.canGiveOfficeRoles) {
    return 'Seuls le Président et la Secrétaire changent le statut d’un membre du bureau.';
  }
  return null;
}
