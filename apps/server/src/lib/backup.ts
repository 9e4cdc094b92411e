import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { tablesParentsFirst } from '../db/copy.js';
import { rebuildMonthlyFundTotals, rebuildShareTotals } from '../db/fund-totals.js';
import * as tables from '../db/schema.js';
import { every } from './every.js';

/**
 * A logical backup: every row of every table as gzipped JSON. The same file restores into the
 * embedded database or into PostgreSQL, so it also moves an association from one to the other.
 */
export const BACKUP_FORMAT = 'quartier-backup/1';

/** Parents before children, so foreign keys hold while restoring; every table of schema.ts. */
const ORDER: PgTable[] = tablesParentsFirst();

/** A row as JSON can carry it: bytes as { $bytes: base64 }, dates as ISO text (also the operator's export). */
export function encode(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      if (Buffer.isBuffer(value) || value instanceof Uint8Array)
        return [key, { $bytes: Buffer.from(value).toString('base64') }];
      if (value instanceof Date) return [key, value.toISOString()];
      return [key, value];
    }),
  );
}

/** The reverse of `encode`, typed by the table's columns. */
export function decode(table: PgTable, row: Record<string, unknown>) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      const column = columns[key];
      if (value && typeof value === 'object' && '$bytes' in (value as object))
        return [key, Buffer.from((value as { $bytes: string }).$bytes, 'base64')];
      if (column && column.columnType === 'PgTimestamp' && typeof value === 'string') return [key, new Date(value)];
      return [key, value];
    }),
  );
}

/** Table blocks (8 kB) read per statement while exporting: a few thousand rows at most. */
const EXPORT_PAGE_BLOCKS = 64;

/**
 * Writes the backup's JSON text piece by piece to `write`, a range of table blocks at a time (ADR
 * 0026): an association of 5,000 members has hundreds of thousands of rows, and reading each table
 * in one statement grew the server (and PGlite's heap, which never shrinks) by hundreds of MB.
 * The ranges follow the physical order (ctid) inside one snapshot, so the file holds what a single
 * read of each table gives.
 */
async function writeExport(db: Database, createdAt: Date, write: (text: string) => Promise<void> | void) {
  await write(
    `{"format":${JSON.stringify(BACKUP_FORMAT)},"createdAt":${JSON.stringify(createdAt.toISOString())},"tables":{`,
  );
  // One snapshot: a server writing meanwhile cannot leave a child row without its parent.
  await db.transaction(
    async (tx) => {
      for (const [index, table] of ORDER.entries()) {
        const name = getTableName(table);
        await write(`${index ? ',' : ''}${JSON.stringify(name)}:[`);
        const size = (await tx.execute(
          sql`select (pg_relation_size(quote_ident(${name})::regclass) / current_setting('block_size')::int)::int as blocks`,
        )) as unknown as { rows: Array<{ blocks: number }> };
        let first = true;
        for (let block = 0; block < size.rows[0]!.blocks; block += EXPORT_PAGE_BLOCKS) {
          const page = await tx
            .select()
            .from(table)
            .where(sql`ctid >= ${`(${block},0)`}::tid and ctid < ${`(${block + EXPORT_PAGE_BLOCKS},0)`}::tid`)
            .orderBy(sql`ctid`);
          for (const row of page) {
            await write(`${first ? '' : ','}${JSON.stringify(encode(row as Record<string, unknown>))}`);
            first = false;
          }
        }
        await write(']');
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await write('}}');
}

export async function exportDatabase(db: Database, now = new Date()): Promise<Buffer> {
  const parts: string[] = [];
  await writeExport(db, now, (text) => void parts.push(text));
  return gzipSync(parts.join(''));
}

/** The same file as exportDatabase, gzipped to `file` as it is read. */
async function exportDatabaseTo(db: Database, file: string, now = new Date()) {
  const gzip = createGzip();
  const done = pipeline(gzip, fs.createWriteStream(file));
  let pending = '';
  const flush = async () => {
    if (!gzip.write(pending)) await once(gzip, 'drain');
    pending = '';
  };
  try {
    await writeExport(db, now, async (text) => {
      pending += text;
      if (pending.length >= 64 * 1024) await flush();
    });
    gzip.end(pending);
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  await done;
}

export class RestoreError extends Error {}

/** Restores into a migrated database that holds no member yet; all in one transaction. */
export async function importDatabase(db: Database, file: Buffer): Promise<Record<string, number>> {
  let parsed: { format?: string; tables?: Record<string, Record<string, unknown>[]> };
  try {
    parsed = JSON.parse(gunzipSync(file).toString('utf8'));
  } catch {
    throw new RestoreError('Ce fichier n’est pas une sauvegarde lisible.');
  }
  if (parsed.format !== BACKUP_FORMAT || !parsed.tables) throw new RestoreError('Format de sauvegarde inconnu.');
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(tables.members);
  if ((existing?.n ?? 0) > 0)
    throw new RestoreError('La base cible contient déjà des membres : restaurez dans une base vide.');
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // No member yet, so whatever is there was written by the migrations or a first start
    // (reference rows, sample documents, a job run): the backup's own rows replace it all.
    // The money tables refuse deletes (migration 0005) unless a restore says it is one.
    await tx.execute(sql`set local quartier.restauration = 'on'`);
    for (const table of [...ORDER].reverse()) await tx.delete(table);
    for (const table of ORDER) {
      const name = getTableName(table);
      const rows = (parsed.tables![name] ?? []).map((row) => decode(table, row));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
      counts[name] = rows.length;
      if ('id' in getTableColumns(table))
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${name}"', 'id'), greatest(coalesce((select max(id) from "${name}"), 0), 1))`,
          ),
        );
    }
    // Derived from the transactions and shares just restored, whatever the backup held (older
    // ones lack them).
    await rebuildMonthlyFundTotals(tx);
    await rebuildShareTotals(tx);
  });
  return counts;
}

