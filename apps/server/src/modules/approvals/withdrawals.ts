import {
  recoveryDatePast,
  CAISSE_NAMES,
  formatXaf,
  isCounterpart,
  MESSAGES,
  sharePerPerson,
  doualaMonthYear,
  type CaisseId,
  type RoleCode,
  type monthlyWithdrawalRequestSchema,
  type solidarityWithdrawalRequestSchema,
  type updateMonthlyWithdrawalSchema,
  type updateSolidarityWithdrawalSchema,
} from '@quartier/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { serializable } from '../../db/serializable.js';
import type { AppContext, AuthContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError, ERRORS } from '../../lib/errors.js';
import { once } from '../../lib/idempotency.js';
import { fundBalance, listWithdrawals } from '../ledger/repository.js';
import { presentWithdrawal } from '../ledger/presenter.js';
import { findMemberById } from '../members/repository.js';
import * as repo from './repository.js';
import { checkCounterpart, decided, recordDecision, spendEditWindow, type SignedIn } from './decisions.js';

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
  if ('delai' in input && recoveryDatePast(input.delai, now))
    throw new AppError('RECOVERY_DATE_PAST', undefined, { delai: ERRORS.RECOVERY_DATE_PAST.msg });
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
      memberId: row.beneficiaryId,
      caisseId: row.caisseId,
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
    if (!withdrawal) throw new AppError('WITHDRAWAL_NOT_FOUND');
    await checkCounterpart(tx, actor.auth, withdrawal.requesterId);
    if (withdrawal.statut !== 'En cours') throw new AppError('ALREADY_DECIDED');
    let after: Record<string, unknown>;
    if (input.status === 'Valide') {
      const cost = withdrawal.montant + withdrawal.transport;
      const balance = await fundBalance(tx, withdrawal.caisseId);
      if (cost > balance)
        throw new AppError(
          'INSUFFICIENT_BALANCE',
          `Solde insuffisant : la caisse a ${formatXaf(balance)}, la sortie demande ${formatXaf(cost)}.`,
        );
      const subscribers = await repo.activeSubscribers(tx, withdrawal.caisseId);
      if (subscribers.length === 0) throw new AppError('NO_SUBSCRIBERS');
      const part = sharePerPerson(withdrawal.montant, withdrawal.transport, subscribers.length);
      after = { ...decided('Valide', undefined, actor.auth, now), nbrPersonnes: subscribers.length, part };
      if (!(await repo.decidePendingWithdrawal(tx, withdrawal.id, after))) throw new AppError('ALREADY_DECIDED');
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
      after = decided('Rejetee', input.motif, actor.auth, now);
      if (!(await repo.decidePendingWithdrawal(tx, withdrawal.id, after))) throw new AppError('ALREADY_DECIDED');
    }
    await recordDecision(tx, actor, now, {
      kind: 'sortie',
      statut: input.status,
      requesterId: withdrawal.requesterId,
      contenu: (words) =>
        input.status === 'Valide'
          ? words.withdrawalValidated(withdrawal.libelle, withdrawal.montant)
          : words.withdrawalRejected(withdrawal.libelle, input.motif ?? null),
      entity: 'sortie',
      entityId: withdrawal.id,
      before: { statut: withdrawal.statut },
      after,
      memberId: withdrawal.beneficiaryId,
      caisseId: withdrawal.caisseId,
    });
    return withdrawal.id;
  });
  return {
    msg: input.status === 'Valide' ? MESSAGES.withdrawalValidated : MESSAGES.rejectSucceeded,
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
    if (!withdrawal || withdrawal.caisseId !== caisseId) throw new AppError('WITHDRAWAL_NOT_FOUND');
    const window = await repo.openEditWindow(tx, { type: 'sortie', caisseId, targetId: id }, now);
    if (!window) throw new AppError('EDIT_WINDOW_CLOSED');
    if ('delai_recouvrement' in input && recoveryDatePast(input.delai_recouvrement, now, withdrawal.delaiRecouvrement))
      throw new AppError('RECOVERY_DATE_PAST', undefined, {
        delai_recouvrement: ERRORS.RECOVERY_DATE_PAST.msg,
      });
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
      if (newCost - oldCost > balance) throw new AppError('INSUFFICIENT_BALANCE');
      const part = sharePerPerson(changes.montant, transport, withdrawal.nbrPersonnes ?? 1);
      await repo.updateWithdrawal(tx, id, { ...changes, part });
      await repo.updateShares(tx, id, part);
    } else {
      await repo.updateWithdrawal(tx, id, changes);
    }
    await spendEditWindow(tx, window.id, now);
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
      memberId: withdrawal.beneficiaryId,
      caisseId,
      ip: actor.ip,
    });
  });
  return withdrawalView(ctx.db, id, actor.auth);
}
