import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { members, officeChangeRequests, roles } from '../../db/schema.js';
import { inThisAssociation } from '../../db/scope.js';

/** This association's requests only: the explicit half of the two scopes (the other is Row-Level Security). */

/** What an office change request may carry; only the fields that change are present. */
export type OfficeChangeValues = { roleId?: number; telephone?: string; statut?: 'Actif' | 'Suspendu' | 'Inactif' };
export type OfficeChangeRow = typeof officeChangeRequests.$inferSelect & {
  change: OfficeChangeValues;
  before: OfficeChangeValues;
};

export async function insertOfficeChange(
  executor: Executor,
  values: {
    requesterId: number;
    memberId: number;
    change: OfficeChangeValues;
    before: OfficeChangeValues;
    createdAt: Date;
  },
) {
  const [row] = await executor.insert(officeChangeRequests).values(values).returning();
  return row as OfficeChangeRow;
}

export async function pendingOfficeChangeFor(executor: Executor, memberId: number) {
  const [row] = await executor
    .select({ id: officeChangeRequests.id })
    .from(officeChangeRequests)
    .where(
      and(
        inThisAssociation(officeChangeRequests),
        eq(officeChangeRequests.memberId, memberId),
        eq(officeChangeRequests.statut, 'En cours'),
      ),
    )
    .limit(1);
  return row;
}

/** Decides a pending request; false when another decision got there first. */
export async function decidePendingOfficeChange(
  executor: Executor,
  id: number,
  values: { statut: 'Valide' | 'Rejetee'; motifRefus: string | null; validatorId: number | null; decidedAt: Date },
) {
  const rows = await executor
    .update(officeChangeRequests)
    .set(values)
    .where(
      and(
        inThisAssociation(officeChangeRequests),
        eq(officeChangeRequests.id, id),
        eq(officeChangeRequests.statut, 'En cours'),
      ),
    )
    .returning({ id: officeChangeRequests.id });
  return rows.length === 1;
}

const target = alias(members, 'cible');
const targetRole = alias(roles, 'cible_role');
const requester = alias(members, 'demandeur');
const requesterRole = alias(roles, 'demandeur_role');
const validator = alias(members, 'validateur');

/**
 * The newest first (pending ones before), with the names the cards show; `only` reads one request,
 * however old. Members are joined within the request's own association: a sharded database joins
 * on association_id.
 */
export async function listOfficeChanges(
  executor: Executor,
  { only, limit = 100 }: { only?: number; limit?: number } = {},
) {
  const rows = await executor
    .select({
      request: officeChangeRequests,
      membre: { id: target.id, nom: target.nom, prenom: target.prenom, role: targetRole.nom },
      demandeur: {
        id: requester.id,
        nom: requester.nom,
        prenom: requester.prenom,
        role: requesterRole.nom,
        roleCode: requesterRole.code,
      },
      validateur: { id: validator.id, nom: validator.nom, prenom: validator.prenom },
    })
    .from(officeChangeRequests)
    .innerJoin(
      target,
      and(eq(target.associationId, officeChangeRequests.associationId), eq(target.id, officeChangeRequests.memberId)),
    )
    .innerJoin(targetRole, eq(targetRole.id, target.roleId))
    .innerJoin(
      requester,
      and(
        eq(requester.associationId, officeChangeRequests.associationId),
        eq(requester.id, officeChangeRequests.requesterId),
      ),
    )
    .innerJoin(requesterRole, eq(requesterRole.id, requester.roleId))
    .leftJoin(
      validator,
      and(
        eq(validator.associationId, officeChangeRequests.associationId),
        eq(validator.id, officeChangeRequests.validatorId),
      ),
    )
    .where(
      and(inThisAssociation(officeChangeRequests), only === undefined ? undefined : eq(officeChangeRequests.id, only)),
    )
    .orderBy(sql`${officeChangeRequests.statut} = 'En cours' desc`, desc(officeChangeRequests.id))
    .limit(limit);
  return rows as Array<Omit<(typeof rows)[number], 'request'> & { request: OfficeChangeRow }>;
}

/** Active holders of a role (the officer who must agree). */
export async function activeHolders(executor: Executor, roleCode: string) {
  return executor
    .select({ id: members.id })
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .where(and(inThisAssociation(members), eq(roles.code, roleCode), eq(members.statut, 'Actif')));
}
