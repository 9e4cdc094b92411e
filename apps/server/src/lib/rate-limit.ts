import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { AppError } from './errors.js';
import type { Clock } from './clock.js';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** The limits of rulings R5; all live in the database, shared by every server process. */
export const LIMITS = {
  loginFailuresPerPhone: { bucket: 'login:phone', max: 5, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { bucket: 'login:ip', max: 30, windowMs: 15 * 60_000 },
  codeFailuresPerPhone: { bucket: 'code:phone', max: 10, windowMs: 15 * 60_000 },
  codeFailuresPerIp: { bucket: 'code:ip', max: 30, windowMs: 15 * 60_000 },
  codeRequestsPerPhone: { bucket: 'send:phone', max: 3, windowMs: 60 * 60_000 },
  codeRequestsPerIp: { bucket: 'send:ip', max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;
export type LimitName = keyof typeof LIMITS;
export type Limits = Record<LimitName, Limit>;

function tooMany(windowStart: Date, limit: Limit, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'RATE_LIMITED',
    `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Counts one hit and refuses it when the window is already full. */
export async function hit(db: Executor, clock: Clock, limit: Limit, key: string): Promise<void> {
  const now = clock.now();
  const windowOpenedAfter = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (row && row.hits > limit.max) throw tooMany(row.windowStart, limit, now);
}

/** Refuses when the window is full, without counting (failures are counted with hit()). */
export async function check(db: Executor, clock: Clock, limit: Limit, key: string): Promise<void> {
  const now = clock.now();
  const [row] = await db
    .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, limit.bucket),
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, new Date(now.getTime() - limit.windowMs)),
      ),
    );
  if (row && row.hits >= limit.max) throw tooMany(row.windowStart, limit, now);
}

/** Counts a failure without refusing this one (the next check() will). */
export async function recordFailure(db: Executor, clock: Clock, limit: Limit, key: string): Promise<void> {
  try {
    await hit(db, clock, limit, key);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
