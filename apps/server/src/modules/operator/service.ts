import { createHash, randomInt } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, eq, getTableColumns, getTableName, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ROLE_NAMES, SLUG_PATTERN, normalizePhone } from '@quartier/shared';
import type { Database, Executor } from '../../db/client.js';
import { associations, auditLog, invitationCodes, members, persons } from '../../db/schema.js';
import { asService, withAssociation } from '../../db/scope.js';
import { audit } from '../../lib/audit.js';
import { revokeMemberSessions } from '../auth/repository.js';
import { activeHolders } from '../bureau/repository.js';
import * as memberRepo from '../members/repository.js';
import { decode, encode } from '../../lib/backup.js';
import { hashInvitationCode, writeCreationMode, type CreationMode } from '../../lib/service-settings.js';
import {
  ASSOCIATION_EXPORT_FORMAT,
  ArchiveError,
  readArchive,
  totalsDifferences,
  totalsOfRows,
  type AssociationArchive,
  type ArchiveTotals,
  type EncodedRow,
} from './archive.js';
import {
  activityByAssociation,
  advanceSequence,
  associationColumn,
  associationTables,
  countRows,
  exportedTables,
  findAssociation,
  latestJournalEntry,
  readJournal,
  sizesByAssociation,
  writeJournal,
  type AssociationRecord,
} from './repository.js';

/**
 * The platform operator's work (issue 22, ADR 0018). Not a role of any association: the CLI
 * (cli.ts) authenticates the operator with a key of the configuration and calls these functions,
 * which work in the service scope and write one journal_operateur entry per action.
 */

/** A refusal the operator reads: French, nothing written. */
export class OperatorError extends Error {}

/** An export older than this cannot justify a deletion: the association must be exported again. */
export const EXPORT_VALID_FOR_MS = 24 * 3_600_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function associationOrFail(db: Executor, slug: string | undefined): Promise<AssociationRecord> {
  if (!slug)
    throw new OperatorError('Indiquez l’association : --association SLUG (voir « npm run cli -- associations »).');
  const association = await findAssociation(db, slug);
  if (!association) throw new OperatorError(`Association inconnue : ${slug}`);
  return association;
}

const named = (a: { id: number; slug: string }) => ({ id: a.id, slug: a.slug });

// ---------------------------------------------------------------------------------------------
// List

export interface AssociationSummary {
  id: number;
  slug: string;
  nom: string;
  ville: string | null;
  quartier: string | null;
  statut: string;
  motifSuspension: string | null;
  suppressionPrevueLe: string | null;
  creeeLe: string;
  membres: { actifs: number; total: number };
  activite: { derniereCotisation: string | null; derniereConnexion: string | null; connexions30j: number };
  taille: { lignes: number; octets: number; documents: number };
}

