import { doualaMonthYear, memberRecordRefusal, type Receipt } from '@quartier/shared';
import type { AppContext, AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, refuse } from '../../lib/errors.js';
import { WHOLE_ASSOCIATION, spend } from '../../lib/rate-limit.js';
import { correctionReceiptSms, receiptSms } from '../../lib/sms/templates.js';
import { languagesOfPhones } from '../associations/repository.js';
import { monthName } from '../ledger/presenter.js';
import { memberPaid } from '../ledger/repository.js';
import { findMemberById } from '../members/repository.js';
import { readSettings } from '../settings/repository.js';
import * as repo from './repository.js';

/** 'R-26-00042': the recording year's last two digits, then the association's sequence for that year. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `R-${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(5, '0')}`;
}

/**
 * The next receipt number, taken in the money write's transaction (tx) before its row is
 * inserted: numbered by the year it is recorded in Douala, whatever month the money is for.
 */
export async function takeReceiptNumber(tx: Executor, now: Date): Promise<string> {
  const { year } = doualaMonthYear(now);
  return formatReceiptNumber(year, await repo.nextReceiptSequence(tx, year));
}

interface ReceiptFacts {
  numero: string;
  memberId: number;
  caisse: 1 | 3;
  mois: number;
  annee: number;
}

/** What happened to a receipt's SMS: queued, turned off by the member, or past the day's budget. */
export type ReceiptSmsOutcome = 'envoye' | 'desactive' | 'budget';

/**
 * Queues a receipt's SMS in the money write's own transaction (tx), after its row is written: a
 * rolled-back write sends nothing. Not when the member turned receipts off; not past the
 * association's daily budget, counted here atomically (ADR 0021): the receipt stays recorded and
 * shown in 'Mes contributions', only its SMS is dropped, never sent a day late.
 */
export async function queueReceiptSms(
  ctx: AppContext,
  tx: Executor,
  receipt: ReceiptFacts &
    ({ kind: 'versement'; montant: number } | { kind: 'correction'; ancienTotal: number; nouveauTotal: number }),
): Promise<ReceiptSmsOutcome> {
  const contact = await repo.receiptContact(tx, receipt.memberId);
  // Every membership has a phone (membres.telephone is required): only her choice can stop it.
  if (!contact?.receiptSms) return 'desactive';
  if (!(await spend(tx, ctx.clock, ctx.limits.receiptSmsPerAssociation, WHOLE_ASSOCIATION))) {
    ctx.log.warn({ recu: receipt.numero }, 'Budget quotidien des reçus par SMS atteint : reçu enregistré sans SMS');
    return 'budget';
  }
  const { 'association.nom': associationName } = await readSettings(tx);
  const totalAnnee = await memberPaid(tx, receipt.memberId, receipt.caisse, receipt.annee);
  // In the member's language (issue 25).
  const langue = (await languagesOfPhones(tx, [contact.telephone])).get(contact.telephone) ?? 'fr';
  await ctx.sms.enqueue(
    tx,
    contact.telephone,
    receipt.kind === 'versement'
      ? receiptSms(langue, associationName, { ...receipt, totalAnnee })
      : correctionReceiptSms(langue, associationName, { ...receipt, totalAnnee }),
  );
  return 'envoye';
}

/** GET cotisation/recus/{caisse}/{year}/{memberId}: a member's receipts, her own or any for staff. */
export async function memberReceipts(
  ctx: AppContext,
  auth: AuthContext,
  params: { caisse: 1 | 3; year: number; memberId: number },
): Promise<Receipt[]> {
  refuse(memberRecordRefusal(auth, params.memberId));
  if (!(await findMemberById(ctx.db, params.memberId))) throw new AppError('MEMBER_NOT_FOUND');
  const rows = await repo.memberReceipts(ctx.db, params.memberId, params.caisse, params.year);
  return rows.map((row) => ({
    recu: row.receipt!,
    idTransaction: row.id,
    type: row.kind === 'correction' ? 'correction' : 'versement',
    cotisation: row.caisseId,
    mois: monthName(row.mois),
    moisNumero: row.mois,
    annee: row.annee,
    montant: row.montant,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET user/preferences: the signed-in member's choices in this association. */
export async function preferences(ctx: AppContext, auth: AuthContext) {
  const contact = await repo.receiptContact(ctx.db, auth.memberId);
  if (!contact) throw new AppError('MEMBER_NOT_FOUND');
  return { recusSms: contact.receiptSms };
}

/** PUT user/preferences: only the member herself; an officer cannot silence the receipts that check her books. */
export async function setPreferences(ctx: AppContext, auth: AuthContext, input: { recusSms: boolean }, ip: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.setReceiptSms(tx, auth.memberId, input.recusSms);
    if (!updated) throw new AppError('MEMBER_NOT_FOUND');
    await audit(tx, {
      actorId: auth.memberId,
      action: 'membre.preferences',
      entity: 'membre',
      entityId: auth.memberId,
      after: { recusSms: updated.receiptSms },
      ip,
    });
    return updated;
  });
  return {
    msg: row.receiptSms
      ? 'Vous recevrez un reçu par SMS pour chaque cotisation enregistrée.'
      : 'Vous ne recevrez plus de reçu par SMS. Vos reçus restent dans « Mes contributions ».',
    recusSms: row.receiptSms,
  };
}
