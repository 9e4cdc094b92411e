import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { EDIT_WINDOW_MS } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import { inThisAssociation } from '../../db/scope.js';
import {
  members,
  memberSubscriptions,
  modificationRequests,
  roles,
  transactions,
  withdrawalShares,
  withdrawals,
} from '../../db/schema.js';
import { requestPeople, withRequestPeople } from '../members/repository.js';

/**
 * This association's rows only: the explicit half of the two scopes (the other is Row-Level
 * Security, issue 21). Joins between association tables also match association_id, the column a
 * sharded PostgreSQL joins on.
 */

export async function findWithdrawal(executor: Executor, id: number) {
  const [row] = await executor
    .select()
    .from(withdrawals)
    .where(and(inThisAssociation(withdrawals), eq(withdrawals.id, id)));
  return row;
}

export async function insertWithdrawal(executor: Executor, values: typeof withdrawals.$inferInsert) {
  const [row] = await executor.insert(withdrawals).values(values).returning();
  return row!;
}

export async function updateWithdrawal(
  executor: Executor,
  id: number,
  values: Partial<typeof withdrawals.$inferInsert>,
) {
  await executor
    .update(withdrawals)
    .set(values)
    .where(and(inThisAssociation(withdrawals), eq(withdrawals.id, id)));
}

/** Decides a pending withdrawal; false when another decision got there first. */
export async function decidePendingWithdrawal(
  executor: Executor,
  id: number,
  values: Partial<typeof withdrawals.$inferInsert>,
) {
  const rows = await executor
    .update(withdrawals)
    .set(values)
    .where(and(inThisAssociation(withdrawals), eq(withdrawals.id, id), eq(withdrawals.statut, 'En cours')))
    .returning({ id: withdrawals.id });
  return rows.length === 1;
}

/** The members who carry a share: active, and actively subscribed to the fund (R7). */
export async function activeSubscribers(executor: Executor, caisseId: number) {
  return executor
    .select({ id: members.id })
    .from(members)
    .innerJoin(
      memberSubscriptions,
      and(eq(memberSubscriptions.associationId, members.associationId), eq(memberSubscriptions.memberId, members.id)),
    )
    .where(
      and(
        inThisAssociation(members),
        eq(members.statut, 'Actif'),
        eq(memberSubscriptions.caisseId, caisseId),
        eq(memberSubscriptions.statut, 'Actif'),
      ),
    );
}

export async function insertShares(executor: Executor, rows: Array<typeof withdrawalShares.$inferInsert>) {
  for (let i = 0; i < rows.length; i += 500) await executor.insert(withdrawalShares).values(rows.slice(i, i + 500));
}

export async function updateShares(executor: Executor, withdrawalId: number, montant: number) {
  await executor
    .update(withdrawalShares)
    .set({ montant })
    .where(and(inThisAssociation(withdrawalShares), eq(withdrawalShares.withdrawalId, withdrawalId)));
}

export async function memberRole(executor: Executor, memberId: number) {
  const [row] = await executor
    .select({ code: roles.code, nom: members.nom, prenom: members.prenom })
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .where(and(inThisAssociation(members), eq(members.id, memberId)));
  return row;
}

export async function findRequest(executor: Executor, id: number) {
  const [row] = await executor
    .select()
    .from(modificationRequests)
    .where(and(inThisAssociation(modificationRequests), eq(modificationRequests.id, id)));
  return row;
}

export async function insertRequest(executor: Executor, values: typeof modificationRequests.$inferInsert) {
  const [row] = await executor.insert(modificationRequests).values(values).returning();
  return row!;
}

/** Decides a pending request; false when another decision got there first. */
export async function decidePendingRequest(
  executor: Executor,
  id: number,
  values: Partial<typeof modificationRequests.$inferInsert>,
) {
  const rows = await executor
    .update(modificationRequests)
    .set(values)
    .where(
      and(
        inThisAssociation(modificationRequests),
        eq(modificationRequests.id, id),
        eq(modificationRequests.statut, 'En cours'),
      ),
    )
    .returning({ id: modificationRequests.id });
  return rows.length === 1;
}

export interface RequestTarget {
  type: 'entree' | 'sortie';
  caisseId: number;
  targetId: number;
  annee?: number | null;
  mois?: number | null;
}

