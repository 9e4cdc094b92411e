import {
  CAISSE_NAMES,
  formatXaf,
  isCounterpart,
  sharePerPerson,
  doualaMonthYear,
  type CaisseId,
  type ModificationRequestView,
  type RoleCode,
  type modificationRequestSchema,
  type monthlyWithdrawalRequestSchema,
  type solidarityWithdrawalRequestSchema,
  type updateMonthlyWithdrawalSchema,
  type updateSolidarityWithdrawalSchema,
  type updateTransactionSchema,
} from '@quartier/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { serializable } from '../../db/serializable.js';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { once } from '../../lib/idempotency.js';
import { fundBalance, listWithdrawals, lockFundTotals } from '../ledger/repository.js';
import { assertFundTotalFits } from '../ledger/service.js';
import { monthName, presentWithdrawal } from '../ledger/presenter.js';
import { findMemberById } from '../members/repository.js';
import { insertNotification } from '../notifications/repository.js';
import * as repo from './repository.js';

type SignedIn = Actor & { auth: AuthContext };
const REQUEST_TITLES = {
  modification: { Valide: 'Validation d’une demande de modification', Rejetee: 'Rejet d’une demande de modification' },
  sortie: { Valide: 'Validation d’une demande de sortie', Rejetee: 'Rejet d’une demande de sortie' },
} as const;

const NO_EDIT_WINDOW =
  'Modification refusée : il faut une demande de modification validée par le Président depuis moins de 30 minutes.';

async function checkCounterpart(executor: Executor, auth: AuthContext, requesterId: number) {
  if (requesterId === auth.memberId)
    throw new AppError('FORBIDDEN', 'Vous ne pouvez pas valider ou rejeter votre propre demande.');
  const requester = await repo.memberRole(executor, requesterId);
  if (!requester || !isCounterpart(auth.role, requester.code as RoleCode))
    throw new AppError(
      'FORBIDDEN',
      'Seul l’autre officier (Président ou Secrétaire) peut valider ou rejeter cette demande.',
    );
}

// ----- Withdrawals (sorties) -----

type SolidarityInput = z.output<typeof solidarityWithdrawalRequestSchema>;
type MonthlyInput = z.output<typeof monthlyWithdrawalRequestSchema>;

async function withdrawalView(executor: Executor, id: number, viewer: AuthContext) {
  const [row] = await listWithdrawals(executor, { id });
  return viewWithdrawal(row!, viewer);
}

function viewWithdrawal(row: Awaited<ReturnType<typeof listWithdrawals>>[number], viewer: AuthContext) {
  const presented = presentWithdrawal(row);
  return {
    ...presented,
    actionable:
      presented.statut === 'En cours' &&
      row.requesterId !== viewer.memberId &&
      isCounterpart(viewer.role, row.requesterRoleCode as RoleCode),
  };
}

/**
 * demandeSortie and sortieMensuel. With an Idempotency-Key, a request sent again (the answer was
 * lost on a bad network, a second tap) files one withdrawal: two identical ones could otherwise
 * both be validated and the fund pay twice (issue 20).
 */
export async function fileWithdrawal(
  ctx: AppContext,
  input: SolidarityInput | MonthlyInput,
  actor: SignedIn,
  idempotencyKey: string | null = null,
) {
  const beneficiaryId = input.cotisationId === 1 ? input.idMembre : input.membreId;
  if (beneficiaryId !== undefined && !(await findMemberById(ctx.db, beneficiaryId)))
    throw new AppError('MEMBER_NOT_FOUND');
  const now = ctx.clock.now();
  const route = input.cotisationId === 1 ? 'POST /cotisation/demandeSortie' : 'POST /cotisation/sortieMensuel';
  const id = await once(ctx.db, actor.auth.memberId, idempotencyKey, route, input, async (tx) => {
    const row = await repo.insertWithdrawal(tx, {
      caisseId: input.cotisationId,
      type: input.type,
      libelle: 'motif' in input ? input.motif : input.libelle,
      montant: input.montant,
      transport: 'transport' in input ? input.transport : 0,
      delaiRecouvrement: 'delai' in input ? input.delai : null,
      beneficiaryId: beneficiaryId ?? null,
      statut: 'En cours',
      requesterId: actor.auth.memberId,
      createdAt: now,
    });
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'sortie.create',
      entity: 'sortie',
      entityId: row.id,
      after: row,
      ip: actor.ip,
    });
    return row.id;
  });
  return withdrawalView(ctx.db, id, actor.auth);
}

