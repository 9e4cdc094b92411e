import {
  EDIT_WINDOW_MS,
  editWindowOpen,
  isCounterpart,
  type ModificationRequestView,
  type RoleCode,
  type modificationRequestSchema,
  MESSAGES,
} from '@quartier/shared';
import type { z } from 'zod';
import { serializable } from '../../db/serializable.js';
import type { AppContext, AuthContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { monthName } from '../ledger/presenter.js';
import { findMemberById } from '../members/repository.js';
import * as repo from './repository.js';
import { checkCounterpart, decided, recordDecision, type SignedIn } from './decisions.js';

type RequestInput = z.output<typeof modificationRequestSchema>;

function effectiveStatus(row: { statut: string; usedAt: Date | null; validatedAt: Date | null }, now: Date) {
  if (row.statut === 'Valide' && row.validatedAt && !editWindowOpen(row, now)) return 'Expiree' as const;
  return row.statut as ModificationRequestView['statut'];
}

export async function listRequests(
  ctx: AppContext,
  auth: AuthContext,
  which: 'entree' | 'sortie' | null | { id: number },
): Promise<ModificationRequestView[]> {
  const rows = await repo.listRequests(ctx.db, which);
  const labels = await repo.targetLabels(
    ctx.db,
    rows.filter((r) => r.request.type === 'entree').map((r) => r.request.targetId),
    rows.filter((r) => r.request.type === 'sortie').map((r) => r.request.targetId),
  );
  const now = ctx.clock.now();
  return rows.map(({ request, ...who }) => {
    const statut = effectiveStatus(request, now);
    return {
      id: request.id,
      demandeur: request.requesterId,
      libelle: request.libelle,
      type: request.type as 'entree' | 'sortie',
      cotisation: request.caisseId,
      cible_id: request.targetId,
      cible: labels.get(`${request.type}:${request.targetId}`) ?? `n°${request.targetId}`,
      mois: request.mois ? monthName(request.mois) : null,
      annee: request.annee,
      statut,
      motifRefus: request.motifRefus,
      validateur: who.validatorNom ? { nom: who.validatorNom, prenom: who.validatorPrenom ?? '' } : null,
      validated_at: request.validatedAt?.toISOString() ?? null,
      expiresAt:
        statut === 'Valide' && request.validatedAt
          ? new Date(request.validatedAt.getTime() + EDIT_WINDOW_MS).toISOString()
          : null,
      createdAt: request.createdAt.toISOString(),
      Membre: { nom: who.requesterNom, prenom: who.requesterPrenom, Role: { nom: who.requesterRole } },
      actionable:
        statut === 'En cours' &&
        request.requesterId !== auth.memberId &&
        isCounterpart(auth.role, who.requesterRoleCode as RoleCode),
    };
  });
}

async function requestView(ctx: AppContext, auth: AuthContext, id: number) {
  const [view] = await listRequests(ctx, auth, { id });
  if (!view) throw new AppError('MODIFICATION_REQUEST_NOT_FOUND');
  return view;
}

export async function fileRequest(ctx: AppContext, input: RequestInput, actor: SignedIn) {
  const now = ctx.clock.now();
  if (input.type === 'entree') {
    if (!(await findMemberById(ctx.db, input.cible_id))) throw new AppError('MEMBER_NOT_FOUND');
  } else {
    const withdrawal = await repo.findWithdrawal(ctx.db, input.cible_id);
    if (!withdrawal || withdrawal.caisseId !== input.cotisation) throw new AppError('WITHDRAWAL_NOT_FOUND');
  }
  const target = {
    type: input.type,
    caisseId: input.cotisation,
    targetId: input.cible_id,
    annee: input.type === 'entree' ? input.annee : null,
    mois: input.type === 'entree' ? input.mois : null,
  };
  const id = await serializable(ctx, async (tx) => {
    if ((await repo.liveRequestOn(tx, target, now)).length > 0) throw new AppError('REQUEST_ALREADY_OPEN');
    const row = await repo.insertRequest(tx, {
      requesterId: actor.auth.memberId,
      libelle: input.libelle,
      type: input.type,
      caisseId: input.cotisation,
      targetId: input.cible_id,
      mois: target.mois ?? null,
      annee: target.annee ?? null,
      statut: 'En cours',
      createdAt: now,
    });
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'demande.create',
      entity: 'demande',
      entityId: row.id,
      after: row,
      memberId: row.type === 'entree' ? row.targetId : null,
      caisseId: row.caisseId,
      ip: actor.ip,
    });
    return row.id;
  });
  return requestView(ctx, actor.auth, id);
}

export async function getRequest(ctx: AppContext, auth: AuthContext, id: number) {
  const view = await requestView(ctx, auth, id);
  const msg =
    view.statut === 'Valide'
      ? `Modification autorisée jusqu’à ${new Date(view.expiresAt!).toLocaleTimeString('fr-FR', { timeZone: 'Africa/Douala', hour: '2-digit', minute: '2-digit' })}`
      : view.statut === 'En cours'
        ? MESSAGES.modificationRequestPending
        : view.statut === 'Rejetee'
          ? `Demande rejetée${view.motifRefus ? ` : ${view.motifRefus}` : ''}`
          : 'Demande expirée : déposez-en une nouvelle pour modifier.';
  return { msg, demande: view };
}

/** updateRequest: the other officer validates (opening the 30-minute window) or rejects. */
export async function decideRequest(
  ctx: AppContext,
  input: { id: number; statut: 'Valide' | 'Rejetee'; motif?: string },
  actor: SignedIn,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const request = await repo.findRequest(tx, input.id);
    if (!request) throw new AppError('MODIFICATION_REQUEST_NOT_FOUND');
    await checkCounterpart(tx, actor.auth, request.requesterId);
    if (request.statut !== 'En cours') throw new AppError('ALREADY_DECIDED');
    const after = decided(input.statut, input.motif, actor.auth, now);
    if (!(await repo.decidePendingRequest(tx, request.id, after))) throw new AppError('ALREADY_DECIDED');
    await recordDecision(tx, actor, now, {
      kind: 'modification',
      statut: input.statut,
      requesterId: request.requesterId,
      contenu: (words) =>
        input.statut === 'Valide'
          ? words.modificationValidated(request.libelle)
          : words.modificationRejected(request.libelle, input.motif ?? null),
      entity: 'demande',
      entityId: request.id,
      before: { statut: request.statut },
      after,
      memberId: request.type === 'entree' ? request.targetId : null,
      caisseId: request.caisseId,
    });
  });
  return {
    msg: input.statut === 'Valide' ? MESSAGES.validateSucceeded : MESSAGES.rejectSucceeded,
    demande: await requestView(ctx, actor.auth, input.id),
  };
}
