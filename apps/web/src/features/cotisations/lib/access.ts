import { can, officeRoleRefusal, statusChangeRefusal, type Member, type RoleCode } from '@quartier/shared';
import { serverMessage } from '@/lib/i18n';

/** What the signed-in role may do on the Inscriptions page (rulings R4, shared access table). */
export interface InscriptionsAccess {
  selfId: number;
  role: RoleCode | null;
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
    role,
    staff: can(role, 'listRoles'),
    canRegister: can(role, 'register'),
    canEdit: can(role, 'updateUser'),
    canChangeStatus: can(role, 'updateStatus'),
    canToggleSolidarity: can(role, 'updateSubscription'),
    canGiveOfficeRoles: officeRoleRefusal({ role }, 'president') === null,
  };
}

/**
 * Why the status of this member cannot be changed by the viewer, or null when it can: the server's
 * rule, in the reader's language (by its code).
 */
export function statusLockReason(member: Member, access: InscriptionsAccess): string | null {
  const refusal = statusChangeRefusal(
    { memberId: access.selfId, role: access.role },
    { id: member.id, statut: member.statut, roleCode: member.Role.code },
  );
  return refusal ? serverMessage(refusal.code, refusal.msg) : null;
}
