import { can, officeRoleRefusal, statusChangeRefusal, type Member, type RoleCode } from '@quartier/shared';

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
    staff: can(role, 'GET /user/roles'),
    canRegister: can(role, 'POST /auth/register'),
    canEdit: can(role, 'PUT /auth/updateUser/:id'),
    canChangeStatus: can(role, 'PUT /user/updateStatus/:id'),
    canToggleSolidarity: can(role, 'PUT /user/subscription/:id'),
    canGiveOfficeRoles: officeRoleRefusal({ role }, 'president') === null,
  };
}

/** Why the status of this member cannot be changed by the viewer, or null when it can: the server's rule. */
export function statusLockReason(member: Member, access: InscriptionsAccess): string | null {
  return (
    statusChangeRefusal(
      { memberId: access.selfId, role: access.role },
      { id: member.id, statut: member.statut, roleCode: member.Role.code },
    )?.msg ?? null
  );
}
