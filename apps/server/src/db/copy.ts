import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle, Executor } from './client.js';
import { describeVersion, migrationState, readMigrations, type MigrationLog } from './migrate.js';
import * as schemaModule from './schema.js';
import { members, transactions, withdrawals, withdrawalShares } from './schema.js';

/**
 * Moving an association from the embedded database to PostgreSQL (issue 10): every row of every
 * table, ids kept, in one transaction on the target, checked before it commits.
 */

/** Every table declared in schema.ts, parents before children so foreign keys hold while rows go in. */
export function tablesParentsFirst(): PgTable[] {
  const all = (Object.values(schemaModule) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Clés étrangères en cycle autour de la table ${getTableName(table)}`);
    visiting.add(table);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = foreignKey.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  all.forEach(visit);
  return ordered;
}

export class CopyError extends Error {}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema that schema.ts does not declare: a copy would silently leave them behind. */
async function unknownTables(db: Executor): Promise<string[]> {
  const known = new Set(tablesParentsFirst().map(getTableName));
  const present = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  return present.map((t) => t.name).filter((name) => !known.has(name));
}

async function publicTableCount(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  return row?.n ?? 0;
}

/** Primary-key columns (SQL names), so pages are read in a stable order. */
function orderColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary).map((column) => column.name);
  const composite = config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name));
  const columns = [...single, ...composite];
  return columns.length ? columns : config.columns.map((column) => column.name);
}

/** Rows as JSON text, one page: PostgreSQL writes every type exactly (microseconds, bytea in hex, jsonb). */
async function readPage(
  db: Executor,
  table: PgTable,
  offset: number,
  size: number,
): Promise<{ json: string; n: number }> {
  const name = quote(getTableName(table));
  const order = orderColumns(table).map(quote).join(', ');
  const [row] = rowsOf<{ json: string; n: number }>(
    await db.execute(
      sql.raw(
        `select coalesce(json_agg(t), '[]')::text as json, count(*)::int as n from (select * from ${name} order by ${order} limit ${size} offset ${offset}) t`,
      ),
    ),
  );
  return row!;
}

/**
 * One checksum of a whole table's content, computed the same way on both sides. Rows are sorted
 * by their own text in the "C" collation: the two servers may sort words differently otherwise.
 */
async function tableChecksum(db: Executor, table: PgTable): Promise<{ rows: number; md5: string | null }> {
  const [row] = rowsOf<{ rows: number; md5: string | null }>(
    await db.execute(
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(r, E'\\n' order by r collate "C")) as md5 from (select row_to_json(t)::text as r from ${quote(getTableName(table))} t) x`,
      ),
    ),
  );
  return row!;
}

export interface MoneyTotals {
  /** Sum of contributions and corrections per caisse. */
  cotisations: Record<string, number>;
  /** Sum of withdrawals (amount + transport) per caisse and status. */
  sorties: Record<string, number>;
  /** Sum of the members' shares of validated withdrawals, per caisse. */
  parts: Record<string, number>;
}

export async function moneyTotals(db: Executor): Promise<MoneyTotals> {
  const cotisations = await db
    .select({ key: transactions.caisseId, total: sql<string>`coalesce(sum(${transactions.montant}), 0)` })
    .from(transactions)
    .groupBy(transactions.caisseId)
    .orderBy(transactions.caisseId);
  const sorties = await db
    .select({
      caisse: withdrawals.caisseId,
      statut: withdrawals.statut,
      total: sql<string>`coalesce(sum(${withdrawals.montant} + ${withdrawals.transport}), 0)`,
    })
    .from(withdrawals)
    .groupBy(withdrawals.caisseId, withdrawals.statut)
    .orderBy(withdrawals.caisseId, withdrawals.statut);
  const parts = await db
    .select({ key: withdrawalShares.caisseId, total: sql<string>`coalesce(sum(${withdrawalShares.montant}), 0)` })
    .from(withdrawalShares)
    .groupBy(withdrawalShares.caisseId)
    .orderBy(withdrawalShares.caisseId);
  return {
    cotisations: Object.fromEntries(cotisations.map((r) => [`caisse ${r.key}`, Number(r.total)])),
    sorties: Object.fromEntries(sorties.map((r) => [`caisse ${r.caisse} ${r.statut}`, Number(r.total)])),
    parts: Object.fromEntries(parts.map((r) => [`caisse ${r.key}`, Number(r.total)])),
  };
}

/** Every sequence behind a serial or identity column, with the table and column it feeds. */
async function sequences(db: Executor): Promise<Array<{ table: string; column: string; seq: string }>> {
  return rowsOf(
    await db.execute(sql`
      select table_name as "table", column_name as "column", seq from (
        select table_name, column_name,
               pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as seq
        from information_schema.columns where table_schema = 'public') c
      where seq is not null order by 1, 2`),
  );
}

export interface CopyReport {
  tables: Array<{ name: string; rows: number }>;
  totals: MoneyTotals;
}

const PAGE_ROWS = 500;
/** Documents are PDFs up to 10 MB each: a few per page keeps memory low. */
const PAGE_ROWS_WITH_FILES = 5;