export async function withdrawalRequests(ctx: AppContext, auth: AuthContext, filter: 'mensuel' | 'fond') {
  const caisseId: CaisseId = filter === 'fond' ? 1 : 3;
  const rows = await listWithdrawals(ctx.db, caisseId);
  return {
    sorties: rows.map((row) => viewWithdrawal(row, auth)),
    cotisations: { id: caisseId, nom: CAISSE_NAMES[caisseId], solde: await fundBalance(ctx.db, caisseId) },
  };
}

/**
 * validationSortie: the other officer decides. Validation fixes nbr_personnes (active
 * subscribers now) and each one's rounded share, and is refused when the fund is short.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  input: { id: number; status: 'Valide' | 'Rejetee'; motif?: string },
  actor: SignedIn,
) {
  const now = ctx.clock.now();
  const result = await serializable(ctx, async (tx) => {
    const withdrawal = await repo.findWithdrawal(tx, input.id);
    if (!withdrawal) throw new AppError('NOT_FOUND', 'Demande de sortie introuvable.');
    await checkCounterpart(tx, actor.auth, withdrawal.requesterId);
    if (withdrawal.statut !== 'En cours') throw new AppError('CONFLICT', 'Cette demande de sortie a déjà été traitée.');
    let after: Record<string, unknown>;
    if (input.status === 'Valide') {
      const cost = withdrawal.montant + withdrawal.transport;
      const balance = await fundBalance(tx, withdrawal.caisseId);
      if (cost > balance)
        throw new AppError(
          'CONFLICT',
          `Solde insuffisant : la caisse a ${formatXaf(balance)}, la sortie demande ${formatXaf(cost)}.`,
        );
      const subscribers = await repo.activeSubscribers(tx, withdrawal.caisseId);
      if (subscribers.length === 0) throw new AppError('CONFLICT', 'Aucun membre actif n’est souscrit à cette caisse.');
      const part = sharePerPerson(withdrawal.montant, withdrawal.transport, subscribers.length);
      after = {
        statut: 'Valide',
        nbrPersonnes: subscribers.length,
        part,
        validatorId: actor.auth.memberId,
        validatedAt: now,
      };
      if (!(await repo.decidePendingWithdrawal(tx, withdrawal.id, after)))
        throw new AppError('CONFLICT', 'Cette demande de sortie a déjà été traitée.');
      const annee = doualaMonthYear(now).year;
      await repo.insertShares(
        tx,
        subscribers.map((s) => ({
          withdrawalId: withdrawal.id,
          memberId: s.id,
          caisseId: withdrawal.caisseId,
          annee,
          montant: part,
        })),
      );
    } else {
      after = {
        statut: 'Rejetee',
        motifRefus: input.motif || null,
        validatorId: actor.auth.memberId,
        validatedAt: now,
      };
      if (!(await repo.decidePendingWithdrawal(tx, withdrawal.id, after)))
        throw new AppError('CONFLICT', 'Cette demande de sortie a déjà été traitée.');
    }
    await insertNotification(tx, {
      recipientId: withdrawal.requesterId,
      type: 'request',
      titre: REQUEST_TITLES.sortie[input.status],
      contenu:
        input.status === 'Valide'
          ? `Votre demande de sortie « ${withdrawal.libelle} » (${formatXaf(withdrawal.montant)}) a été validée.`
          : `Votre demande de sortie « ${withdrawal.libelle} » a été rejetée${input.motif ? ` : ${input.motif}` : '.'}`,
      createdBy: actor.auth.memberId,
      createdAt: now,
    });
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: input.status === 'Valide' ? 'sortie.validate' : 'sortie.reject',
      entity: 'sortie',
      entityId: withdrawal.id,
      before: { statut: withdrawal.statut },
      after,
      ip: actor.ip,
    });
    return withdrawal.id;
  });
  return {
    msg: input.status === 'Valide' ? 'La demande de sortie a été validée' : 'La requête a été refusée',
    sortie: await withdrawalView(ctx.db, result, actor.auth),
  };
}

type SolidarityUpdate = z.output<typeof updateSolidarityWithdrawalSchema>;
type MonthlyUpdate = z.output<typeof updateMonthlyWithdrawalSchema>;

/** updateSortie / updateSortieMensuelle: one edit under a live validated request (R8). */
export async function editWithdrawal(
  ctx: AppContext,
  id: number,
  caisseId: 1 | 3,
  input: SolidarityUpdate | MonthlyUpdate,
  actor: SignedIn,
) {
  const now = ctx.clock.now();
  await serializable(ctx, async (tx) => {
    const withdrawal = await repo.findWithdrawal(tx, id);
    if (!withdrawal || withdrawal.caisseId !== caisseId)
      throw new AppError('NOT_FOUND', 'Demande de sortie introuvable.');
    const window = await repo.openEditWindow(tx, { type: 'sortie', caisseId, targetId: id }, now);
    if (!window) throw new AppError('FORBIDDEN', NO_EDIT_WINDOW);
    const transport = 'transport' in input ? input.transport : withdrawal.transport;
    const changes = {
      type: input.type,
      libelle: 'motif' in input ? input.motif : input.libelle,
      montant: input.montant,
      transport,
      delaiRecouvrement: 'delai_recouvrement' in input ? input.delai_recouvrement : withdrawal.delaiRecouvrement,
      updatedAt: now,
    };
    if (withdrawal.statut === 'Valide') {
      // Already out of the fund: the new amount must fit, and every share follows it.
      const oldCost = withdrawal.montant + withdrawal.transport;
      const newCost = changes.montant + transport;
      const balance = await fundBalance(tx, caisseId);
      if (newCost - oldCost > balance) throw new AppError('CONFLICT', 'Solde insuffisant pour ce nouveau montant.');
      const part = sharePerPerson(changes.montant, transport, withdrawal.nbrPersonnes ?? 1);
      await repo.updateWithdrawal(tx, id, { ...changes, part });
      await repo.updateShares(tx, id, part);
    } else {
      await repo.updateWithdrawal(tx, id, changes);
    }
    if (!(await repo.spendEditWindow(tx, window.id, now)))
      throw new AppError('CONFLICT', 'Cette autorisation de modification a déjà servi.');
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'sortie.update',
      entity: 'sortie',
      entityId: id,
      before: {
        type: withdrawal.type,
        libelle: withdrawal.libelle,
        montant: withdrawal.montant,
        transport: withdrawal.transport,
        part: withdrawal.part,
      },
      after: { ...changes, demande: window.id },
      ip: actor.ip,
    });
  });
  return withdrawalView(ctx.db, id, actor.auth);
}

