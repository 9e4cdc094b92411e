import { isOfficer } from '@quartier/shared';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, ERRORS } from '../../lib/errors.js';
import { issueCode } from '../auth/service.js';
import { revokeMemberSessions } from '../auth/repository.js';
import * as members from '../members/repository.js';
import { languagesOfMembers } from '../associations/repository.js';
import { insertNotification } from '../notifications/repository.js';
import { NOTIFICATION_WORDS } from '../notifications/words.js';
import * as bureau from './repository.js';
import type { OfficeChangeValues } from './repository.js';

/*
 * The two steps of a change to the bureau (a new Président or Secrétaire, an officer's phone or
 * status): filed by one officer, applied when the other validates (bureau/service.ts).
 */

/**
 * Files the guarded part of a change to the bureau: the other officer (the Président for the
 * Secrétaire, and the reverse) must validate it before anything is applied.
 */
export async function fileOfficeChange(
  ctx: AppContext,
  tx: Executor,
  member: members.MemberRow,
  change: OfficeChangeValues,
  actor: Actor & { auth: AuthContext },
) {
  if (await bureau.pendingOfficeChangeFor(tx, member.id)) throw new AppError('OFFICE_CHANGE_PENDING');
  const counterpart = actor.auth.role === 'secretaire' ? 'president' : 'secretaire';
  const deciders = await bureau.activeHolders(tx, counterpart);
  if (deciders.length === 0)
    throw new AppError(
      'NO_COUNTERPART_OFFICER',
      `Aucun ${counterpart === 'president' ? 'Président' : 'Secrétaire'} actif ne peut valider ce changement : l’opérateur du service peut nommer un membre actif à cette fonction (npm run cli -- bureau), après quoi le changement se demande de nouveau.`,
    );
  const before: OfficeChangeValues = {
    ...(change.roleId !== undefined ? { roleId: member.roleId } : {}),
    ...(change.telephone !== undefined ? { telephone: member.telephone } : {}),
    ...(change.statut !== undefined ? { statut: member.statut as NonNullable<OfficeChangeValues['statut']> } : {}),
  };
  const now = ctx.clock.now();
  const row = await bureau.insertOfficeChange(tx, {
    requesterId: actor.auth.memberId,
    memberId: member.id,
    change,
    before,
    createdAt: now,
  });
  // Each decider told in their own language (issue 25).
  const languages = await languagesOfMembers(
    tx,
    deciders.map((decider) => decider.id),
  );
  for (const decider of deciders) {
    const words = NOTIFICATION_WORDS[languages.get(decider.id) ?? 'fr'];
    await insertNotification(tx, {
      recipientId: decider.id,
      type: 'request',
      titre: words.officeToDecideTitle,
      contenu: words.officeToDecideText(member.prenom, member.nom),
      createdBy: actor.auth.memberId,
      createdAt: now,
    });
  }
  await audit(tx, {
    actorId: actor.auth.memberId,
    action: 'bureau.create',
    entity: 'demande_bureau',
    entityId: row.id,
    before,
    after: change,
    memberId: member.id,
    ip: actor.ip,
  });
  return row.id;
}

/**
 * Applies a validated office change: a new Président or Secrétaire replaces the current holder
 * (who becomes Membre), a new phone number must be confirmed again, a status ends sessions.
 */
export async function applyOfficeChange(
  ctx: AppContext,
  tx: Executor,
  memberId: number,
  change: OfficeChangeValues,
  requestId: number,
  actor: Actor,
) {
  const member = await members.findMemberById(tx, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const now = ctx.clock.now();
  if (change.roleId !== undefined && change.roleId !== member.roleId) {
    const role = await members.findRoleById(tx, change.roleId);
    if (!role) throw new AppError('VALIDATION', 'Rôle inconnu.');
    if (isOfficer(role.code)) {
      const holder = await members.findRoleHolder(tx, role.id);
      if (holder && holder.id !== memberId) {
        const membre = await members.findRoleByCode(tx, 'membre');
        await members.updateMember(tx, holder.id, { roleId: membre!.id }, now);
        await audit(tx, {
          actorId: actor.auth?.memberId ?? null,
          action: 'membre.update',
          entity: 'membre',
          entityId: holder.id,
          before: { roleId: role.id },
          after: { roleId: membre!.id, remplacePar: memberId, demandeBureau: requestId },
          ip: actor.ip,
        });
      }
    }
  }
  if (change.telephone !== undefined && change.telephone !== member.telephone) {
    const other = await members.findMemberByPhone(tx, change.telephone);
    if (other && other.id !== memberId)
      throw new AppError('PHONE_TAKEN', undefined, { telephone: ERRORS.PHONE_TAKEN.msg });
  }
  if (
    change.statut !== undefined &&
    change.statut !== 'Inactif' &&
    member.statut === 'Inactif' &&
    isOfficer(member.roleCode) &&
    change.roleId === undefined
  ) {
    const holder = await members.findRoleHolder(tx, member.roleId);
    if (holder && holder.id !== memberId)
      throw new AppError(
        'ROLE_ALREADY_HELD',
        `${holder.prenom} ${holder.nom} est déjà ${member.roleNom} : changez d’abord le rôle de l’un des deux.`,
      );
  }
  const phoneChanged = change.telephone !== undefined && change.telephone !== member.telephone;
  await members.updateMember(
    tx,
    memberId,
    {
      ...(change.roleId !== undefined ? { roleId: change.roleId } : {}),
      ...(change.statut !== undefined ? { statut: change.statut } : {}),
      ...(phoneChanged ? { telephone: change.telephone, statut: 'En Attente' as const } : {}),
    },
    now,
  );
  if (phoneChanged || (change.statut !== undefined && change.statut !== 'Actif'))
    await revokeMemberSessions(tx, memberId, now);
  if (phoneChanged) await issueCode(ctx, tx, { id: memberId, telephone: change.telephone! }, 'confirmation', actor);
  await audit(tx, {
    actorId: actor.auth?.memberId ?? null,
    action: change.statut !== undefined ? 'membre.status' : 'membre.update',
    entity: 'membre',
    entityId: memberId,
    before: { roleId: member.roleId, telephone: member.telephone, statut: member.statut },
    after: { ...change, demandeBureau: requestId },
    ip: actor.ip,
  });
  return { phoneChanged };
}
