import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { migrationState, readMigrations, type Migration } from '../../db/migrate.js';

/** The migrations the running code was built with (read once: a `git pull` without restart shows here). */
let known: Migration[] | undefined;

const DATABASE_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function firstRow<T>(ctx: AppContext, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

export interface Health {
  state: 'ok' | 'degraded';
  /** French sentence for a human reading a monitor's alert; absent when all is well. */
  problem?: string;
  database: { kind: 'pglite' | 'postgres'; reachable: boolean };
  migrations: { applied: number; expected: number; current: boolean };
  sms: { provider: string; backlog: number; oldestPendingSeconds: number | null };
}

async function smsBacklog(ctx: AppContext) {
  const row = await firstRow<{ backlog: number; oldest: string | number | null }>(
    ctx,
    sql`select count(*)::int as backlog,
               floor(extract(epoch from (now() - min(created_at))))::int as oldest
          from sms_outbox where status = 'pending'`,
  );
  return { backlog: Number(row?.backlog ?? 0), oldestPendingSeconds: row?.oldest == null ? null : Number(row.oldest) };
}

/** Database reachable, migrations current, SMS waiting: what a monitor needs, nothing private. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  known ??= readMigrations();
  const sms = { provider: ctx.sms.providerName, backlog: 0, oldestPendingSeconds: null as number | null };
  try {
    await withTimeout(ctx.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
  } catch {
    return {
      state: 'degraded',
      problem: 'Base de données injoignable.',
      database: { kind: ctx.dbKind, reachable: false },
      migrations: { applied: 0, expected: known.length, current: false },
      sms,
    };
  }
  const state = await migrationState(ctx.db, known);
  const current = state.pending.length === 0 && !state.ahead;
  const problem = state.ahead
    ? 'La base a été mise à jour par une version plus récente de l’application : mettez le code à jour.'
    : `Migrations en retard : ${state.appliedCount} appliquée(s) sur ${known.length}. Redémarrez le serveur.`;
  return {
    state: current ? 'ok' : 'degraded',
    ...(current ? {} : { problem }),
    database: { kind: ctx.dbKind, reachable: true },
    migrations: { applied: state.appliedCount, expected: known.length, current },
    sms: { ...sms, ...(await smsBacklog(ctx)) },
  };
}
