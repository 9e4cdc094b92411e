import {
  formatXaf,
  monthName,
  type CaisseId,
  type JournalChange,
  type JournalEntry,
  type JournalKind,
  type Langue,
  withdrawalTypeName,
} from '@quartier/shared';
import { COMMON_WORDS, roleNameFromStored } from '../../lib/words.js';
import type { JournalRow } from './repository.js';
import { JOURNAL_WORDS, type JournalWords } from './words.js';

/**
 * The one home of the journal's wording (ADR 0020): each recorded action in plain words (French,
 * or the reader's English: the words are in words.ts), and its before and after field by field. Entries keep what was written at the time (audit_log's
 * JSON); this file reads every shape the services have written, old ones included.
 */

/** The recorded actions the journal shows, by kind. Logins, codes and reminders are not in it. */
export const JOURNAL_ACTIONS: Record<JournalKind, readonly string[]> = {
  cotisation: ['transaction.create'],
  correction: ['transaction.correct'],
  sortie: ['sortie.create', 'sortie.validate', 'sortie.reject', 'sortie.update'],
  demande: ['demande.create', 'demande.validate', 'demande.reject'],
  membre: [
    'membre.register',
    'membre.update',
    'membre.status',
    'membre.subscription',
    'membre.confirm',
    'membre.password_reset',
    'membre.create_cli',
  ],
  bureau: ['bureau.create', 'bureau.validate', 'bureau.reject'],
  association: ['association.create', 'association.settings'],
};

const KIND_OF = new Map<string, JournalKind>(
  Object.entries(JOURNAL_ACTIONS).flatMap(([kind, actions]) => actions.map((a) => [a, kind as JournalKind])),
);

