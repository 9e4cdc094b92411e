import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { associationCreations, associations, invitationCodes, members, roles, settings } from '../../db/schema.js';
import { asService, inThisAssociation } from '../../db/scope.js';

/*
 * Creating an association from a phone (issue 22). creations_association and codes_invitation
 * are the service's tables, closed to the role requests run as: every query on them here runs
 * in the service scope, named. Each function takes the caller's transaction or the database.
 */

export type CreationRow = typeof associationCreations.$inferSelect;
export type NewCreation = Omit<typeof associationCreations.$inferInsert, 'id' | 'attempts' | 'confirmedAt'>;

export async function insertCreation(executor: Executor, values: NewCreation): Promise<void> {
  await asService(async () => await executor.insert(associationCreations).values(values));
}

export async function findCreation(executor: Executor, token: string): Promise<CreationRow | undefined> {
  const [row] = await asService(
    async () => await executor.select().from(associationCreations).where(eq(associationCreations.token, token)),
  );
  return row;
}

/**
 * Spends one try of the code, atomically: parallel wrong guesses cannot share a try. null when
 * the code is no longer usable (confirmed, expired, or its tries spent).
 */
export async function spendAttempt(executor: Executor, id: number, max: number, now: Date): Promise<number | null> {
  const [row] = await asService(
    async () =>
      await executor
        .update(associationCreations)
        .set({ attempts: sql`${associationCreations.attempts} + 1` })
        .where(
          and(
            eq(associationCreations.id, id),
            isNull(associationCreations.confirmedAt),
            gt(associationCreations.expiresAt, now),
            lt(associationCreations.attempts, max),
          ),
        )
        .returning({ attempts: associationCreations.attempts }),
  );
  return row?.attempts ?? null;
}

/** A right code gives its try back: only wrong codes use up the five. */
export async function refundAttempt(executor: Executor, id: number): Promise<void> {
  await asService(
    async () =>
      await executor
        .update(associationCreations)
        .set({ attempts: sql`greatest(${associationCreations.attempts} - 1, 0)` })
        .where(eq(associationCreations.id, id)),
  );
}

/** A new code for a pending creation: new hash, new expiry, its tries back to zero. */
export async function renewCode(executor: Executor, id: number, codeHash: string, expiresAt: Date): Promise<boolean> {
  const rows = await asService(
    async () =>
      await executor
        .update(associationCreations)
        .set({ codeHash, expiresAt, attempts: 0 })
        .where(and(eq(associationCreations.id, id), isNull(associationCreations.confirmedAt)))
        .returning({ id: associationCreations.id }),
  );
  return rows.length === 1;
}

/** The one confirmation of a creation: of parallel confirmations, exactly one gets true. */
export async function markConfirmed(executor: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await asService(
    async () =>
      await executor
        .update(associationCreations)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(associationCreations.id, id),
            isNull(associationCreations.confirmedAt),
            gt(associationCreations.expiresAt, now),
          ),
        )
        .returning({ id: associationCreations.id }),
  );
  return rows.length === 1;
}

export async function setCreatedAssociation(executor: Executor, id: number, associationId: number): Promise<void> {
  await asService(
    async () =>
      await executor
        .update(associationCreations)
        .set({ createdAssociationId: associationId })
        .where(eq(associationCreations.id, id)),
  );
}

const usableInvitation = (codeHash: string, now: Date) =>
  and(
    eq(invitationCodes.codeHash, codeHash),
    isNull(invitationCodes.usedAt),
    or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, now)),
  );

export async function isInvitationUsable(executor: Executor, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await asService(
    async () =>
      await executor.select({ id: invitationCodes.id }).from(invitationCodes).where(usableInvitation(codeHash, now)),
  );
  return row !== undefined;
}

/** Uses an invitation code once: of parallel creations holding the same code, one gets true. */
export async function consumeInvitation(
  executor: Executor,
  codeHash: string,
  associationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await asService(
    async () =>
      await executor
        .update(invitationCodes)
        .set({ usedAt: now, createdAssociationId: associationId })
        .where(usableInvitation(codeHash, now))
        .returning({ id: invitationCodes.id }),
  );
  return rows.length === 1;
}

/**
 * Inserts the association under the first free slug among `slugs`; undefined when all are taken.
 * ON CONFLICT DO NOTHING waits for a parallel creation holding the same slug and then moves on,
 * without aborting the transaction as a unique violation would.
 */
export async function insertAssociationUnderFreeSlug(
  executor: Executor,
  slugs: readonly string[],
  values: { nom: string; ville: string; quartier: string },
) {
  for (const slug of slugs) {
    const [row] = await asService(
      async () =>
        await executor
          .insert(associations)
          .values({ slug, ...values })
          .onConflictDoNothing({ target: associations.slug })
          .returning({ id: associations.id, slug: associations.slug, nom: associations.nom }),
    );
    if (row) return row;
  }
  return undefined;
}

/** What the "Premiers pas" card reads, in the current association. */
export async function firstStepFacts(executor: Executor) {
  const [saved] = await executor
    .select({ n: count() })
    .from(settings)
    .where(and(inThisAssociation(settings), isNotNull(settings.updatedBy)));
  const [secretaries] = await executor
    .select({ n: count() })
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .where(and(inThisAssociation(members), eq(roles.code, 'secretaire')));
  const [all] = await executor.select({ n: count() }).from(members).where(inThisAssociation(members));
  return {
    settingsSaved: (saved?.n ?? 0) > 0,
    secretaries: secretaries?.n ?? 0,
    members: all?.n ?? 0,
  };
}
