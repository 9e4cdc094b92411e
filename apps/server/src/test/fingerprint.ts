import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { asService } from '../db/scope.js';

/**
 * A fingerprint of everything one association holds (issue 21's cross-association test): every
 * row of every table carrying association_id, read in the service scope (Row-Level Security
 * bypassed, so a row moved out of the association's sight still counts), each row serialized
 * with sorted keys and its hash taken. Counts and sums would miss an in-place update (a bloc
 * renamed, two amounts swapped); a hash of every row does not.
 *
 * The association's own row and the people who belong to it only (their one password, the
 * association they last used) are part of it: they are the association's even though their
 * tables are service-wide.
 */
export interface Fingerprint {
  hash: string;
  /** Per table: the serialized rows, sorted, for a readable difference. */
  tables: Record<string, string[]>;
}

type Rows = { rows: Record<string, unknown>[] };

async function rowsOf(db: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  // Awaited inside asService: a query runs in the scope of whoever awaits it (db/scope.ts).
  return asService(async () => ((await db.execute(query)) as unknown as Rows).rows);
}

/** Every table of the schema with an association_id column, from the catalog (none forgotten). */
export async function associationTables(db: Database): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select table_name from information_schema.columns
         where table_schema = current_schema() and column_name = 'association_id'
         order by table_name`,
  );
  return rows.map((r) => String(r.table_name));
}

/** A value as text that does not depend on key order or on how the driver hands it over. */
export function stableSerialize(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`);
  if (value instanceof Uint8Array)
    return JSON.stringify(`bytes:${createHash('sha256').update(value).digest('hex')}:${value.length}`);
  if (Array.isArray(value)) return `[${value.map(stableSerialize).join(',')}]`;
  if (typeof value === 'object')
    return `{${Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableSerialize((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The fingerprint of association `associationId`. `personIds`: the people counted as the
 * association's (fixed by the caller once, so that another association registering one of them
 * does not move them out of the set).
 */
export async function fingerprintAssociation(
  db: Database,
  associationId: number,
  options: { personIds?: readonly number[] } = {},
): Promise<Fingerprint> {
  const tables: Record<string, string[]> = {};
  for (const table of await associationTables(db)) {
    const rows = await rowsOf(db, sql`select * from ${sql.identifier(table)} where association_id = ${associationId}`);
    tables[table] = rows.map(stableSerialize).sort();
  }
  tables['associations'] = (await rowsOf(db, sql`select * from associations where id = ${associationId}`))
    .map(stableSerialize)
    .sort();
  const personIds = [...(options.personIds ?? [])].sort((a, b) => a - b);
  tables['personnes'] =
    personIds.length === 0
      ? []
      : (
          await rowsOf(
            db,
            sql`select * from personnes where id in (${sql.join(
              personIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        )
          .map(stableSerialize)
          .sort();
  const hash = sha256(
    Object.keys(tables)
      .sort()
      .map((table) => `${table}:${sha256(tables[table]!.join('\n'))}`)
      .join('\n'),
  );
  return { hash, tables };
}

/** What changed between two fingerprints, table by table, rows as serialized: for a failure message. */
export function describeDifference(before: Fingerprint, after: Fingerprint, maxLines = 40): string {
  const lines: string[] = [];
  for (const table of [...new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])].sort()) {
    const was = new Set(before.tables[table] ?? []);
    const now = new Set(after.tables[table] ?? []);
    for (const row of was) if (!now.has(row)) lines.push(`${table} - ${row}`);
    for (const row of now) if (!was.has(row)) lines.push(`${table} + ${row}`);
  }
  const shown = lines.slice(0, maxLines).map((line) => (line.length > 600 ? `${line.slice(0, 600)}…` : line));
  return [...shown, ...(lines.length > maxLines ? [`… ${lines.length - maxLines} ligne(s) de plus`] : [])].join('\n');
}