/**
 * Copies the embedded database `source` into the PostgreSQL database `target`: the source must
 * be on the latest migrations and is only read; the target is migrated, must hold no member,
 * and receives every row in one transaction that commits only when row counts, per-table
 * checksums and money totals match the source.
 */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
  log?: MigrationLog,
): Promise<CopyReport> {
  const migrations = readMigrations();
  const state = await migrationState(source.db, migrations);
  const latest = migrations.at(-1)!.tag;
  if (state.ahead)
    throw new CopyError(
      'La base intégrée a été mise à jour par une version plus récente de l’application : faites la copie avec cette version-là.',
    );
  if (state.pending.length > 0)
    throw new CopyError(
      `La base intégrée n’est pas à jour (version ${describeVersion(state)}, attendue ${latest}). ` +
        'Démarrez l’application une fois avec cette base (npm start), arrêtez-la, puis relancez la copie.',
    );
  const unknownInSource = await unknownTables(source.db);
  if (unknownInSource.length)
    throw new CopyError(
      `La base intégrée contient des tables que la copie ne connaît pas : ${unknownInSource.join(', ')}. Rien n’a été copié.`,
    );

  const targetState = await migrationState(target.db, migrations);
  if (targetState.appliedCount === 0 && (await publicTableCount(target.db)) > 0)
    throw new CopyError(
      'La base PostgreSQL cible contient déjà des tables d’une autre application : indiquez une base vide (CREATE DATABASE ...).',
    );
  if (targetState.appliedCount > 0 && (await memberCount(target.db)) > 0)
    throw new CopyError(
      'La base PostgreSQL cible contient déjà des membres : la copie ne remplace jamais une association existante. Indiquez une base vide.',
    );
  await target.migrate({ log });

  const tables = tablesParentsFirst();
  const report: CopyReport = { tables: [], totals: { cotisations: {}, sorties: {}, parts: {} } };
  // The source is only read, in one snapshot; the target changes in one transaction.
  await source.db.transaction(
    async (from) => {
      await target.db.transaction(async (to) => {
        // Same text for timestamps on both sides, so checksums compare content, not settings.
        await from.execute(sql`select set_config('TimeZone', 'UTC', true)`);
        await to.execute(sql`select set_config('TimeZone', 'UTC', true)`);
        // The one case the money guards (migration 0005) allow clearing rows: an empty target.
        await to.execute(sql`select set_config('quartier.restauration', 'on', true)`);
        const unknownInTarget = await unknownTables(to);
        if (unknownInTarget.length)
          throw new CopyError(
            `La base PostgreSQL cible contient des tables que la copie ne connaît pas : ${unknownInTarget.join(', ')}.`,
          );
        if ((await memberCount(to)) > 0)
          throw new CopyError('La base PostgreSQL cible contient déjà des membres : indiquez une base vide.');
        // Only what the migrations or a first start wrote (reference rows, sample documents): replaced by the source's rows.
        for (const table of [...tables].reverse())
          await to.execute(sql.raw(`delete from ${quote(getTableName(table))}`));

        for (const table of tables) {
          const name = getTableName(table);
          const pageRows = getTableConfig(table).columns.some((column) => column.getSQLType() === 'bytea')
            ? PAGE_ROWS_WITH_FILES
            : PAGE_ROWS;
          for (let offset = 0; ; offset += pageRows) {
            const page = await readPage(from, table, offset, pageRows);
            if (page.n === 0) break;
            await to.execute(
              sql`insert into ${sql.identifier(name)} overriding system value select * from json_populate_recordset(null::${sql.identifier(name)}, ${page.json}::json)`,
            );
            if (page.n < pageRows) break;
          }
        }

        // Ids were copied as they are: each sequence continues where the source's did.
        const sourceSequences = new Map((await sequences(from)).map((s) => [`${s.table}.${s.column}`, s.seq] as const));
        for (const { table, column, seq } of await sequences(to)) {
          const sourceSeq = sourceSequences.get(`${table}.${column}`);
          let next = 0;
          if (sourceSeq) {
            const [position] = rowsOf<{ last_value: string; is_called: boolean }>(
              await from.execute(sql.raw(`select last_value, is_called from ${sourceSeq}`)),
            );
            if (position?.is_called) next = Number(position.last_value);
          }
          const [max] = rowsOf<{ m: string | null }>(
            await to.execute(sql.raw(`select max(${quote(column)})::text as m from ${quote(table)}`)),
          );
          next = Math.max(next, Number(max?.m ?? 0));
          await to.execute(
            next > 0 ? sql`select setval(${seq}::regclass, ${next})` : sql`select setval(${seq}::regclass, 1, false)`,
          );
        }

        const mismatches: string[] = [];
        for (const table of tables) {
          const name = getTableName(table);
          const [before, after] = [await tableChecksum(from, table), await tableChecksum(to, table)];
          if (before.rows !== after.rows)
            mismatches.push(`${name} : ${before.rows} lignes au départ, ${after.rows} copiées`);
          else if (before.md5 !== after.md5) mismatches.push(`${name} : contenu différent après la copie`);
          report.tables.push({ name, rows: after.rows });
        }
        const [totalsBefore, totalsAfter] = [await moneyTotals(from), await moneyTotals(to)];
        if (JSON.stringify(totalsBefore) !== JSON.stringify(totalsAfter))
          mismatches.push(
            `totaux d’argent différents : ${JSON.stringify(totalsBefore)} au départ, ${JSON.stringify(totalsAfter)} copiés`,
          );
        if (mismatches.length)
          throw new CopyError(`La vérification a échoué, rien n’a été copié :\n  ${mismatches.join('\n  ')}`);
        report.totals = totalsAfter;
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return report;
}

async function memberCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  return row?.n ?? 0;
}
