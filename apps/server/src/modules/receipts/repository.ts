import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, receiptCounters, transactions } from '../../db/schema.js';
import { currentAssociationId, inThisAssociation } from '../../db/scope.js';
import { memberPayments } from '../ledger/repository.js';

/**
 * The next receipt sequence of this association for `annee`: one upsert, in the money write's
 * transaction. Its row lock makes a parallel write wait, and a rollback gives the number back.
 */
export async function nextReceiptSequence(tx: Executor, annee: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ associationId: currentAssociationId(), annee, last: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.associationId, receiptCounters.annee],
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row!.last;
}

/** Where a member's receipt goes, and whether she wants it by SMS. */
export async function receiptContact(executor: Executor, memberId: number) {
  const [row] = await executor
    .select({ telephone: members.telephone, receiptSms: members.receiptSms })
    .from(members)
    .where(and(inThisAssociation(members), eq(members.id, memberId)));
  return row;
}

/** A member's receipts for a fund and the year the money is for, newest first. */
export async function memberReceipts(executor: Executor, memberId: number, caisseId: number, annee: number) {
  return executor
    .select({
      id: transactions.id,
      receipt: transactions.receipt,
      kind: transactions.kind,
      caisseId: transactions.caisseId,
      mois: transactions.mois,
      annee: transactions.annee,
      montant: transactions.montant,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(and(memberPayments(memberId, caisseId, annee), isNotNull(transactions.receipt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

export async function setReceiptSms(executor: Executor, memberId: number, receiptSms: boolean) {
  const [row] = await executor
    .update(members)
    .set({ receiptSms })
    .where(and(inThisAssociation(members), eq(members.id, memberId)))
    .returning({ receiptSms: members.receiptSms });
  return row;
}