// ----- Modification requests (demandes) -----

type RequestInput = z.output<typeof modificationRequestSchema>;

function effectiveStatus(row: { statut: string; usedAt: Date | null; validatedAt: Date | null }, now: Date) {
  if (
    row.statut === 'Valide' &&
    (row.usedAt || (row.validatedAt && now.getTime() - row.validatedAt.getTime() >= repo.EDIT_WINDOW_MS))
  )
    return 'Expiree' as const;
  return row.statut as ModificationRequestView['statut'];
}

export async function listRequests(
  ctx: AppContext,
  auth: AuthContext,
  type: 'entree' | 'sortie' | null,
): Promise<ModificationRequestView[]> {
  const rows = await repo.listRequests(ctx.db, type);
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
          ? new Date(request.validatedAt.getTime() + repo.EDIT_WINDOW_MS).toISOString()
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
  const view = (await listRequests(ctx, auth, null)).find((r) => r.id === id);
  if (!view) throw new AppError('NOT_FOUND', 'Demande de modification introuvable.');
  return view;
}

export async function fileRequest(ctx: AppContext, input: RequestInput, actor: SignedIn) {
  const now = ctx.clock.now();
  if (input.type === 'entree') {
    if (!(await findMemberById(ctx.db, input.cible_id))) throw new AppError('MEMBER_NOT_FOUND');
  } else {
    const withdrawal = await repo.findWithdrawal(ctx.db, input.cible_id);
    if (!withdrawal || withdrawal.caisseId !== input.cotisation)
      throw new AppError('NOT_FOUND', 'Demande de sortie introuvable.');
  }
  const target = {
    type: input.type,
    caisseId: input.cotisation,
    targetId: input.cible_id,
    annee: input.type === 'entree' ? input.annee : null,
    mois: input.type === 'entree' ? input.mois : null,
  };
  const id = await serializable(ctx, async (tx) => {
    if ((await repo.liveRequestOn(tx, target, now)).length > 0)
      throw new AppError('CONFLICT', 'Une demande de modification est déjà en cours ou ouverte pour cette ligne.');
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
        ? 'La Validation de votre requête de modification est en cours'
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
    if (!request) throw new AppError('NOT_FOUND', 'Demande de modification introuvable.');
    await checkCounterpart(tx, actor.auth, request.requesterId);
    if (request.statut !== 'En cours') throw new AppError('CONFLICT', 'Cette demande a déjà été traitée.');
    const after = {
      statut: input.statut,
      motifRefus: input.statut === 'Rejetee' ? input.motif || null : null,
      validatorId: actor.auth.memberId,
      validatedAt: now,
    };
    if (!(await repo.decidePendingRequest(tx, request.id, after)))
      throw new AppError('CONFLICT', 'Cette demande a déjà été traitée.');
    await insertNotification(tx, {
      recipientId: request.requesterId,
      type: 'request',
      titre: REQUEST_TITLES.modification[input.statut],
      contenu:
        input.statut === 'Valide'
          ? `Votre demande « ${request.libelle} » est validée : vous avez 30 minutes pour faire la modification.`
          : `Votre demande « ${request.libelle} » a été rejetée${input.motif ? ` : ${input.motif}` : '.'}`,
      createdBy: actor.auth.memberId,
      createdAt: now,
    });
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: input.statut === 'Valide' ? 'demande.validate' : 'demande.reject',
      entity: 'demande',
      entityId: request.id,
      before: { statut: request.statut },
      after,
      ip: actor.ip,
    });
  });
  return {
    msg: input.statut === 'Valide' ? 'La requête a été validée et expire dans 30 min' : 'La requête a été refusée',
    demande: await requestView(ctx, actor.auth, input.id),
  };
}

