import { CAISSE_NAMES, formatXaf, MESSAGES, type CaisseId, type updateTransactionSchema } from '@quartier/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { serializable } from '../../db/serializable.js';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { fundBalance, lockFundTotals, memberPaid } from '../ledger/repository.js';
import { assertFundTotalFits } from '../ledger/service.js';
import { monthName } from '../ledger/presenter.js';
import { findMemberById } from '../members/repository.js';
import { queueReceiptSms, takeReceiptNumber } from '../receipts/service.js';
import * as repo from './repository.js';
import { spendEditWindow, type SignedIn } from './decisions.js';

type TransactionUpdate = z.output<typeof updateTransactionSchema>;

/**
 * The live validated request a correction of this member's month is made under. The spec's body
 * is { mois, montant }: the fund and the year are the request's; sent anyway, they must agree.
 */
async function editWindowFor(tx: Executor, memberId: number, input: TransactionUpdate, now: Date) {
  const windows = await repo.openEntryWindows(tx, memberId, input.mois, now);
  if (windows.length === 0) throw new AppError('EDIT_WINDOW_CLOSED');
  const matching = windows.filter(
    (w) =>
      (input.cotisation === undefined || w.caisseId === input.cotisation) &&
      (input.annee === undefined || w.annee === input.annee),
  );
  if (matching.length === 0) {
    const described = windows.map((w) => `« ${CAISSE_NAMES[w.caisseId as CaisseId]} » ${w.annee}`).join(', ');
    throw new AppError(
      'EDIT_WINDOW_MISMATCH',
      `La caisse ou l’année envoyée ne correspond pas à la demande de modification validée pour ce mois (${described}) : rien n’a été modifié.`,
    );
  }
  if (matching.length > 1) throw new AppError('EDIT_WINDOW_AMBIGUOUS');
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
    const before = await memberPaid(tx, memberId, caisseId, annee, input.mois);
    const delta = input.montant - before;
    if (delta < 0) {
      // Money already paid out cannot be taken back from the books: the fund must still cover it.
      const balance = await fundBalance(tx, caisseId);
      if (balance + delta < 0)
        throw new AppError(
          'INSUFFICIENT_BALANCE',
          `Solde insuffisant : la caisse a ${formatXaf(balance)}, la correction retirerait ${formatXaf(-delta)}.`,
        );
    }
    await assertFundTotalFits(tx, caisseId, delta);
    // A correction that changes nothing writes no row, so it has no receipt to give.
    const receipt = delta !== 0 ? await takeReceiptNumber(tx, now) : null;
    if (receipt !== null) {
      await repo.insertCorrection(tx, {
        memberId,
        caisseId,
        montant: delta,
        mois: input.mois,
        annee,
        requestId: window.id,
        receipt,
        createdBy: actor.auth.memberId,
        createdAt: now,
      });
      await queueReceiptSms(ctx, tx, {
        kind: 'correction',
        numero: receipt,
        memberId,
        caisse: caisseId,
        mois: input.mois,
        annee,
        ancienTotal: before,
        nouveauTotal: input.montant,
      });
    }
    await spendEditWindow(tx, window.id, now);
    await audit(tx, {
      actorId: actor.auth.memberId,
      action: 'transaction.correct',
      entity: 'membre',
      entityId: memberId,
      before: { caisse: caisseId, annee, mois: input.mois, total: before },
      after: { total: input.montant, correction: delta, demande: window.id, recu: receipt },
      caisseId,
      ip: actor.ip,
    });
    return { before, delta, annee, receipt };
  });
  ctx.sms.kick();
  return {
    msg: MESSAGES.transactionUpdated,
    correction: {
      membre: memberId,
      mois: monthName(input.mois),
      annee: result.annee,
      ancienTotal: result.before,
      nouveauTotal: input.montant,
      recu: result.receipt,
    },
  };
}