/** Every association with its members, activity and size. Reading only: no journal entry. */
export function listAssociations(db: Database): Promise<AssociationSummary[]> {
  return asService(async () => {
    const all = await db.select().from(associations).orderBy(associations.id);
    const activity = await activityByAssociation(db);
    const sizes = await sizesByAssociation(db);
    return all.map((a) => {
      const act = activity.get(a.id);
      const size = sizes.get(a.id) ?? { rows: 0, bytes: 0 };
      return {
        id: a.id,
        slug: a.slug,
        nom: a.nom,
        ville: a.ville,
        quartier: a.quartier,
        statut: a.statut,
        motifSuspension: a.motifSuspension,
        suppressionPrevueLe: a.deletionDueAt?.toISOString() ?? null,
        creeeLe: a.createdAt.toISOString(),
        membres: { actifs: act?.actifs ?? 0, total: act?.membres ?? 0 },
        activite: {
          derniereCotisation: act?.derniereCotisation ?? null,
          derniereConnexion: act?.derniereConnexion ?? null,
          connexions30j: act?.connexions30j ?? 0,
        },
        taille: { lignes: size.rows, octets: size.bytes, documents: act?.documents ?? 0 },
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Suspend, resume

/**
 * Suspends or resumes an association in one transaction, with its line in the operator's journal:
 * `step` reads the association as it is and says what changes, what the journal keeps and what
 * the command answers (or refuses).
 */
async function changeStatus<T>(
  db: Database,
  operator: string,
  slug: string | undefined,
  action: string,
  step: (association: AssociationRecord) => {
    set: Partial<typeof associations.$inferInsert>;
    details: Record<string, unknown>;
    answer: T;
  },
) {
  return asService(() =>
    db.transaction(async (tx) => {
      const association = await associationOrFail(tx, slug);
      const { set, details, answer } = step(association);
      await tx.update(associations).set(set).where(eq(associations.id, association.id));
      await writeJournal(tx, { operator, action, association: named(association), details });
      return answer;
    }),
  );
}

export async function suspendAssociation(db: Database, operator: string, slug: string | undefined, motif?: string) {
  const reason = motif?.trim() || null;
  if (reason && reason.length > 200) throw new OperatorError('Le motif dépasse 200 caractères.');
  return changeStatus(db, operator, slug, 'association.suspend', (association) => ({
    set: { statut: 'suspendue', motifSuspension: reason },
    details: { motif: reason, statutAvant: association.statut },
    answer: { id: association.id, slug: association.slug, motif: reason },
  }));
}

export async function resumeAssociation(db: Database, operator: string, slug: string | undefined) {
  return changeStatus(db, operator, slug, 'association.resume', (association) => {
    if (association.deletionDueAt)
      throw new OperatorError(
        `L’association ${association.slug} doit être supprimée le ${association.deletionDueAt.toISOString()} : annulez d’abord la suppression (cancel-delete).`,
      );
    return {
      set: { statut: 'active', motifSuspension: null },
      details: { statutAvant: association.statut, motifAvant: association.motifSuspension },
      answer: { id: association.id, slug: association.slug },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Export

export interface ExportResult {
  file: Buffer;
  sha256: string;
  association: { id: number; slug: string; nom: string };
  snapshotAt: string;
  totals: ArchiveTotals;
}

async function selectAssociationRows(tx: Executor, table: PgTable, associationId: number) {
  return (await tx
    .select()
    .from(table)
    .where(eq(associationColumn(table), associationId))) as Record<string, unknown>[];
}

/**
 * One association in one repeatable-read snapshot: a server writing meanwhile cannot leave a
 * child row without its parent, and the totals describe exactly the rows written.
 */
export async function exportAssociation(
  db: Database,
  operator: string,
  slug: string | undefined,
  options: { target?: string } = {},
): Promise<ExportResult> {
  return asService(async () => {
    const archive = await db.transaction(
      async (tx) => {
        const association = await associationOrFail(tx, slug);
        const [{ at }] = rowsOf<{ at: string | Date }>(await tx.execute(sql`select now() as at`)) as [
          { at: string | Date },
        ];
        const tables: Record<string, EncodedRow[]> = {};
        for (const table of exportedTables())
          tables[getTableName(table)] = (await selectAssociationRows(tx, table, association.id)).map(encode);
        const personIds = [...new Set((tables.membres ?? []).map((m) => Number(m.personId)))];
        const personnes = personIds.length
          ? (await tx.select().from(persons).where(inArray(persons.id, personIds))).map((p) =>
              encode(p as Record<string, unknown>),
            )
          : [];
        const result: AssociationArchive = {
          format: ASSOCIATION_EXPORT_FORMAT,
          createdAt: new Date().toISOString(),
          snapshotAt: new Date(at).toISOString(),
          association: {
            id: association.id,
            slug: association.slug,
            nom: association.nom,
            ville: association.ville,
            quartier: association.quartier,
          },
          tables,
          personnes,
          totals: totalsOfRows(tables),
        };
        return result;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const file = gzipSync(JSON.stringify(archive));
    const sha256 = createHash('sha256').update(file).digest('hex');
    await writeJournal(db, {
      operator,
      action: 'association.export',
      association: archive.association,
      details: {
        snapshotAt: archive.snapshotAt,
        fichier: options.target ?? null,
        sha256,
        octets: file.length,
        totaux: archive.totals,
      },
    });
    return {
      file,
      sha256,
      association: { id: archive.association.id, slug: archive.association.slug, nom: archive.association.nom },
      snapshotAt: archive.snapshotAt,
      totals: archive.totals,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Import

export interface ImportResult {
  association: { id: number; slug: string; nom: string };
  source: { id: number; slug: string; format: string };
  personnes: { nouvelles: number; existantes: number };
  totals: ArchiveTotals;
}

const ROWS_PER_INSERT = 200;

/**
 * An export (or a single-association backup) into this service, in ONE transaction: a new
 * association, its rows under the new id with their own ids kept (every key leads with
 * association_id, so they cannot meet another association's), persons matched by phone, the
 * sequences advanced past the imported ids, then every total read back and compared with the
 * file's: any difference rolls everything back.
 */
export async function importAssociation(
  db: Database,
  operator: string,
  file: Buffer,
  options: { slug?: string; source?: string } = {},
): Promise<ImportResult> {
  let archive: AssociationArchive;
  try {
    archive = readArchive(file);
  } catch (error) {
    if (error instanceof ArchiveError) throw new OperatorError(error.message);
    throw error;
  }
  const slug = options.slug ?? archive.association.slug;
  if (!SLUG_PATTERN.test(slug))
    throw new OperatorError(
      `Adresse invalide : ${slug} (2 à 40 caractères : minuscules, chiffres et tirets, ni au début ni à la fin).`,
    );
  return asService(() =>
    db.transaction(async (tx) => {
      if (await findAssociation(tx, slug))
        throw new OperatorError(
          `L’association ${slug} existe déjà sur ce service : rien n’a été importé. Choisissez une autre adresse avec --slug.`,
        );
      const [created] = await tx
        .insert(associations)
        .values({
          slug,
          nom: archive.association.nom,
          ville: archive.association.ville,
          quartier: archive.association.quartier,
        })
        .returning();
      const associationId = created!.id;

      // Persons by phone: one who is already here keeps their own password and id.
      const personIdMap = new Map<number, number>();
      let nouvelles = 0;
      let existantes = 0;
      for (const encoded of archive.personnes) {
        const person = decode(persons, encoded) as typeof persons.$inferSelect;
        const [existing] = await tx
          .select({ id: persons.id })
          .from(persons)
          .where(eq(persons.telephone, person.telephone));
        if (existing) {
          personIdMap.set(person.id, existing.id);
          existantes++;
          continue;
        }
        const [inserted] = await tx
          .insert(persons)
          .values({
            telephone: person.telephone,
            passwordHash: person.passwordHash,
            // Their language goes with them (issue 25); an archive from before 0019 has none.
            langue: person.langue ?? 'fr',
            lastAssociationId: associationId,
            createdAt: person.createdAt,
          })
          .returning({ id: persons.id });
        personIdMap.set(person.id, inserted!.id);
        nouvelles++;
      }

      for (const table of exportedTables()) {
        const name = getTableName(table);
        if (name === 'totaux_mensuels') continue; // Rebuilt by the transactions' trigger, checked below.
        const rows = (archive.tables[name] ?? []).map((encoded) => {
          const row = decode(table, encoded);
          row.associationId = associationId;
          if (name === 'membres') {
            const personId = personIdMap.get(Number(row.personId));
            if (personId === undefined)
              throw new OperatorError(`Export incomplet : la personne du membre n°${String(row.id)} manque.`);
            row.personId = personId;
          }
          // Messages waiting in the old service are not sent a second time from this one.
          if (name === 'sms_outbox' && row.status === 'pending') {
            row.status = 'failed';
            row.lockedUntil = null;
            row.lastError = 'Non envoyé : association importée d’un autre service.';
          }
          return row;
        });
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
          await tx.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT) as never);
        if ('id' in getTableColumns(table) && rows.length)
          await advanceSequence(tx, name, Math.max(...rows.map((r) => Number(r.id))));
      }

      const found: Record<string, EncodedRow[]> = {};
      for (const table of exportedTables())
        found[getTableName(table)] = await selectAssociationRows(tx, table, associationId);
      const foundTotals = totalsOfRows(found);
      const differences = totalsDifferences(archive.totals, foundTotals);
      if (differences.length)
        throw new OperatorError(`Vérification échouée, rien n’a été importé :\n  ${differences.join('\n  ')}`);
      await writeJournal(tx, {
        operator,
        action: 'association.import',
        association: { id: associationId, slug },
        details: {
          source: { id: archive.association.id, slug: archive.association.slug, snapshotAt: archive.snapshotAt },
          fichier: options.source ?? null,
          sha256: createHash('sha256').update(file).digest('hex'),
          personnes: { nouvelles, existantes },
          totaux: foundTotals,
        },
      });
      return {
        association: { id: associationId, slug, nom: created!.nom },
        source: { id: archive.association.id, slug: archive.association.slug, format: archive.format },
        personnes: { nouvelles, existantes },
        totals: foundTotals,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Delete (after an export), cancel, purge

/**
 * An association is deleted only when an export holds it as it is now: the latest export is
 * less than a day old, no audited change happened after its snapshot, and every table still
 * has the rows it had (a change committed just after the snapshot moves a count).
 */
async function exportProblem(tx: Executor, association: AssociationRecord, now: Date): Promise<string | null> {
  const entry = await latestJournalEntry(tx, association.id, 'association.export');
  const again = `exportez-la (npm run cli -- export --association ${association.slug} --out FICHIER), puis recommencez`;
  if (!entry) return `Aucun export de ${association.slug} : ${again}.`;
  const details = entry.details as { snapshotAt?: string; totaux?: ArchiveTotals };
  const snapshotAt = new Date(details.snapshotAt ?? entry.at);
  if (now.getTime() - snapshotAt.getTime() > EXPORT_VALID_FOR_MS)
    return `Le dernier export de ${association.slug} date du ${snapshotAt.toISOString()}, plus de 24 h : ${again}.`;
  const [last] = await tx
    .select({ at: sql<string | null>`max(${auditLog.createdAt})` })
    .from(auditLog)
    .where(eq(auditLog.associationId, association.id));
  const counts = await countRows(tx, association.id);
  const changed =
    (last?.at && new Date(last.at).getTime() > snapshotAt.getTime()) ||
    Object.entries(counts).some(([table, n]) => (details.totaux?.lignes[table] ?? 0) !== n);
  if (changed)
    return `${association.slug} a changé depuis son dernier export (${snapshotAt.toISOString()}) : ${again}.`;
  return null;
}

export async function scheduleDeletion(
  db: Database,
  operator: string,
  slug: string | undefined,
  graceDays: number,
  now = new Date(),
) {
  if (!Number.isInteger(graceDays) || graceDays < 0 || graceDays > 365)
    throw new OperatorError('--grace-days doit être un nombre entier de jours entre 0 et 365.');
  return asService(() =>
    db.transaction(async (tx) => {
      const association = await associationOrFail(tx, slug);
      if (association.deletionDueAt)
        throw new OperatorError(
          `${association.slug} est déjà à supprimer le ${association.deletionDueAt.toISOString()} (cancel-delete pour annuler).`,
        );
      const problem = await exportProblem(tx, association, now);
      if (problem) throw new OperatorError(`Suppression refusée : ${problem}`);
      const dueAt = new Date(now.getTime() + graceDays * 86_400_000);
      await tx
        .update(associations)
        .set({
          statut: 'suspendue',
          motifSuspension: association.motifSuspension ?? 'L’association va être supprimée du service',
          deletionDueAt: dueAt,
        })
        .where(eq(associations.id, association.id));
      await writeJournal(tx, {
        operator,
        action: 'association.delete',
        association: named(association),
        details: { suppressionPrevueLe: dueAt.toISOString(), delaiJours: graceDays },
      });
      return { id: association.id, slug: association.slug, suppressionPrevueLe: dueAt.toISOString() };
    }),
  );
}

export async function cancelDeletion(db: Database, operator: string, slug: string | undefined) {
  return asService(() =>
    db.transaction(async (tx) => {
      const association = await associationOrFail(tx, slug);
      if (!association.deletionDueAt) throw new OperatorError(`${association.slug} n’est pas à supprimer.`);
      await tx.update(associations).set({ deletionDueAt: null }).where(eq(associations.id, association.id));
      await writeJournal(tx, {
        operator,
        action: 'association.cancel_delete',
        association: named(association),
        details: { suppressionPrevueLe: association.deletionDueAt.toISOString() },
      });
      // Still suspended: the operator resumes it explicitly, once the members may come back.
      return { id: association.id, slug: association.slug, statut: association.statut };
    }),
  );
}

export interface PurgeResult {
  id: number;
  slug: string;
  lignes: Record<string, number>;
  personnes: number;
}

/**
 * Deletes every association whose deletion date has passed, each in its own transaction that
 * names it to the money guards (migration 0013: the one exception, and only for that
 * association's rows). Persons who belonged nowhere else go too; the operator journal stays.
 */
export function purgeDue(db: Database, operator: string): Promise<PurgeResult[]> {
  return asService(async () => {
    const due = await db
      .select()
      .from(associations)
      .where(lte(associations.deletionDueAt, sql`now()`))
      .orderBy(associations.id);
    const results: PurgeResult[] = [];
    for (const association of due) results.push(await purgeOne(db, operator, association.id));
    return results;
  });
}

async function purgeOne(db: Database, operator: string, associationId: number): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const [association] = await tx
      .select()
      .from(associations)
      .where(and(eq(associations.id, associationId), lte(associations.deletionDueAt, sql`now()`)))
      .for('update');
    if (!association) throw new OperatorError(`L’association n°${associationId} n’est plus à supprimer.`);
    await tx.execute(sql`select set_config('quartier.purge_association', ${String(associationId)}, true)`);
    const personIds = (
      await tx.select({ id: members.personId }).from(members).where(eq(members.associationId, associationId))
    ).map((m) => m.id);
    const lignes: Record<string, number> = {};
    for (const table of [...associationTables()].reverse()) {
      const deleted = await tx
        .delete(table)
        .where(eq(associationColumn(table), associationId))
        .returning({ one: sql`1` });
      lignes[getTableName(table)] = deleted.length;
    }
    await tx.update(persons).set({ lastAssociationId: null }).where(eq(persons.lastAssociationId, associationId));
    let personnes = 0;
    if (personIds.length) {
      const gone = await tx
        .delete(persons)
        .where(
          and(
            inArray(persons.id, personIds),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(members)
                .where(eq(members.personId, persons.id)),
            ),
          ),
        )
        .returning({ id: persons.id });
      personnes = gone.length;
    }
    await tx.delete(associations).where(eq(associations.id, associationId));
    await writeJournal(tx, {
      operator,
      action: 'association.purge',
      association: named(association),
      details: { lignes, personnes, suppressionPrevueLe: association.deletionDueAt?.toISOString() ?? null },
    });
    return { id: association.id, slug: association.slug, lignes, personnes };
  });
}

// ---------------------------------------------------------------------------------------------
// Creation of associations: mode and invitation codes

export async function setCreationMode(db: Database, operator: string, mode: string | undefined) {
  if (mode !== 'ouverte' && mode !== 'invitation')
    throw new OperatorError('Mode de création : « ouverte » (tout le monde) ou « invitation » (code d’invitation).');
  return asService(() =>
    db.transaction(async (tx) => {
      await writeCreationMode(tx, mode as CreationMode);
      await writeJournal(tx, { operator, action: 'service.creation_mode', details: { mode } });
      return { mode };
    }),
  );
}

/** Letters and digits that cannot be misread on a phone (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInvitationCodeText(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

export async function createInvitation(
  db: Database,
  operator: string,
  options: { note?: string; expireDays?: number } = {},
  now = new Date(),
) {
  const note = options.note?.trim() || null;
  if (note && note.length > 200) throw new OperatorError('La note dépasse 200 caractères.');
  const days = options.expireDays;
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 365))
    throw new OperatorError('--expire-days doit être un nombre entier de jours entre 1 et 365.');
  const code = newInvitationCodeText();
  const expiresAt = days === undefined ? null : new Date(now.getTime() + days * 86_400_000);
  return asService(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invitationCodes)
        .values({ codeHash: hashInvitationCode(code), note, expiresAt })
        .returning({ id: invitationCodes.id });
      // The code itself is never stored nor journaled: only its holder can use it.
      await writeJournal(tx, {
        operator,
        action: 'service.invitation',
        details: { id: row!.id, note, expireLe: expiresAt?.toISOString() ?? null },
      });
      return { id: row!.id, code, note, expireLe: expiresAt?.toISOString() ?? null };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Bureau

export const APPOINTABLE_OFFICES = ['president', 'secretaire'] as const;
export type AppointableOffice = (typeof APPOINTABLE_OFFICES)[number];

/**
 * Names an active member Président or Secrétaire when nobody active holds the office, so that
 * nobody inside the association can validate the change (an office change needs the other
 * officer: bureau/office-changes.ts). With an active holder the handover stays inside the
 * association, between its two officers: the operator never overrides them.
 */
export async function appointOfficer(
  db: Database,
  operator: string,
  slug: string | undefined,
  telephone: string | undefined,
  office: string | undefined,
) {
  if (!APPOINTABLE_OFFICES.includes(office as AppointableOffice))
    throw new OperatorError('Indiquez la fonction : --role president ou --role secretaire.');
  const phone = telephone ? normalizePhone(telephone) : null;
  if (!phone) throw new OperatorError('Indiquez le numéro du membre : --telephone 6XXXXXXXX.');
  const roleCode = office as AppointableOffice;
  return asService(() =>
    db.transaction(async (tx) => {
      const association = await associationOrFail(tx, slug);
      const result = await withAssociation(association.id, async () => {
        const member = await memberRepo.findMemberByPhone(tx, phone);
        if (!member) throw new OperatorError(`Aucun membre de ${association.slug} n’a le numéro ${phone}.`);
        if (member.statut !== 'Actif')
          throw new OperatorError(
            `${member.prenom} ${member.nom} est « ${member.statut} » : seul un membre actif peut être nommé.`,
          );
        if (member.roleCode === roleCode)
          throw new OperatorError(`${member.prenom} ${member.nom} est déjà ${ROLE_NAMES[roleCode]}.`);
        const active = await activeHolders(tx, roleCode);
        if (active.length > 0)
          throw new OperatorError(
            `L’association a un ${ROLE_NAMES[roleCode]} actif : la passation se fait dans l’application, validée par l’autre responsable du bureau.`,
          );
        const role = await memberRepo.findRoleByCode(tx, roleCode);
        const membre = await memberRepo.findRoleByCode(tx, 'membre');
        if (!role || !membre) throw new Error('rôles absents des données de référence');
        const now = new Date();
        // A holder who is not active (suspended, waiting, inactive) gives the office back.
        const holder = await memberRepo.findRoleHolder(tx, role.id);
        // A role's rights start with a new session; the operator's change is audited under her name.
        const setRole = async (memberId: number, from: number, to: number, after: Record<string, unknown> = {}) => {
          await memberRepo.updateMember(tx, memberId, { roleId: to }, now);
          await revokeMemberSessions(tx, memberId, now);
          await audit(tx, {
            actorId: null,
            action: 'membre.update',
            entity: 'membre',
            entityId: memberId,
            before: { roleId: from },
            after: { roleId: to, ...after, operateur: operator },
          });
        };
        if (holder && holder.id !== member.id) await setRole(holder.id, role.id, membre.id, { remplacePar: member.id });
        await setRole(member.id, member.roleId, role.id);
        return {
          membre: { id: member.id, nom: member.nom, prenom: member.prenom },
          role: roleCode,
          remplace:
            holder && holder.id !== member.id ? { id: holder.id, nom: holder.nom, prenom: holder.prenom } : null,
        };
      });
      await writeJournal(tx, {
        operator,
        action: 'bureau.nomination',
        association: named(association),
        details: { membreId: result.membre.id, role: roleCode, remplace: result.remplace?.id ?? null },
      });
      return { association: named(association), ...result };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Journal

export function operatorJournal(db: Database, slug?: string) {
  return asService(async () => {
    let association: { id: number; slug: string } | undefined;
    if (slug) {
      const found = await findAssociation(db, slug);
      // A purged association is no longer in the table: its entries still name its slug.
      association = found ? named(found) : { id: -1, slug };
    }
    const entries = await readJournal(db, association);
    return entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      operateur: e.operator,
      action: e.action,
      association: e.associationSlug,
      associationId: e.targetAssociationId,
      details: e.details as Record<string, unknown>,
    }));
  });
}

/** A refused key is journaled when the database can be reached: who tried is part of the story. */
export function journalRefusedKey(db: Database, command: string, reason: string) {
  return asService(() =>
    writeJournal(db, {
      operator: '(clé refusée)',
      action: 'operateur.refuse',
      details: { commande: command, raison: reason },
    }),
  );
}