/** Requests on one line: a member's month of a fund (entree) or a withdrawal (sortie). */
function onTarget(target: RequestTarget) {
  return and(
    inThisAssociation(modificationRequests),
    eq(modificationRequests.type, target.type),
    eq(modificationRequests.caisseId, target.caisseId),
    eq(modificationRequests.targetId, target.targetId),
    target.annee ? eq(modificationRequests.annee, target.annee) : undefined,
    target.mois ? eq(modificationRequests.mois, target.mois) : undefined,
  );
}

/** Requests that still block a new one on this line: pending, or validated with the window open. */
export async function liveRequestOn(executor: Executor, target: RequestTarget, now: Date) {
  const windowStart = new Date(now.getTime() - EDIT_WINDOW_MS);
  return executor
    .select()
    .from(modificationRequests)
    .where(
      and(
        onTarget(target),
        sql`(${modificationRequests.statut} = 'En cours' or (${modificationRequests.statut} = 'Valide' and ${modificationRequests.usedAt} is null and ${modificationRequests.validatedAt} > ${windowStart}))`,
      ),
    )
    .orderBy(desc(modificationRequests.id));
}

/** The validated request whose 30-minute single edit is still open on this target, locked. */
export async function openEditWindow(executor: Executor, target: RequestTarget, now: Date) {
  const [row] = await executor
    .select()
    .from(modificationRequests)
    .where(
      and(
        onTarget(target),
        eq(modificationRequests.statut, 'Valide'),
        isNull(modificationRequests.usedAt),
        gt(modificationRequests.validatedAt, new Date(now.getTime() - EDIT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(modificationRequests.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The validated 'entree' requests on a member's month whose single edit is still open, in any
 * fund and year, locked: the spec's correction body names only the month (issue 20).
 */
export async function openEntryWindows(executor: Executor, memberId: number, mois: number, now: Date) {
  return executor
    .select()
    .from(modificationRequests)
    .where(
      and(
        inThisAssociation(modificationRequests),
        eq(modificationRequests.type, 'entree'),
        eq(modificationRequests.targetId, memberId),
        eq(modificationRequests.mois, mois),
        eq(modificationRequests.statut, 'Valide'),
        isNull(modificationRequests.usedAt),
        gt(modificationRequests.validatedAt, new Date(now.getTime() - EDIT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(modificationRequests.id))
    .for('update');
}

/** Marks the window used, once: a second edit racing the first finds nothing to mark. */
export async function spendEditWindow(executor: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await executor
    .update(modificationRequests)
    .set({ usedAt: now })
    .where(
      and(
        inThisAssociation(modificationRequests),
        eq(modificationRequests.id, id),
        isNull(modificationRequests.usedAt),
      ),
    )
    .returning({ id: modificationRequests.id });
  return rows.length === 1;
}

/** The modification requests of one type (or all), or (`{ id }`) the one request a single view needs. */
export async function listRequests(executor: Executor, which: 'entree' | 'sortie' | null | { id: number }) {
  const filter =
    which === null
      ? undefined
      : typeof which === 'string'
        ? eq(modificationRequests.type, which)
        : eq(modificationRequests.id, which.id);
  const query = executor
    .select({ request: modificationRequests, ...requestPeople })
    .from(modificationRequests)
    .$dynamic();
  return withRequestPeople(query, modificationRequests)
    .where(and(inThisAssociation(modificationRequests), filter))
    .orderBy(desc(modificationRequests.createdAt), desc(modificationRequests.id));
}

/** Names of the targets of requests: members for 'entree', withdrawals for 'sortie'. */
export async function targetLabels(executor: Executor, memberIds: number[], withdrawalIds: number[]) {
  const labels = new Map<string, string>();
  if (memberIds.length)
    for (const m of await executor
      .select({ id: members.id, nom: members.nom, prenom: members.prenom })
      .from(members)
      .where(and(inThisAssociation(members), inArray(members.id, memberIds))))
      labels.set(`entree:${m.id}`, `${m.prenom} ${m.nom}`);
  if (withdrawalIds.length)
    for (const w of await executor
      .select({ id: withdrawals.id, libelle: withdrawals.libelle })
      .from(withdrawals)
      .where(and(inThisAssociation(withdrawals), inArray(withdrawals.id, withdrawalIds))))
      labels.set(`sortie:${w.id}`, w.libelle);
  return labels;
}

export async function insertCorrection(executor: Executor, values: typeof transactions.$inferInsert) {
  const [row] = await executor
    .insert(transactions)
    .values({ ...values, kind: 'correction' })
    .returning();
  return row!;
}
