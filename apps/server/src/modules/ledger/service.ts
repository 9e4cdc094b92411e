import {
  memberRecordRefusal,
  CAISSE_NAMES,
  REGISTRATION_FEE,
  doualaMonthYear,
  fitsFundTotal,
  formatXaf,
  fundTotalExceededMessage,
  monthlyToComplete,
  monthsDue,
  roundTo5,
  solidarityBalance,
  solidarityToComplete,
  type Ledger,
  type LedgerRow,
  type transactionRequestSchema,
} from '@quartier/shared';
import type { z } from 'zod';
import type { Actor, AppContext, AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, refuse } from '../../lib/errors.js';
import { once } from '../../lib/idempotency.js';
import { findMemberById } from '../members/repository.js';
import { queueReceiptSms, takeReceiptNumber } from '../receipts/service.js';
import { readSettings, type Settings } from '../settings/repository.js';
import { withdrawalsByMonth } from '../stats/repository.js';
import { monthName, presentTransaction, presentWithdrawal, withdrawalYear } from './presenter.js';
import * as repo from './repository.js';

type TransactionInput = z.output<typeof transactionRequestSchema>;

/**
 * cotisation/transaction: one payment, dated now in Douala unless staff back-date it, written
 * with its audit entry in one transaction; a retried request with the same key records once.
 */
export async function recordContribution(
  ctx: AppContext,
  input: TransactionInput,
  actor: Actor & { auth: AuthContext },
  idempotencyKey: string | null,
) {
  const member = await findMemberById(ctx.db, input.idUser);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  if (member.statut === 'Inactif')
    throw new AppError('CONTRIBUTION_MEMBER_INACTIVE', undefined, { idUser: 'Membre inactif' });
  if (!(await repo.isSubscribed(ctx.db, member.id, input.cotisation)))
    throw new AppError(
      'NOT_SUBSCRIBED',
      `${member.prenom} ${member.nom} n’est pas souscrit(e) à la caisse « ${CAISSE_NAMES[input.cotisation]} ».`,
      {
        cotisation: 'Caisse non souscrite',
      },
    );
  const now = ctx.clock.now();
  const current = doualaMonthYear(now);
  const mois = input.mois ?? current.month;
  const annee = input.annee ?? current.year;
  if (annee > current.year || (annee === current.year && mois > current.month))
    throw new AppError('FUTURE_MONTH', undefined, { mois: 'Mois à venir' });

  const transaction = await once(
    ctx.db,
    actor.auth.memberId,
    idempotencyKey,
    'POST /cotisation/transaction',
    input,
    async (tx) => {
      await repo.lockFundTotals(tx);
      await assertFundTotalFits(tx, input.cotisation, input.montant);
      const receipt = await takeReceiptNumber(tx, now);
      const row = await repo.insertTransaction(tx, {
        memberId: member.id,
        caisseId: input.cotisation,
        montant: input.montant,
        mois,
        annee,
        receipt,
        createdBy: actor.auth.memberId,
        createdAt: now,
      });
      const presented = presentTransaction(row);
      await audit(tx, {
        actorId: actor.auth.memberId,
        action: 'transaction.create',
        entity: 'transaction',
        entityId: row.id,
        after: presented,
        memberId: member.id,
        caisseId: input.cotisation,
        ip: actor.ip,
      });
      // In the same transaction as the payment: a rolled-back payment sends no receipt.
      await queueReceiptSms(ctx, tx, {
        kind: 'versement',
        numero: receipt,
        memberId: member.id,
        caisse: input.cotisation,
        mois,
        annee,
        montant: input.montant,
      });
      return presented;
    },
  );
  ctx.sms.kick();
  return {
    msg: `Cotisation de ${formatXaf(transaction.montant)} par ${member.prenom} ${member.nom} a bien été effectuée`,
    transaction,
  };
}

/**
 * Refuses a write that would carry a fund's total past MAX_FUND_TOTAL (the rule of
 * packages/shared). The caller holds lockFundTotals() in the same transaction.
 */
