import { and, desc, eq, inArray, isNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { RoleCode } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import {
  members,
  modificationRequests,
  notifications,
  officeChangeRequests,
  roles,
  withdrawals,
} from '../../db/schema.js';
import { inThisAssociation } from '../../db/scope.js';

/** The explicit half of the two scopes (Row-Level Security is the other): this association's rows. */

export async function insertNotification(
  executor: Executor,
  values: {
    recipientId: number | null;
    type: 'rappel' | 'request';
    titre: string;
    contenu: string;
    createdBy: number | null;
    createdAt?: Date;
  },
) {
  const [row] = await executor.insert(notifications).values(values).returning();
  return row!;
}

/** What a member reads: messages to everyone and messages to her. */
export async function notificationsFor(executor: Executor, memberId: number, limit = 200) {
  return executor
    .select()
    .from(notifications)
    .where(
      and(
        inThisAssociation(notifications),
        or(isNull(notifications.recipientId), eq(notifications.recipientId, memberId)),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/**
 * The open requests of the members holding `requesterRole` that `viewerId` did not file: what
 * waits for the viewer's decision (the four eyes of approvals and bureau), counted per tab.
 */
export async function pendingDecisions(executor: Executor, viewerId: number, requesterRole: RoleCode) {
  const byRequester = (table: { associationId: AnyColumn }, requesterId: AnyColumn, statut: AnyColumn) =>
    and(
      inThisAssociation(table),
      eq(statut, 'En cours'),
      ne(requesterId, viewerId),
      // The requester is a member of the request's association: a sharded database matches both columns.
      sql`(${table.associationId}, ${requesterId}) in ${executor
        .select({ associationId: members.associationId, id: members.id })
        .from(members)
        .innerJoin(roles, eq(roles.id, members.roleId))
        .where(and(inThisAssociation(members), eq(roles.code, requesterRole)))}`,
    );
  const count = sql<number>`count(*)::int`;
  const [modifications, sorties, bureau] = await Promise.all([
    executor
      .select({ type: modificationRequests.type, count })
      .from(modificationRequests)
      .where(byRequester(modificationRequests, modificationRequests.requesterId, modificationRequests.statut))
      .groupBy(modificationRequests.type),
    executor
      .select({ caisseId: withdrawals.caisseId, count })
      .from(withdrawals)
      .where(byRequester(withdrawals, withdrawals.requesterId, withdrawals.statut))
      .groupBy(withdrawals.caisseId),
    executor
      .select({ count })
      .from(officeChangeRequests)
      .where(byRequester(officeChangeRequests, officeChangeRequests.requesterId, officeChangeRequests.statut)),
  ]);
  const of = <T>(rows: Array<T & { count: number }>, match: (row: T) => boolean) => rows.find(match)?.count ?? 0;
  return {
    modifications: {
      entree: of(modifications, (r) => r.type === 'entree'),
      sortie: of(modifications, (r) => r.type === 'sortie'),
    },
    sorties: { mensuel: of(sorties, (r) => r.caisseId === 3), fond: of(sorties, (r) => r.caisseId === 1) },
    bureau: bureau[0]?.count ?? 0,
  };
}

/** Who a personal reminder reaches: first name and phone, active members only. */
export async function activeContacts(executor: Executor, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return executor
    .select({ id: members.id, prenom: members.prenom, telephone: members.telephone })
    .from(members)
    .where(and(inThisAssociation(members), inArray(members.id, memberIds), eq(members.statut, 'Actif')))
    .orderBy(members.id);
}
