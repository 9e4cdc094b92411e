import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { getTableName } from 'drizzle-orm';
import { BACKUP_FORMAT } from '../../lib/backup.js';
import { exportedTables } from './repository.js';

/**
 * One association's export (issue 22, ADR 0018): the backup format of lib/backup.ts (gzipped
 * JSON, rows as `encode` writes them) restricted to one association, with the association
 * itself, the persons of its members (phone, password hash) and the totals taken from the same
 * snapshot, so that an import can prove it brought everything.
 */
export const ASSOCIATION_EXPORT_FORMAT = 'quartier-association/1';

export type EncodedRow = Record<string, unknown>;

export interface AssociationArchive {
  format: typeof ASSOCIATION_EXPORT_FORMAT;
  createdAt: string;
  /** When the exported snapshot was taken (the database's now() in that transaction). */
  snapshotAt: string;
  association: { id: number; slug: string; nom: string; ville: string | null; quartier: string | null };
  /** Per table (SQL name), the association's rows. */
  tables: Record<string, EncodedRow[]>;
  personnes: EncodedRow[];
  totals: ArchiveTotals;
}

/** What an import must find again: rows per table, members, money per caisse, documents by content. */
export interface ArchiveTotals {
  lignes: Record<string, number>;
  membres: { total: number; actifs: number };
  /** Contributions and corrections, per caisse (FCFA). */
  cotisations: Record<string, number>;
  /** Withdrawals (amount + transport), per caisse and status. */
  sorties: Record<string, number>;
  /** Members' shares of validated withdrawals, per caisse. */
  parts: Record<string, number>;
  /** Monthly totals, 'caisse/annee/mois' → FCFA (rebuilt by the target's trigger on import). */
  totauxMensuels: Record<string, number>;
  /** 'id:kind:sha256 of the bytes', in id order. */
  documents: string[];
}

export class ArchiveError extends Error {}

const add = (into: Record<string, number>, key: string, amount: number) => {
  into[key] = (into[key] ?? 0) + amount;
};

function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value);
  if (value && typeof value === 'object' && '$bytes' in value)
    return Buffer.from((value as { $bytes: string }).$bytes, 'base64');
  return Buffer.alloc(0);
}

/**
 * Totals computed from rows (encoded or as the database hands them over), the same way on both
 * sides: from the snapshot at export, from the rows read back inside the import's transaction.
 */
export function totalsOfRows(tables: Record<string, EncodedRow[]>): ArchiveTotals {
  const totals: ArchiveTotals = {
    lignes: {},
    membres: { total: 0, actifs: 0 },
    cotisations: {},
    sorties: {},
    parts: {},
    totauxMensuels: {},
    documents: [],
  };
  for (const table of exportedTables()) {
    const name = getTableName(table);
    totals.lignes[name] = (tables[name] ?? []).length;
  }
  for (const m of tables.membres ?? []) {
    totals.membres.total++;
    if (m.statut === 'Actif') totals.membres.actifs++;
  }
  for (const t of tables.transactions ?? []) add(totals.cotisations, `caisse ${t.caisseId}`, Number(t.montant));
  for (const s of tables.sorties ?? [])
    add(totals.sorties, `caisse ${s.caisseId} ${s.statut}`, Number(s.montant) + Number(s.transport));
  for (const p of tables.sortie_parts ?? []) add(totals.parts, `caisse ${p.caisseId}`, Number(p.montant));
  for (const t of tables.totaux_mensuels ?? [])
    add(totals.totauxMensuels, `${t.caisseId}/${t.annee}/${t.mois}`, Number(t.montant));
  totals.documents = [...(tables.documents ?? [])]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((d) => `${d.id}:${d.kind}:${createHash('sha256').update(bytesOf(d.content)).digest('hex')}`);
  return totals;
}

