import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { asService } from '../db/scope.js';
import { every } from './every.js';
import { IDEMPOTENCY_REPLAY_MS } from './idempotency.js';
import type { Limits } from './rate-limit.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The operator's activity report counts the sessions opened in the last 30 days and reads the
 * association's last one (modules/operator/repository.ts): sessions are kept that long, and the
 * last session of each association (its highest id: ids follow creation) is never purged. The
 * highest id is a scalar subquery, one probe of the primary key per row; an EXISTS on a later
 * session was planned as a hash semi-join, whose filter walks a whole association per row.
 */
export const RECENT_CONNECTIONS_DAYS = 30;

/**
 * How long each kind of row is kept once it can no longer serve (docs/security.md, « Purges »).
 * - A session that expired or was revoked serves no request (findLiveSession); kept a day more.
 * - A code used, revoked or expired is never usable again, but the link of a confirmation code
 *   still tells its holder that the account is already active (findCodeByLink): 30 days.
 * - A rate-limit window that has ended counts as no row at all (count() starts a new window);
 *   kept an hour past its end so that a server whose clock runs a little behind agrees.
 * - An Idempotency-Key replays its first answer for IDEMPOTENCY_REPLAY_MS (lib/idempotency.ts).
 * - A request to create an association holds its founder's name and number: once confirmed it
 *   only tells the founder's link that the association exists; once its code expired, a new code
 *   revives it within a day of the request (CREATION_REQUEST_TTL_MS); 30 days on, like a code.
 * - An SMS sent or given up (its text already redacted) is kept 30 days for a question about a
 *   message that did not arrive; one still pending is never purged.
 */
export const PURGE_MARGINS = {
  sessionEndedMs: DAY,
  codeEndedMs: 30 * DAY,
  rateLimitWindowEndedMs: HOUR,
  creationEndedMs: 30 * DAY,
  smsDoneMs: 30 * DAY,
} as const;

/**
 * Rows deleted by one statement: each DELETE is short and locks few rows, so a first purge of
 * millions of rows never holds up the requests that write the same tables.
 */
export const PURGE_BATCH = 1000;

export interface PurgeCounts {
  sessions: number;
  codes_sms: number;
  rate_limits: number;
  idempotency_keys: number;
  creations_association: number;
  sms_outbox: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Which rows of each table can no longer serve, as a condition on the row named `x`. */
function purgeable(now: Date, limits: Limits): Record<keyof PurgeCounts, SQL> {
  const sessionEnded = at(new Date(now.getTime() - PURGE_MARGINS.sessionEndedMs));
  const recentConnections = at(new Date(now.getTime() - RECENT_CONNECTIONS_DAYS * DAY));
  const codeEnded = at(new Date(now.getTime() - PURGE_MARGINS.codeEndedMs));
  return {
    sessions: sql`(x.revoked_at < ${sessionEnded} or x.expires_at < ${sessionEnded})
      and x.created_at < ${recentConnections}
      and x.id < (select max(n.id) from sessions n where n.association_id = x.association_id)`,
    // least() skips the nulls: the earliest of used, revoked and expired.
    codes_sms: sql`least(x.used_at, x.revoked_at, x.expires_at) < ${codeEnded}`,
    rate_limits: endedWindows(now, limits),
    idempotency_keys: sql`x.created_at < ${at(new Date(now.getTime() - IDEMPOTENCY_REPLAY_MS))}`,
    creations_association: sql`least(x.confirmee_le, x.expire_le) < ${at(new Date(now.getTime() - PURGE_MARGINS.creationEndedMs))}`,
    // A message given up has no sent_at: its last attempt set next_attempt_at, a retry delay on.
    sms_outbox: sql`x.status <> 'pending'
      and coalesce(x.sent_at, x.next_attempt_at) < ${at(new Date(now.getTime() - PURGE_MARGINS.smsDoneMs))}`,
  };
}

/**
 * Each counter's window is its limit's (a per-day budget lives a day, a login window 15 minutes);
 * a bucket no limit names any more waits for the longest window.
 */
function endedWindows(now: Date, limits: Limits): SQL {
  const byWindow = new Map<number, string[]>();
  for (const { bucket, windowMs } of Object.values(limits))
    byWindow.set(windowMs, [...(byWindow.get(windowMs) ?? []), bucket]);
  const ended = (windowMs: number) => at(new Date(now.getTime() - windowMs - PURGE_MARGINS.rateLimitWindowEndedMs));
  const known = [...byWindow.values()].flat();
  const longest = Math.max(...byWindow.keys());
  const inList = (buckets: string[]) =>
    sql.join(
      buckets.map((bucket) => sql`${bucket}`),
      sql`, `,
    );
  return sql.join(
    [
      ...[...byWindow].map(
        ([windowMs, buckets]) => sql`(x.bucket in (${inList(buckets)}) and x.window_start < ${ended(windowMs)})`,
      ),
      sql`(x.bucket not in (${inList(known)}) and x.window_start < ${ended(longest)})`,
    ],
    sql` or `,
  );
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Deletes one table's purgeable rows, PURGE_BATCH at a time. Each batch is picked by ctid, then
 * deleted with the condition checked again: a row that came back to life in between (a window
 * restarted by a new attempt, a row reusing a freed place) is left alone. Nothing is deleted when
 * nothing is due: a DELETE on sessions notifies every server to empty its read cache.
 */
async function purgeTable(db: Database, table: keyof PurgeCounts, condition: SQL): Promise<number> {
  const name = sql.identifier(table);
  let deleted = 0;
  for (;;) {
    const batch = rowsOf<{ id: string }>(
      await db.execute(sql`select x.ctid::text as id from ${name} x where ${condition} limit ${PURGE_BATCH}`),
    );
    if (batch.length === 0) break;
    const ids = `{${batch.map(({ id }) => `"${id}"`).join(',')}}`;
    deleted += rowsOf(
      await db.execute(sql`delete from ${name} x where x.ctid = any(${ids}::tid[]) and ${condition} returning 1`),
    ).length;
    if (batch.length < PURGE_BATCH) break;
  }
  return deleted;
}

/**
 * Deletes the rows of sessions, codes_sms, rate_limits, idempotency_keys, creations_association
 * and sms_outbox that can no longer serve, in every association (and the service's own rows,
 * association 0): the service scope, whose role bypasses Row-Level Security, like the other jobs
 * that cross associations. Money tables, the audit log and the journals are never touched. Safe
 * to run on several servers at once: a row another purge deleted first is skipped.
 */
export async function runPurge(ctx: Pick<AppContext, 'db' | 'clock' | 'limits'>): Promise<PurgeCounts> {
  const conditions = purgeable(ctx.clock.now(), ctx.limits);
  return asService(async () => {
    const counts = {} as PurgeCounts;
    for (const table of Object.keys(conditions) as Array<keyof PurgeCounts>)
      counts[table] = await purgeTable(ctx.db, table, conditions[table]);
    return counts;
  });
}

/** At start and every PURGE_INTERVAL_MINUTES; a failed run is logged and tried again at the next. */
export function schedulePurges(ctx: AppContext, intervalMs = ctx.config.purgeIntervalMinutes * 60_000): () => void {
  return every(
    intervalMs,
    () =>
      void runPurge(ctx)
        .then((counts) => {
          if (Object.values(counts).some(Boolean)) ctx.log.info({ purged: counts }, 'Purge des lignes expirées');
        })
        .catch((error) => ctx.log.error({ err: error }, 'Purge des lignes expirées impossible')),
  );
}
