import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { associations, members, oneTimeCodes, roles, sessions } from '../../db/schema.js';
import { suspensionMessage } from '../associations/repository.js';
import type { CodePurpose } from '@quartier/shared';
import { asService, currentAssociationId, inThisAssociation } from '../../db/scope.js';

/** The explicit half of the two scopes (Row-Level Security is the other): this association's rows. */

export async function insertSession(
  executor: Executor,
  values: { tokenHash: string; memberId: number; remember: boolean; expiresAt: Date; createdAt: Date },
) {
  const [row] = await executor.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/**
 * The access check's statement, built once per database (ADR 0027): every request with a token
 * runs it, and building it with Drizzle cost more of the server's time than PostgreSQL's work on
 * it. Named, so each connection parses it once. The association stays both in the statement
 * (a parameter, from the scope as `inThisAssociation` gives it) and under Row-Level Security.
 */
function prepareLiveSession(executor: Executor) {
  return executor
    .select({
      associationId: sessions.associationId,
      sessionId: sessions.id,
      memberId: members.id,
      roleCode: roles.code,
      expiresAt: sessions.expiresAt,
      // The association's status rides with the session (and its cache): one read per request (issue 22).
      associationStatut: associations.statut,
      motifSuspension: associations.motifSuspension,
    })
    .from(sessions)
    .innerJoin(members, and(eq(members.associationId, sessions.associationId), eq(members.id, sessions.memberId)))
    .innerJoin(roles, eq(roles.id, members.roleId))
    .innerJoin(associations, eq(associations.id, sessions.associationId))
    .where(
      and(
        eq(sessions.associationId, sql.placeholder('associationId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(members.statut, 'Actif'),
      ),
    )
    .prepare('quartier_find_live_session');
}

const liveSessionStatements = new WeakMap<Executor, ReturnType<typeof prepareLiveSession>>();

/** A live session of an active member, with the member's role. */
export async function findLiveSession(executor: Executor, tokenHash: string, now: Date) {
  let statement = liveSessionStatements.get(executor);
  if (!statement) liveSessionStatements.set(executor, (statement = prepareLiveSession(executor)));
  // Placeholders skip the columns' encoders: the instant goes as the timestamp column sends it.
  const [row] = await statement.execute({
    associationId: currentAssociationId(),
    tokenHash,
    now: now.toISOString(),
  });
  if (!row) return undefined;
  const { associationStatut, motifSuspension, ...session } = row;
  return { ...session, suspension: suspensionMessage({ statut: associationStatut, motifSuspension }) };
}

export async function isRemembered(executor: Executor, sessionId: number): Promise<boolean> {
  const [row] = await executor
    .select({ remember: sessions.remember })
    .from(sessions)
    .where(and(inThisAssociation(sessions), eq(sessions.id, sessionId)));
  return row?.remember ?? false;
}

/**
 * Every live session of a person, in all their associations (a new password ends them all):
 * the service scope, because the sessions of the other associations must be reached too.
 */
export function revokePersonSessions(executor: Executor, personId: number, now: Date): Promise<number> {
  return asService(async () => {
    const rows = await executor
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          isNull(sessions.revokedAt),
          sql`(${sessions.associationId}, ${sessions.memberId}) in (select ${members.associationId}, ${members.id} from ${members} where ${members.personId} = ${personId})`,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  });
}

/** Ends a live session; false when it had already ended (only one caller ends it). */
export async function revokeSession(executor: Executor, sessionId: number, now: Date): Promise<boolean> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inThisAssociation(sessions), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeMemberSessions(executor: Executor, memberId: number, now: Date) {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inThisAssociation(sessions), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertCode(
  executor: Executor,
  values: { memberId: number; purpose: CodePurpose; expiresAt: Date; createdAt: Date; linkTokenHash: string | null },
) {
  // The hash is bound to the row id, so the row is written first with a placeholder.
  const [row] = await executor
    .insert(oneTimeCodes)
    .values({ ...values, codeHash: '' })
    .returning({ id: oneTimeCodes.id });
  return row!.id;
}

export async function setCodeHash(executor: Executor, id: number, codeHash: string) {
  await executor
    .update(oneTimeCodes)
    .set({ codeHash })
    .where(and(inThisAssociation(oneTimeCodes), eq(oneTimeCodes.id, id)));
}

/** A code neither used nor revoked (it may still have expired or run out of tries). */
const notSpent = () => and(isNull(oneTimeCodes.usedAt), isNull(oneTimeCodes.revokedAt));

/** Earlier codes of the same purpose stop working when a new one is sent. */
export async function revokeCodes(executor: Executor, memberId: number, purpose: CodePurpose, now: Date) {
  await executor
    .update(oneTimeCodes)
    .set({ revokedAt: now })
    .where(
      and(
        inThisAssociation(oneTimeCodes),
        eq(oneTimeCodes.memberId, memberId),
        eq(oneTimeCodes.purpose, purpose),
        notSpent(),
      ),
    );
}

const usable = (now: Date, maxAttempts: number) =>
  and(notSpent(), gt(oneTimeCodes.expiresAt, now), lt(oneTimeCodes.attempts, maxAttempts));

/** The newest code of this association that meets every condition. */
async function newestCode(executor: Executor, ...conditions: Array<SQL | undefined>) {
  const [row] = await executor
    .select()
    .from(oneTimeCodes)
    .where(and(inThisAssociation(oneTimeCodes), ...conditions))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** The confirmation code of a link (one code a link); with `usable`, only while it may still be entered. */
const codeOfLink = (executor: Executor, linkTokenHash: string, usable?: SQL) =>
  newestCode(executor, eq(oneTimeCodes.linkTokenHash, linkTokenHash), eq(oneTimeCodes.purpose, 'confirmation'), usable);

export const findUsableCodeByLink = (executor: Executor, linkTokenHash: string, now: Date, maxAttempts: number) =>
  codeOfLink(executor, linkTokenHash, usable(now, maxAttempts));

/** The confirmation code of a link in any state (used, revoked, expired): what the link proves. */
export const findCodeByLink = (executor: Executor, linkTokenHash: string) => codeOfLink(executor, linkTokenHash);

export const findUsableCode = (
  executor: Executor,
  memberId: number,
  purpose: CodePurpose,
  now: Date,
  maxAttempts: number,
) =>
  newestCode(
    executor,
    eq(oneTimeCodes.memberId, memberId),
    eq(oneTimeCodes.purpose, purpose),
    usable(now, maxAttempts),
  );

/**
 * Spends one try before the code is compared, atomically, so parallel guesses cannot
 * exceed the limit. Returns the tries used, or null when the code is no longer usable.
 */
export async function spendAttempt(executor: Executor, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await executor
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(inThisAssociation(oneTimeCodes), eq(oneTimeCodes.id, id), notSpent(), lt(oneTimeCodes.attempts, maxAttempts)),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}

/** Single use: only the first caller marks it. */
export async function markCodeUsed(executor: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await executor
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(inThisAssociation(oneTimeCodes), eq(oneTimeCodes.id, id), notSpent()))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