/** Automatic backups of the embedded database: one a day in DATA_DIR/backups, the newest 14 kept. */
export const BACKUPS_KEPT = 14;

export async function dailyBackup(db: Database, dataDir: string, now: Date): Promise<string | null> {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `quartier-${now.toISOString().slice(0, 10)}.json.gz`);
  if (fs.existsSync(file)) return null;
  await exportDatabaseTo(db, `${file}.part`);
  fs.renameSync(`${file}.part`, file);
  const all = fs
    .readdirSync(dir)
    .filter((f) => /^quartier-\d{4}-\d{2}-\d{2}\.json\.gz$/.test(f))
    .sort();
  for (const old of all.slice(0, Math.max(0, all.length - BACKUPS_KEPT))) fs.unlinkSync(path.join(dir, old));
  return file;
}

type BackupLog = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** Today's backup unless it is there; says what happened in the log, never throws. */
export function backUpToday(db: Database, dataDir: string, log: BackupLog): Promise<void> {
  return dailyBackup(db, dataDir, new Date())
    .then((file) => void (file && log.info({ file }, 'Sauvegarde quotidienne écrite')))
    .catch((error) => log.error({ err: error }, 'Sauvegarde quotidienne impossible'));
}

/** Checks every hour whether today's backup exists; writes it once a day. */
export function scheduleDailyBackups(db: Database, dataDir: string, log: BackupLog) {
  return every(3_600_000, () => void backUpToday(db, dataDir, log));
}

/**
 * Before a schema upgrade of an existing embedded database: its whole directory as a tar.gz,
 * written by PGlite itself. Unlike the JSON backup it does not depend on the schema this version
 * of the code knows, so the previous version of the application opens it as it was. To use it:
 * extract it into the pglite folder of an empty DATA_DIR (tar -xzf FILE -C DATA_DIR/pglite).
 */
export async function preMigrationBackup(client: PGlite, dataDir: string, pendingTag: string, now = new Date()) {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `quartier-avant-migration-${pendingTag}-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  // Data files up to date on disk, so the archive does not depend on replaying the journal.
  await client.exec('CHECKPOINT');
  const archive = await client.dumpDataDir('gzip');
  fs.writeFileSync(`${file}.part`, Buffer.from(await archive.arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
  return file;
}
