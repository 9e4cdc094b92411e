import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ASSOCIATION_UTC_OFFSET_MINUTES, type JournalFilter } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import { auditLog, members, roles, transactions } from '../../db/schema.js';
import { inThisAssociation } from '../../db/scope.js';

const author = alias(members, 'auteur');
const authorRole = alias(roles, 'auteur_role');
const subject = alias(members, 'sujet');

/** Midnight of a Douala calendar day 'AAAA-MM-JJ', as an instant (Douala has no daylight saving). */
function doualaMidnight(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + plusDays) - ASSOCIATION_UTC_OFFSET_MINUTES * 60_000);
}

/**
 * The conditions of a filter. `actions`: the recorded actions of the kinds asked for (the journal
 * shows only writes that touched money or members, never logins or SMS codes).
 */
function conditions(filter: JournalFilter, actions: readonly string[]): SQL[] {
  const where: SQL[] = [inThisAssociation(auditLog), inArray(auditLog.action, [...actions])];
  if (filter.du) where.push(gte(auditLog.createdAt, doualaMidnight(filter.du)));
  if (filter.au) where.push(lt(auditLog.createdAt, doualaMidnight(filter.au, 1)));
  if (filter.caisse) where.push(eq(auditLog.caisseId, filter.caisse));
  if (filter.membre) where.push(eq(auditLog.memberId, filter.membre));
  if (filter.auteur) where.push(eq(auditLog.actorId, filter.auteur));
  return where;
}

export type JournalRow = Awaited<ReturnType<typeof listEntries>>[number];

/** One page, newest first, with the names of the author and of the member concerned. */
export async function listEntries(
  executor: Executor,
  filter: JournalFilter,
  actions: readonly string[],
  page: { limit: number; offset: number },
) {
  return executor
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      caisseId: auditLog.caisseId,
      actorId: auditLog.actorId,
      actorNom: author.nom,
      actorPrenom: author.prenom,
      actorRole: authorRole.nom,
      memberId: auditLog.memberId,
      memberNom: subject.nom,
      memberPrenom: subject.prenom,
    })
    .from(auditLog)
    .leftJoin(author, and(eq(author.associationId, auditLog.associationId), eq(author.id, auditLog.actorId)))
    .leftJoin(authorRole, eq(authorRole.id, author.roleId))
    .leftJoin(subject, and(eq(subject.associationId, auditLog.associationId), eq(subject.id, auditLog.memberId)))
    .where(and(...conditions(filter, actions)))
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEntries(executor: Executor, filter: JournalFilter, actions: readonly string[]) {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(...conditions(filter, actions)));
  return row?.n ?? 0;
}

/**
 * For payments: what the member had paid for that month in that fund before each one, and after.
 * Transactions are never changed or removed (migration 0005), so the sum of the earlier rows is
 * the total as it stood at the time.
 */
export async function monthTotalsAround(executor: Executor, transactionIds: number[]) {
  if (transactionIds.length === 0) return new Map<number, { avant: number; apres: number }>();
  // Written out: inside a selected expression drizzle names columns without their table.
  const rows = await executor
    .select({
      id: transactions.id,
      montant: transactions.montant,
      avant: sql<string>`coalesce((select sum(p.montant) from transactions p
        where p.association_id = transactions.association_id
          and p.membre_id = transactions.membre_id
          and p.cotisation_id = transactions.cotisation_id
          and p.annee = transactions.annee
          and p.mois = transactions.mois
          and p.id < transactions.id), 0)::text`,
    })
    .from(transactions)
    .where(and(inThisAssociation(transactions), inArray(transactions.id, transactionIds)));
  return new Map(rows.map((r) => [r.id, { avant: Number(r.avant), apres: Number(r.avant) + Number(r.montant) }]));
}

/** Role names by id, to say « Président » rather than a number in a member's before and after. */
export async function roleNames(executor: Executor) {
  const rows = await executor.select({ id: roles.id, nom: roles.nom }).from(roles);
  return new Map(rows.map((r) => [r.id, r.nom]));
}