/** Sorted keys, so that two totals compare as text whatever order they were built in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The differences between expected and found totals, one French line each (empty when equal). */
export function totalsDifferences(expected: ArchiveTotals, found: ArchiveTotals): string[] {
  const lines: string[] = [];
  const compare = (label: string, a: Record<string, number>, b: Record<string, number>) => {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort())
      if ((a[key] ?? 0) !== (b[key] ?? 0))
        lines.push(`${label} ${key} : ${a[key] ?? 0} attendu, ${b[key] ?? 0} trouvé`);
  };
  compare('lignes', expected.lignes, found.lignes);
  compare('membres', expected.membres, found.membres);
  compare('cotisations', expected.cotisations, found.cotisations);
  compare('sorties', expected.sorties, found.sorties);
  compare('parts', expected.parts, found.parts);
  compare('totaux mensuels', expected.totauxMensuels, found.totauxMensuels);
  if (canonical(expected.documents) !== canonical(found.documents))
    lines.push(`documents : ${expected.documents.length} attendus, contenu différent après l’import`);
  return lines;
}

interface WholeBackup {
  format: typeof BACKUP_FORMAT;
  createdAt?: string;
  tables?: Record<string, EncodedRow[]>;
}

/**
 * Reads an export of one association, or the whole-service backup of an installation holding a
 * single association (a self-hosted installation moving into the service), as the same shape.
 */
export function readArchive(file: Buffer): AssociationArchive {
  let parsed: { format?: unknown } & Record<string, unknown>;
  try {
    parsed = JSON.parse(gunzipSync(file).toString('utf8'));
  } catch {
    throw new ArchiveError('Ce fichier n’est pas un export lisible (JSON compressé gzip attendu).');
  }
  if (parsed?.format === ASSOCIATION_EXPORT_FORMAT) {
    const archive = parsed as unknown as AssociationArchive;
    if (!archive.association?.slug || !archive.tables || !Array.isArray(archive.personnes) || !archive.totals)
      throw new ArchiveError('Export incomplet : il manque l’association, ses tables, ses personnes ou ses totaux.');
    // The file's own totals against its rows: a damaged or edited file stops here.
    const differences = totalsDifferences(archive.totals, totalsOfRows(archive.tables));
    if (differences.length)
      throw new ArchiveError(
        `Export incohérent : ses totaux ne correspondent pas à ses lignes :\n  ${differences.join('\n  ')}`,
      );
    return archive;
  }
  if (parsed?.format === BACKUP_FORMAT) return fromWholeBackup(parsed as unknown as WholeBackup);
  if (typeof parsed?.format === 'string' && /^quartier-(association|backup)\//.test(parsed.format))
    throw new ArchiveError(
      `Version de format inconnue : ${parsed.format} (cette application lit ${ASSOCIATION_EXPORT_FORMAT} et ${BACKUP_FORMAT}). Mettez l’application à jour.`,
    );
  throw new ArchiveError('Ce fichier n’est pas un export d’association ni une sauvegarde de Quartier.');
}

function fromWholeBackup(backup: WholeBackup): AssociationArchive {
  const tables = backup.tables ?? {};
  const found = tables.associations ?? [];
  if (found.length !== 1)
    throw new ArchiveError(
      found.length === 0
        ? 'Cette sauvegarde ne contient aucune association (version antérieure à l’issue 21 ?) : démarrez-la une fois avec cette version de l’application, puis refaites la sauvegarde.'
        : `Cette sauvegarde contient ${found.length} associations : exportez-les une à une (npm run cli -- export --association SLUG).`,
    );
  const association = found[0]!;
  const id = Number(association.id);
  const own: Record<string, EncodedRow[]> = {};
  for (const table of exportedTables()) {
    const name = getTableName(table);
    own[name] = (tables[name] ?? []).filter((row) => Number(row.associationId) === id);
  }
  const personIds = new Set((own.membres ?? []).map((m) => Number(m.personId)));
  return {
    format: ASSOCIATION_EXPORT_FORMAT,
    createdAt: backup.createdAt ?? new Date().toISOString(),
    snapshotAt: backup.createdAt ?? new Date().toISOString(),
    association: {
      id,
      slug: String(association.slug),
      nom: String(association.nom),
      ville: (association.ville as string | null | undefined) ?? null,
      quartier: (association.quartier as string | null | undefined) ?? null,
    },
    tables: own,
    personnes: (tables.personnes ?? []).filter((p) => personIds.has(Number(p.id))),
    totals: totalsOfRows(own),
  };
}