export async function assertFundTotalFits(tx: Executor, caisseId: 1 | 3, delta: number): Promise<void> {
  if (delta <= 0) return;
  const total = await repo.receivedTotal(tx, caisseId);
  if (!fitsFundTotal(total, delta))
    throw new AppError('FUND_TOTAL_EXCEEDED', fundTotalExceededMessage(CAISSE_NAMES[caisseId], total, delta));
}

const ALL_ROWS = 100_000;

/**
 * One fund's table for a year (spec 'Cotisation Mensuelle page'), aggregated by the database:
 * a page of member rows, and the year's totals over every row.
 */
export async function ledger(
  ctx: AppContext,
  caisseId: 1 | 3,
  year: number,
  query: { q?: string; page?: number; pageSize?: number },
): Promise<Omit<Ledger, 'status'>> {
  const all = query.page === undefined && query.pageSize === undefined;
  const pageSize = all ? ALL_ROWS : (query.pageSize ?? 10);
  const page = query.page ?? 1;
  const { rows, total } = await repo.ledgerMembers(ctx.db, {
    caisseId,
    year,
    q: query.q,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const ids = rows.map((r) => r.id);
  const now = ctx.clock.now();
  // The solidarity target is a standing balance, so it counts every year: the row's Solde and
  // 'à compléter' both read it (rulings R7), and the totals line sums it over the whole fund.
  const allYears = caisseId === 1;
  // Two statements for the figures (issue 22: each one costs the server more than the database's work).
  const [figures, fund, settings, yearOut] = await Promise.all([
    repo.fundTableMembers(ctx.db, caisseId, year, ids, now, allYears),
    repo.fundTableTotals(ctx.db, caisseId, year, allYears),
    readSettings(ctx.db),
    // What left the fund this year, counted as the statistics count it (one home for the rule).
    withdrawalsByMonth(ctx.db, caisseId, [year]),
  ]);
  const due = monthsDue(year, doualaMonthYear(now));

  const lines: LedgerRow[] = rows.map((member) => {
    const figure = figures.get(member.id);
    const own = figure?.transactions ?? [];
    const mois = Array.from({ length: 12 }, () => 0);
    for (const t of own) mois[t.mois - 1]! += t.montant;
    const totalMontant = mois.reduce((a, b) => a + b, 0);
    const totalSortie = roundTo5(figure?.yearShares ?? 0);
    const request = figure?.request;
    return {
      Membre: member,
      Transactions: own.map((t) => ({
        idTransaction: t.id,
        mois: monthName(t.mois),
        moisNumero: t.mois,
        montant: t.montant,
        cotisation: caisseId,
      })),
      mois,
      totalMontant,
      totalSortie,
      solde:
        caisseId === 3 ? totalMontant - totalSortie : solidarityBalance(figure?.paidEver ?? 0, figure?.sharesEver ?? 0),
      aCompleter: toComplete(
        caisseId,
        {
          paidThisYear: totalMontant,
          paidEver: allYears ? (figure?.paidEver ?? 0) : undefined,
          sharesEver: allYears ? (figure?.sharesEver ?? 0) : undefined,
        },
        due,
        settings,
      ),
      demandesModifications: (request?.statut as LedgerRow['demandesModifications']) ?? null,
      demandeId: request?.id ?? null,
      validatorName: request?.validatorNom ?? null,
      validatorSurname: request?.validatorPrenom ?? null,
    };
  });

  const monthSums = Array.from({ length: 12 }, () => 0);
  for (const m of fund.monthTotals) monthSums[m.mois - 1] = m.total;
  const totalMontant = monthSums.reduce((a, b) => a + b, 0);
  return {
    caisse: caisseId,
    annee: year,
    transactions: lines,
    total,
    page,
    pageSize: all ? Math.max(total, 1) : pageSize,
    totaux: {
      mois: monthSums,
      totalMontant,
      totalSortie: fund.sharesTotal,
      sorties: yearOut.reduce((a, cell) => a + cell.total, 0),
      solde: caisseId === 3 ? totalMontant - fund.sharesTotal : fund.receivedEver - fund.sharesEver,
    },
    solde: fund.balance,
  };
}

/**
 * A row's 'à compléter' (rulings R7): the monthly dues of the months due minus what was paid this
 * year, or the solidarity target minus the standing balance. The fund tables and the reminders
 * read it here.
 */
function toComplete(
  caisseId: 1 | 3,
  paid: { paidThisYear: number; paidEver: number | undefined; sharesEver: number | undefined },
  due: number,
  settings: Settings,
): number | null {
  return caisseId === 3
    ? monthlyToComplete(due, paid.paidThisYear, settings['association.montantMensuel'])
    : solidarityToComplete(paid.paidEver ?? 0, paid.sharesEver ?? 0, settings['association.objectifSolidarite']);
}

/** What each of these members still owes a fund now (this year's 'à compléter'); those who owe nothing are left out. */
export async function stillToComplete(
  executor: Executor,
  caisseId: 1 | 3,
  memberIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  const current = doualaMonthYear(now);
  const settings = await readSettings(executor);
  const paidThisYear = new Map<number, number>();
  if (caisseId === 3)
    for (const t of await repo.transactionsOf(executor, 3, current.year, memberIds))
      paidThisYear.set(t.memberId, (paidThisYear.get(t.memberId) ?? 0) + t.montant);
  const paidEver = caisseId === 1 ? await repo.paidAllYears(executor, 1, memberIds) : undefined;
  const sharesEver = caisseId === 1 ? await repo.sharesOf(executor, 1, null, memberIds) : undefined;
  const due = monthsDue(current.year, current);
  const owed = new Map<number, number>();
  for (const id of memberIds) {
    const amount = toComplete(
      caisseId,
      { paidThisYear: paidThisYear.get(id) ?? 0, paidEver: paidEver?.get(id), sharesEver: sharesEver?.get(id) },
      due,
      settings,
    );
    if (amount !== null) owed.set(id, amount);
  }
  return owed;
}

export async function fundTotal(ctx: AppContext, caisseId: 1 | 3) {
  const montant = await repo.fundBalance(ctx.db, caisseId);
  return { caisse: caisseId, total: String(montant), montant };
}

/** cotisation/totals: [name, amount] for the three funds, registrations = members x 5000. */
export async function totals(ctx: AppContext): Promise<Array<[string, number]>> {
  const { solidarity, monthly, members: count } = await repo.dashboardTotals(ctx.db);
  return [
    [CAISSE_NAMES[1], solidarity],
    ['Inscriptions', count * REGISTRATION_FEE],
    [CAISSE_NAMES[3], monthly],
  ];
}

/** What one member paid this month (Douala time) into each fund. */
export async function myMonthly(ctx: AppContext, auth: AuthContext, memberId: number) {
  refuse(memberRecordRefusal(auth, memberId));
  if (!(await findMemberById(ctx.db, memberId))) throw new AppError('MEMBER_NOT_FOUND');
  const { month, year } = doualaMonthYear(ctx.clock.now());
  const rows = await repo.memberMonthTotals(ctx.db, memberId, month, year);
  const amount = (caisse: number) => rows.find((r) => r.caisseId === caisse)?.total ?? 0;
  return { mois: month, annee: year, solidarite: { montant: amount(1) }, mensuel: { montant: amount(3) } };
}

export async function withdrawalsOf(ctx: AppContext, caisseId: 1 | 3) {
  return (await repo.listWithdrawals(ctx.db, caisseId)).map(presentWithdrawal);
}

/**
 * A fund's withdrawals of a year (validated or rejected that year in Douala, else requested), every
 * status, and what the validated ones took out: the Excel 'Sorties' sheet and the annual report
 * both read it, so their 'Sorties validées' is one figure (the statistics' sortiesAnnee).
 */
export async function withdrawalsOfYear(ctx: AppContext, caisseId: 1 | 3, year: number) {
  const list = (await withdrawalsOf(ctx, caisseId)).filter((w) => withdrawalYear(w) === year);
  const validated = list.filter((w) => w.statut === 'Valide').reduce((a, w) => a + w.montant + w.transport, 0);
  return { list, validated };
}