export function actionsOf(kind: JournalKind | undefined): readonly string[] {
  return kind ? JOURNAL_ACTIONS[kind] : [...KIND_OF.keys()];
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function caisseName(id: unknown, langue: Langue): string | null {
  const n = num(typeof id === 'string' ? Number(id) : id);
  const funds = COMMON_WORDS[langue].funds;
  return n !== null && n in funds ? funds[n as CaisseId] : null;
}

function monthLabel(mois: unknown, annee: unknown, langue: Langue): string {
  const m = num(mois);
  const y = num(annee);
  const name = m !== null && m >= 1 && m <= 12 ? monthName(m, langue) : null;
  return [name, y].filter((part) => part !== null).join(' ') || JOURNAL_WORDS[langue].unknownMonth;
}

const statusWord = (value: unknown, langue: Langue) =>
  typeof value === 'string' ? (JOURNAL_WORDS[langue].statuses[value] ?? value) : null;

export interface PresentContext {
  roleNames: Map<number, string>;
  /** For payments: the member's total for the month before and after (repository.monthTotalsAround). */
  monthTotals: Map<number, { avant: number; apres: number }>;
  /** The reader's language (issue 25): the sentences, field names and values are worded in it. */
  langue: Langue;
}

/** What wording a field needs: the roles' stored names and the reader's language. */
export type FieldContext = Pick<PresentContext, 'roleNames' | 'langue'>;

const money = (v: unknown, ctx: FieldContext) => (num(v) !== null ? formatXaf(num(v)!, ctx.langue) : null);

/** How each field of a before/after reads (its name in JOURNAL_WORDS); a field missing here is technical and not shown. */
const FIELDS: Record<
  string,
  { label: keyof JournalWords['fields']; show: (value: unknown, ctx: FieldContext) => string | null }
> = {
  nom: { label: 'nom', show: str },
  prenom: { label: 'prenom', show: str },
  telephone: { label: 'telephone', show: str },
  bloc: { label: 'bloc', show: str },
  sexe: { label: 'sexe', show: (v, ctx) => (v === 'F' || v === 'M' ? JOURNAL_WORDS[ctx.langue].sexe[v] : null) },
  roleId: {
    label: 'role',
    show: (v, ctx) => {
      if (num(v) === null) return null;
      const stored = ctx.roleNames.get(num(v)!);
      return stored !== undefined ? roleWord(stored, ctx.langue) : `n°${v}`;
    },
  },
  role: { label: 'role', show: (v, ctx) => (str(v) !== null ? roleWord(str(v)!, ctx.langue) : null) },
  statut: { label: 'statut', show: (v, ctx) => statusWord(v, ctx.langue) },
  caisses: {
    label: 'caisses',
    show: (v, ctx) =>
      Array.isArray(v)
        ? v
            .map((id) => caisseName(id, ctx.langue))
            .filter(Boolean)
            .join(', ') || JOURNAL_WORDS[ctx.langue].none
        : null,
  },
  type: { label: 'type', show: (v, ctx) => (str(v) !== null ? withdrawalTypeName(null, str(v)!, ctx.langue) : null) },
  libelle: { label: 'libelle', show: str },
  montant: { label: 'montant', show: money },
  transport: { label: 'transport', show: money },
  part: { label: 'part', show: money },
  nbrPersonnes: { label: 'nbrPersonnes', show: (v) => (num(v) !== null ? String(v) : null) },
  delaiRecouvrement: { label: 'delaiRecouvrement', show: str },
  motifRefus: { label: 'motifRefus', show: str },
  presentation: { label: 'presentation', show: str },
  contactTelephone: { label: 'contactTelephone', show: str },
  whatsapp: { label: 'whatsapp', show: str },
  montantMensuel: { label: 'montantMensuel', show: money },
  objectifSolidarite: { label: 'objectifSolidarite', show: money },
  langueDefaut: {
    label: 'langueDefaut',
    show: (v, ctx) => (v === 'en' || v === 'fr' ? JOURNAL_WORDS[ctx.langue].languages[v] : null),
  },
};

/** A role's name as stored (French) in French; its English name in English. */
const roleWord = (stored: string, langue: Langue) => (langue === 'fr' ? stored : roleNameFromStored(langue, stored));

/**
 * Field by field: the fields either side recorded, in the order above, those that changed (a
 * creation shows what was set, with nothing before). Also how a pending change to the officers
 * reads (bureau/service.ts), so both say a change the same way.
 */
export function fieldChanges(before: Json, after: Json, ctx: FieldContext): JournalChange[] {
  const changes: JournalChange[] = [];
  for (const [key, field] of Object.entries(FIELDS)) {
    if (!(key in before) && !(key in after)) continue;
    const avant = key in before ? field.show(before[key], ctx) : null;
    const apres = key in after ? field.show(after[key], ctx) : key in before ? avant : null;
    if (avant === apres) continue;
    changes.push({ champ: JOURNAL_WORDS[ctx.langue].fields[field.label], avant, apres });
  }
  return changes;
}

const personName = (prenom: string | null, nom: string | null) => [prenom, nom].filter(Boolean).join(' ');

interface Wording {
  resume: string;
  changements: JournalChange[];
}

/** A number recorded in the JSON as it reads in a sentence (null when absent). */
const idOf = (value: unknown): string | null => (value ? String(value) : null);

function word(row: JournalRow, ctx: PresentContext): Wording {
  const { langue } = ctx;
  const w = JOURNAL_WORDS[langue];
  const before = asObject(row.before);
  const after = asObject(row.after);
  const who =
    row.memberId !== null ? personName(row.memberPrenom, row.memberNom) || w.memberNo(String(row.memberId)) : null;
  const caisse = caisseName(row.caisseId ?? after.cotisation ?? after.caisseId ?? before.caisse, langue);
  const inCaisse = caisse ? ` (${caisse})` : '';
  const entity = row.entityId ? w.no(row.entityId) : '';
  switch (row.action) {
    case 'transaction.create': {
      const montant = num(after.montant) ?? 0;
      const month = monthLabel(after.moisNumero, after.annee, langue);
      const totals = ctx.monthTotals.get(Number(row.entityId));
      return {
        resume: w.paymentRecorded(formatXaf(montant, langue), month, inCaisse, who ?? w.aMember),
        changements: totals
          ? [
              {
                champ: w.totalPaidFor(month),
                avant: formatXaf(totals.avant, langue),
                apres: formatXaf(totals.apres, langue),
              },
            ]
          : [{ champ: w.fields.montant, avant: null, apres: formatXaf(montant, langue) }],
      };
    }
    case 'transaction.correct': {
      const month = monthLabel(before.mois, before.annee, langue);
      const avant = num(before.total);
      const apres = num(after.total);
      return {
        resume: w.paymentCorrected(who ?? w.aMember, month, inCaisse, w.byRequest(idOf(after.demande))),
        changements: [
          {
            champ: w.totalPaidFor(month),
            avant: avant !== null ? formatXaf(avant, langue) : null,
            apres: apres !== null ? formatXaf(apres, langue) : null,
          },
        ],
      };
    }
    case 'sortie.create': {
      const montant = num(after.montant);
      return {
        resume: w.withdrawalFiled(
          str(after.libelle) ?? '',
          montant !== null ? formatXaf(montant, langue) : null,
          inCaisse,
          who,
        ),
        changements: fieldChanges({ statut: null }, after, ctx),
      };
    }
    case 'sortie.validate':
    case 'sortie.reject':
      return {
        resume: w.withdrawalDecided(entity, inCaisse, row.action === 'sortie.validate'),
        changements: fieldChanges(before, after, ctx),
      };
    case 'sortie.update':
      return {
        resume: w.withdrawalModified(entity, inCaisse, w.byRequest(idOf(after.demande))),
        changements: fieldChanges(before, after, ctx),
      };
    case 'demande.create': {
      const target =
        after.type === 'entree'
          ? w.paymentTarget(who ?? w.aMember, monthLabel(after.mois, after.annee, langue))
          : w.withdrawalTarget(String(after.targetId ?? '?'));
      return {
        resume: w.requestFiled(target, inCaisse, str(after.libelle) ?? ''),
        changements: fieldChanges({ statut: null }, { statut: after.statut ?? 'En cours' }, ctx),
      };
    }
    case 'demande.validate':
    case 'demande.reject':
      return {
        resume:
          row.action === 'demande.validate'
            ? w.requestValidated(entity, inCaisse)
            : w.requestRejected(entity, inCaisse),
        changements: fieldChanges(before, after, ctx),
      };
    case 'membre.register':
      return {
        resume: w.registered(personName(str(after.prenom), str(after.nom)) || who || w.aMember),
        changements: fieldChanges({}, after, ctx),
      };
    case 'membre.update':
      return {
        resume: w.recordModified(who ?? w.aMember, w.byOfficeChange(idOf(after.demandeBureau))),
        changements: fieldChanges(before, after, ctx),
      };
    case 'membre.status':
      return {
        resume: w.statusChanged(who ?? w.aMember, w.byOfficeChange(idOf(after.demandeBureau))),
        changements: fieldChanges(before, after, ctx),
      };
    case 'membre.subscription': {
      const name = caisseName(after.caisse, langue) ?? w.aFund;
      return {
        resume: w.subscription(who ?? w.aMember, name, after.statut === 'Actif'),
        changements: [
          {
            champ: w.subscriptionOf(name),
            avant: statusWord(before.statut, langue),
            apres: statusWord(after.statut, langue),
          },
        ],
      };
    }
    case 'membre.confirm':
      return { resume: w.confirmed(who ?? w.aMemberCap), changements: fieldChanges(before, after, ctx) };
    case 'membre.password_reset':
      return { resume: w.passwordReset(who ?? w.aMemberCap), changements: [] };
    case 'membre.create_cli':
      return { resume: w.createdByCli(who ?? ''), changements: fieldChanges({}, after, ctx) };
    case 'bureau.create':
      return {
        resume: w.officeChangeFiled(who ?? w.aMember, entity),
        changements: fieldChanges(before, after, ctx),
      };
    case 'bureau.validate':
    case 'bureau.reject':
      return {
        resume: w.officeChangeDecided(entity, who, row.action === 'bureau.validate'),
        changements: fieldChanges(before, after, ctx),
      };
    case 'association.create':
      return {
        resume: w.associationCreated(str(after.nom) ?? ''),
        changements: fieldChanges({}, { nom: after.nom }, ctx),
      };
    case 'association.settings':
      return { resume: w.settingsChanged, changements: fieldChanges(before, after, ctx) };
    default:
      return { resume: w.unknownAction(row.action), changements: [] };
  }
}

export function presentEntry(row: JournalRow, ctx: PresentContext): JournalEntry {
  const wording = word(row, ctx);
  const caisse = row.caisseId !== null ? caisseName(row.caisseId, ctx.langue) : null;
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    type: KIND_OF.get(row.action) ?? 'membre',
    resume: wording.resume,
    auteur:
      row.actorId !== null
        ? {
            id: row.actorId,
            nom: row.actorNom ?? '',
            prenom: row.actorPrenom ?? '',
            role: row.actorRole ? roleWord(row.actorRole, ctx.langue) : '',
          }
        : null,
    membre:
      row.memberId !== null ? { id: row.memberId, nom: row.memberNom ?? '', prenom: row.memberPrenom ?? '' } : null,
    caisse: caisse && row.caisseId !== null ? { id: row.caisseId, nom: caisse } : null,
    changements: wording.changements,
  };
}
