import { and, asc, desc, eq, getTableColumns, getTableName, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { tablesParentsFirst } from '../../db/copy.js';
import { associations, operatorJournal } from '../../db/schema.js';
import { RECENT_CONNECTIONS_DAYS } from '../../lib/purge.js';

/**
 * The operator's reads and writes (issue 22). Every caller runs in the service scope (db/scope.ts
 * asService): the operator works across associations by definition, and the service's own tables
 * (journal_operateur, parametres_service, codes_invitation) are closed to the request role.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every table holding an association's rows (association_id), parents before children. */
export function associationTables(): PgTable[] {
  return tablesParentsFirst().filter((table) => 'associationId' in getTableColumns(table));
}

export function associationColumn(table: PgTable): PgColumn {
  return (getTableColumns(table) as Record<string, PgColumn>).associationId!;
}

/**
 * Rows that only make sense in the service that wrote them: session and code tokens name the
 * association's id there (lib/auth/tokens.ts), counters and replay keys expire within the day
 * (lib/purge.ts deletes them), the
 * money-write lock's row is taken again at the first payment.
 * They are neither exported nor imported; members sign in again after a move.
 */
export const TRANSIENT_TABLES = new Set([
  'sessions',
  'codes_sms',
  'rate_limits',
  'idempotency_keys',
  'verrous_caisses',
]);

/**
 * Rows the database derives from others in the same transaction (migration 0018's triggers): the
 * share totals follow the imported shares, so an export leaves them out and its format does not
 * change (an export written before them imports the same). The purge deletes them with the rest.
 */
export const DERIVED_TABLES = new Set(['totaux_parts']);

/** The tables an export carries, parents first. */
export function exportedTables(): PgTable[] {
  return associationTables().filter(
    (table) => !TRANSIENT_TABLES.has(getTableName(table)) && !DERIVED_TABLES.has(getTableName(table)),
  );
}

export type AssociationRecord = typeof associations.$inferSelect;

export async function findAssociation(executor: Executor, slug: string): Promise<AssociationRecord | undefined> {
  const [row] = await executor.select().from(associations).where(eq(associations.slug, slug));
  return row;
}

export async function writeJournal(
  executor: Executor,
  entry: {
    operator: string;
    action: string;
    association?: { id: number; slug: string } | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await executor.insert(operatorJournal).values({
    operator: entry.operator,
    action: entry.action,
    targetAssociationId: entry.association?.id ?? null,
    associationSlug: entry.association?.slug ?? null,
    details: entry.details ?? {},
  });
}

export async function readJournal(executor: Executor, association?: { id: number; slug: string }) {
  return executor
    .select()
    .from(operatorJournal)
    .where(
      association
        ? or(
            eq(operatorJournal.targetAssociationId, association.id),
            eq(operatorJournal.associationSlug, association.slug),
          )
        : undefined,
    )
    .orderBy(asc(operatorJournal.id));
}

export async function latestJournalEntry(executor: Executor, associationId: number, action: string) {
  const [row] = await executor
    .select()
    .from(operatorJournal)
    .where(and(eq(operatorJournal.targetAssociationId, associationId), eq(operatorJournal.action, action)))
    .orderBy(desc(operatorJournal.id))
    .limit(1);
  return row;
}

/** Rows and bytes (as stored, documents included) of every association, table by table. */
export async function sizesByAssociation(executor: Executor): Promise<Map<number, { rows: number; bytes: number }>> {
  const sizes = new Map<number, { rows: number; bytes: number }>();
  for (const table of associationTables()) {
    const name = sql.identifier(getTableName(table));
    const rows = rowsOf<{ id: number; n: string; bytes: string }>(
      await executor.execute(
        sql`select association_id as id, count(*)::text as n, coalesce(sum(pg_column_size(t.*)), 0)::text as bytes
            from ${name} t group by association_id`,
      ),
    );
    for (const row of rows) {
      const size = sizes.get(Number(row.id)) ?? { rows: 0, bytes: 0 };
      size.rows += Number(row.n);
      size.bytes += Number(row.bytes);
      sizes.set(Number(row.id), size);
    }
  }
  return sizes;
}

export interface AssociationActivity {
  id: number;
  membres: number;
  actifs: number;
  derniereCotisation: string | null;
  derniereConnexion: string | null;
  connexions30j: number;
  documents: number;
}

/** Members and activity of every association, one statement. */
export async function activityByAssociation(executor: Executor): Promise<Map<number, AssociationActivity>> {
  const rows = rowsOf<Record<string, unknown>>(
    await executor.execute(sql`
      select a.id,
        (select count(*) from membres m where m.association_id = a.id)::int as membres,
        (select count(*) from membres m where m.association_id = a.id and m.statut = 'Actif')::int as actifs,
        (select max(t.created_at) from transactions t where t.association_id = a.id) as derniere_cotisation,
        (select max(s.created_at) from sessions s where s.association_id = a.id) as derniere_connexion,
        (select count(*) from sessions s where s.association_id = a.id
           and s.created_at > now() - ${RECENT_CONNECTIONS_DAYS}::int * interval '1 day')::int as connexions_30j,
        (select count(*) from documents d where d.association_id = a.id and not d.is_sample)::int as documents
      from associations a`),
  );
  const iso = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        membres: Number(row.membres),
        actifs: Number(row.actifs),
        derniereCotisation: iso(row.derniere_cotisation),
        derniereConnexion: iso(row.derniere_connexion),
        connexions30j: Number(row.connexions_30j),
        documents: Number(row.documents),
      },
    ]),
  );
}

/** Rows per exported table of one association, now. */
export async function countRows(executor: Executor, associationId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of exportedTables()) {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(associationColumn(table), associationId));
    counts[getTableName(table)] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The sequence behind `table`.id advanced past `max`, never moved back (another process may be inserting). */
export async function advanceSequence(executor: Executor, table: string, max: number): Promise<void> {
  const [seq] = rowsOf<{ seq: string | null }>(
    await executor.execute(sql`select pg_get_serial_sequence(${`"${table}"`}, 'id') as seq`),
  );
  if (!seq?.seq) return;
  await executor.execute(
    sql`select setval(${seq.seq}::regclass, ${max}) from ${sql.raw(seq.seq)} where last_value < ${max}`,
  );
}
