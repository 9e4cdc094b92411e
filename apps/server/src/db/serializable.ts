import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import type { Executor } from './client.js';

function isSerializationFailure(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '40001' || e.cause?.code === '40001' || e.code === '40P01' || e.cause?.code === '40P01';
}

/** How hard serializable() tries before answering BUSY; tests may shorten the wait. */
export interface RetryPolicy {
  /** Total time spent waiting between attempts, at most. */
  budgetMs: number;
  /** First wait; each next one doubles, capped at maxDelayMs, each drawn at random below it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const SERIALIZABLE_RETRY: RetryPolicy = { budgetMs: 3_000, baseDelayMs: 10, maxDelayMs: 400 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Money decisions run serializable: two validations racing on one fund cannot both pass the
 * balance check. PostgreSQL aborts one of them; it is retried after a random wait that doubles
 * each time (immediate retries of 40 parallel validations collided again and answered 500, issue
 * 20), and after about three seconds of waiting the caller gets BUSY (409, "réessayez"), never a 500.
 * PGlite has one connection, so its transactions never race.
 */
export async function serializable<T>(
  ctx: Pick<AppContext, 'db' | 'dbKind'>,
  work: (tx: Executor) => Promise<T>,
  policy: RetryPolicy = SERIALIZABLE_RETRY,
): Promise<T> {
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(work, ctx.dbKind === 'postgres' ? { isolationLevel: 'serializable' } : undefined);
    } catch (error) {
      if (!isSerializationFailure(error)) throw error;
      if (waited >= policy.budgetMs) throw new AppError('BUSY');
      const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt, policy.budgetMs - waited);
      const delay = Math.ceil(Math.random() * ceiling);
      await sleep(delay);
      waited += delay;
    }
  }
}