type TransactionUpdate = z.output<typeof updateTransactionSchema>;

/**
 * The live validated request a correction of this member's month is made under. The spec's body
 * is { mois, montant }: the fund and the year are the request's; sent anyway, they must agree.
 */
async function editWindowFor(tx: Executor, memberId: number, input: TransactionUpdate, now: Date) {
  const windows = await repo.openEntryWindows(tx, memberId, input.mois, now);
  if (windows.length === 0) throw new AppError('FORBIDDEN', NO_EDIT_WINDOW);
  const matching = windows.filter(
    (w) =>
      (input.cotisation === undefined || w.caisseId === input.cotisation) &&
      (input.annee === undefined || w.annee === input.annee),
  );
  if (matching.length === 0) {
    const described = windows.map((w) => `« ${CAISSE_NAMES[w.caisseId as CaisseId]} » ${w.annee}`).join(', ');
    throw new AppError(
      'CONFLICT',
      `La caisse ou l’année envoyée ne correspond pas à la demande de modification validée pour ce mois (${described}) : rien n’a été modifié.`,
    );
  }
  if (matching.length > 1)
    throw new AppError(
      'CONFLICT',
      'Plusieurs demandes de modification validées portent sur ce mois : précisez la caisse (cotisation) et l’année (annee).',
    );
  return matching[0]!;
}

/**
 * updateTransaction/{memberId}: sets a month's total under a live validated request. Nothing is
 * rewritten or deleted: the difference is a signed 'correction' row tied to the request.
 */
export async function correctMonth(ctx: AppContext, memberId: number, input: TransactionUpdate, actor: SignedIn) {
  const now = ctx.clock.now();
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const result = await serializable(ctx, async (tx) => {
    // First statement: the fund-total check below then reads every committed payment.
    await lockFundTotals(tx);
    const window = await editWindowFor(tx, memberId, input, now);
    const caisseId = window.caisseId as 1 | 3;
    const annee = window.annee!;
    const before = await repo.monthTotal(tx, memberId, caisseId, annee, input.mois);
    const delta = input.montant - before;
    if (delta < 0) {
      // Money already paid out cannot be taken back from the books: the fund must still cover it.
      const balance = await fundBalance(tx, caisseId);
      if (balance + delta < 0)
        throw new AppError(
          'CONFLICT',
          `Solde insuffisant : la caisse a ${formatXaf(balance)}, la correction retirerait ${formatXaf(-delta)}.`,
        );
    }
    await assertFundTotalFits(tx, caisseId, delta);
    if (delta !== 0)
      await repo.insertCorrection(tx, {
        memberId,
        caisseId,
        montant: delta,
        mois: input.mois,
        annee,
        requestId: window.id,
        createdBy: actor.auth.memberId,
        createdAt: now,
      });
    if (!(await repo.spendEditWindow(tx, window.id, now)))
      throw new AppError('CONFLICT', 'Cette autorisation de modification a déjà servi.');
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'transaction.correct',
      entity: 'membre',
      entityId: memberId,
      before: { caisse: caisseId, annee, mois: input.mois, total: before },
      after: { total: input.montant, correction: delta, demande: window.id },
      ip: actor.ip,
    });
    return { before, delta, annee };
  });
  return {
    msg: 'Mise à jour de la transaction effectuée',
    correction: {
      membre: memberId,
      mois: monthName(input.mois),
      annee: result.annee,
      ancienTotal: result.before,
      nouveauTotal: input.montant,
    },
  };
}
