import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { currentAssociationId } from '../db/scope.js';
import type { Config } from '../config/env.js';
import { AppError, type ErrorCode } from './errors.js';
import type { Clock } from './clock.js';

/**
 * The counters of the per-phone and per-address limits are service-wide (association 0 in
 * rate_limits, migration 0010): a phone number or an address is the same in every association,
 * so trying a password in another association's address must not start a new count.
 */
const SERVICE_WIDE = 0;

/** The key of a per-association budget: the association is the row's association_id. */
export const WHOLE_ASSOCIATION = '*';

/** The key of a budget of the whole service (creations per day, SMS per day). */
export const WHOLE_SERVICE = '*';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  /**
   * Counted in the current association (ADR 0017): a burst in one association uses up that
   * association's budget only, never another's. Otherwise service-wide.
   */
  perAssociation?: true;
  /** What the refusal says before the wait, and its code (else RATE_LIMITED, 'Trop de tentatives.'). */
  refusal?: { code?: ErrorCode; msg: string };
}

/**
 * The limits of rulings R5 and the per-association budgets of ADR 0017; all live in the
 * database, shared by every server process.
 */
export const LIMITS = {
  loginFailuresPerPhone: { bucket: 'login:phone', max: 5, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { bucket: 'login:ip', max: 30, windowMs: 15 * 60_000 },
  codeFailuresPerPhone: { bucket: 'code:phone', max: 10, windowMs: 15 * 60_000 },
  codeFailuresPerIp: { bucket: 'code:ip', max: 30, windowMs: 15 * 60_000 },
  codeRequestsPerPhone: { bucket: 'send:phone', max: 3, windowMs: 60 * 60_000 },
  codeRequestsPerIp: { bucket: 'send:ip', max: 20, windowMs: 60 * 60_000 },
  // Per association (ADR 0017 says why these numbers): far above what 5,000 members do.
  loginFailuresPerAssociation: { bucket: 'login:association', max: 100, windowMs: 60_000, perAssociation: true },
  codeSmsPerAssociation: { bucket: 'send:association', max: 200, windowMs: 60 * 60_000, perAssociation: true },
  heavyRequestsPerAssociation: { bucket: 'heavy:association', max: 120, windowMs: 60_000, perAssociation: true },
  // Creating an association from a phone (issue 22; ADR 0016 says why these numbers). A request
  // also counts in codeRequestsPerPhone: its SMS is one of the 3 codes a phone gets per hour (R5).
  creationRequestsPerPhone: {
    bucket: 'creation:phone',
    max: 5,
    windowMs: DAY,
    refusal: { msg: 'Trop de demandes de création d’association pour ce numéro.' },
  },
  creationRequestsPerIp: {
    bucket: 'creation:ip',
    max: 10,
    windowMs: DAY,
    refusal: { msg: 'Trop de demandes de création d’association depuis cette connexion.' },
  },
  /** Replaced by CREATIONS_PER_DAY (configuredLimits). */
  creationRequestsPerService: {
    bucket: 'creation:service',
    max: 200,
    windowMs: DAY,
    refusal: { msg: 'Le service a reçu aujourd’hui toutes les demandes de création d’association qu’il accepte.' },
  },
  /**
   * The SMS the service spends per day on what anyone can trigger without a session (a
   * creation's code, forgotPassword, resendCode). Replaced by SMS_DAILY_BUDGET (configuredLimits).
   */
  smsPerDay: {
    bucket: 'sms:service',
    max: 2000,
    windowMs: DAY,
    refusal: {
      code: 'SMS_BUDGET_EXHAUSTED',
      msg: 'Le service a envoyé aujourd’hui tous les SMS prévus pour la journée : rien n’a été enregistré.',
    },
  },
  /**
   * The receipts one association sends by SMS per day (ADR 0021), counted in the money write's
   * transaction; past it the receipt is still recorded and shown in 'Mes contributions', only its
   * SMS is not sent. Replaced by SMS_RECEIPTS_PER_ASSOCIATION_PER_DAY (configuredLimits).
   */
  receiptSmsPerAssociation: { bucket: 'sms:recus', max: 1000, windowMs: DAY, perAssociation: true },
} satisfies Record<string, Limit>;
export type LimitName = keyof typeof LIMITS;
export type Limits = Record<LimitName, Limit>;

/** The limits the configuration sets (config/env.ts): the service's daily budgets. */
export function configuredLimits(
  config: Pick<Config, 'creationsPerDay' | 'smsDailyBudget' | 'receiptSmsPerAssociationPerDay'>,
) {
  return {
    creationRequestsPerService: { ...LIMITS.creationRequestsPerService, max: config.creationsPerDay },
    smsPerDay: { ...LIMITS.smsPerDay, max: config.smsDailyBudget },
    receiptSmsPerAssociation: { ...LIMITS.receiptSmsPerAssociation, max: config.receiptSmsPerAssociationPerDay },
  } satisfies Partial<Limits>;
}

/** 'Réessayez dans 12 minutes.', or in hours when the window is a day. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  const hours = Math.ceil(minutes / 60);
  return `Réessayez dans ${hours} heures.`;
}

function tooMany(windowStart: Date, limit: Limit, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
  const wait = waitText(seconds);
  return new AppError(
    limit.refusal?.code ?? 'RATE_LIMITED',
    limit.refusal
      ? `${limit.refusal.msg} ${wait}`
      : // The member did nothing wrong: the whole association is over its budget for now.
        limit.perAssociation
        ? `Trop de demandes pour votre association en ce moment. ${wait}`
        : `Trop de tentatives. ${wait}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** One counted attempt; release() gives it back when the attempt turned out not to be a failure. */
export interface Reservation {
  limit: Limit;
  associationId: number;
  key: string;
  windowStart: Date;
}

/**
 * Counts one attempt and refuses it when the window is already full. It is counted BEFORE the
 * work it guards (a password or code check), in one atomic upsert: a limit that checks, then
 * records, lets a parallel burst through (every request checks before any has recorded).
 */
export async function hit(db: Executor, clock: Clock, limit: Limit, key: string): Promise<Reservation> {
  const { hits, reservation } = await count(db, clock, limit, key);
  if (hits > limit.max) {
    // A refused attempt checked nothing, so it is no failure: given back, or a burst of right
    // passwords (each counted before its check) would leave the number locked.
    await release(db, [reservation]);
    throw tooMany(reservation.windowStart, limit, clock.now());
  }
  return reservation;
}

/**
 * Counts one use of a budget that must not refuse the work it goes with (a receipt's SMS rides on
 * a money write that is recorded anyway, ADR 0021): true while within the budget. Same atomic
 * upsert as hit(); called inside the write's transaction, a rolled-back write gives the use back.
 */
export async function spend(db: Executor, clock: Clock, limit: Limit, key: string): Promise<boolean> {
  return (await count(db, clock, limit, key)).hits <= limit.max;
}

async function count(
  db: Executor,
  clock: Clock,
  limit: Limit,
  key: string,
): Promise<{ hits: number; reservation: Reservation }> {
  const now = clock.now();
  const windowOpenedAfter = new Date(now.getTime() - limit.windowMs);
  const associationId = limit.perAssociation ? currentAssociationId() : SERVICE_WIDE;
  const [row] = await db
    .insert(rateLimits)
    .values({ associationId, bucket: limit.bucket, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.associationId, rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return { hits: row?.hits ?? 1, reservation: { limit, associationId, key, windowStart: row?.windowStart ?? now } };
}

/**
 * hit() on several limits in order; when one refuses, the attempts already counted (and those the
 * caller already `held`) are given back, so a locked number does not also eat the budget of the
 * address it is tried from. Returns every reservation held, `held` first.
 */
export async function hitAll(
  db: Executor,
  clock: Clock,
  attempts: ReadonlyArray<readonly [Limit, string]>,
  held: readonly Reservation[] = [],
): Promise<Reservation[]> {
  const taken: Reservation[] = [...held];
  try {
    for (const [limit, key] of attempts) taken.push(await hit(db, clock, limit, key));
  } catch (error) {
    await release(db, taken);
    throw error;
  }
  return taken;
}

/** Gives counted attempts back (a right password, a right code): only failures use the budget. */
export async function release(db: Executor, reservations: readonly Reservation[]): Promise<void> {
  for (const { limit, associationId, key, windowStart } of reservations)
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      // Same window only: a reservation of a window that has since restarted is already gone.
      .where(
        and(
          eq(rateLimits.associationId, associationId),
          eq(rateLimits.bucket, limit.bucket),
          eq(rateLimits.key, key),
          eq(rateLimits.windowStart, windowStart),
        ),
      );
}
