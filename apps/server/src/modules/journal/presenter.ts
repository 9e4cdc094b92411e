import {
  CAISSE_NAMES,
  FRENCH_MONTHS,
  WITHDRAWAL_STATUS_WORDS,
  formatXaf,
  type CaisseId,
  type JournalChange,
  type JournalEntry,
  type JournalKind,
} from '@quartier/shared';
import type { JournalRow } from './repository.js';

/**
 * The one home of the journal's wording (ADR 0020): each recorded action in plain French, and
 * its before and after field by field. Entries keep what was written at the time (audit_log's
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

function caisseName(id: unknown): string | null {
  const n = num(typeof id === 'string' ? Number(id) : id);
  return n !== null && n in CAISSE_NAMES ? CAISSE_NAMES[n as CaisseId] : null;
}

function monthLabel(mois: unknown, annee: unknown): string {
  const m = num(mois);
  const y = num(annee);
  const name = m !== null && m >= 1 && m <= 12 ? FRENCH_MONTHS[m - 1] : null;
  return [name, y].filter((part) => part !== null).join(' ') || 'mois inconnu';
}

const STATUS_WORDS: Record<string, string> = { ...WITHDRAWAL_STATUS_WORDS, Expiree: 'Expirée' };
const statusWord = (value: unknown) => (typeof value === 'string' ? (STATUS_WORDS[value] ?? value) : null);

export interface PresentContext {
  roleNames: Map<number, string>;
  /** For payments: the member's total for the month before and after (repository.monthTotalsAround). */
  monthTotals: Map<number, { avant: number; apres: number }>;
}

/** How each field of a before/after reads; a field missing here is technical and not shown. */
const FIELDS: Record<string, { label: string; show: (value: unknown, ctx: PresentContext) => string | null }> = {
  nom: { label: 'Nom', show: str },
  prenom: { label: 'Prénom', show: str },
  telephone: { label: 'Téléphone', show: str },
  bloc: { label: 'Bloc', show: str },
  sexe: { label: 'Sexe', show: (v) => (v === 'F' ? 'Femme' : v === 'M' ? 'Homme' : null) },
  roleId: { label: 'Rôle', show: (v, ctx) => (num(v) !== null ? (ctx.roleNames.get(num(v)!) ?? `n°${v}`) : null) },
  role: { label: 'Rôle', show: str },
  statut: { label: 'Statut', show: statusWord },
  caisses: {
    label: 'Caisses souscrites',
    show: (v) =>
      Array.isArray(v)
        ? v
            .map((id) => caisseName(id))
            .filter(Boolean)
            .join(', ') || 'aucune'
        : null,
  },
  type: { label: 'Type', show: str },
  libelle: { label: 'Libellé', show: str },
  montant: { label: 'Montant', show: (v) => (num(v) !== null ? formatXaf(num(v)!) : null) },
  transport: { label: 'Transport', show: (v) => (num(v) !== null ? formatXaf(num(v)!) : null) },
  part: { label: 'Part par personne', show: (v) => (num(v) !== null ? formatXaf(num(v)!) : null) },
  nbrPersonnes: { label: 'Personnes', show: (v) => (num(v) !== null ? String(v) : null) },
  delaiRecouvrement: { label: 'Délai de recouvrement', show: str },
  motifRefus: { label: 'Motif du refus', show: str },
  presentation: { label: 'Présentation', show: str },
  contactTelephone: { label: 'Téléphone de contact', show: str },
  whatsapp: { label: 'WhatsApp', show: str },
  montantMensuel: { label: 'Cotisation mensuelle', show: (v) => (num(v) !== null ? formatXaf(num(v)!) : null) },
  objectifSolidarite: {
    label: 'Objectif du fonds de solidarité',
    show: (v) => (num(v) !== null ? formatXaf(num(v)!) : null),
  },
  langueDefaut: {
    label: 'Langue des nouveaux membres',
    show: (v) => (v === 'en' ? 'anglais' : v === 'fr' ? 'français' : null),
  },
};

/**
 * Field by field: the fields either side recorded, in the order above, those that changed (a
 * creation shows what was set, with nothing before).
 */
function fieldChanges(before: Json, after: Json, ctx: PresentContext): JournalChange[] {
  const changes: JournalChange[] = [];
  for (const [key, field] of Object.entries(FIELDS)) {
    if (!(key in before) && !(key in after)) continue;
    const avant = key in before ? field.show(before[key], ctx) : null;
    const apres = key in after ? field.show(after[key], ctx) : key in before ? avant : null;
    if (avant === apres) continue;
    changes.push({ champ: field.label, avant, apres });
  }
  return changes;
}

const personName = (prenom: string | null, nom: string | null) => [prenom, nom].filter(Boolean).join(' ');

interface Wording {
  resume: string;
  changements: JournalChange[];
}

function word(row: JournalRow, ctx: PresentContext): Wording {
  const before = asObject(row.before);
  const after = asObject(row.after);
  const who = row.memberId !== null ? personName(row.memberPrenom, row.memberNom) || `membre n°${row.memberId}` : null;
  const caisse = caisseName(row.caisseId ?? after.cotisation ?? after.caisseId ?? before.caisse);
  const inCaisse = caisse ? ` (${caisse})` : '';
  const entity = row.entityId ? ` n°${row.entityId}` : '';
  switch (row.action) {
    case 'transaction.create': {
      const montant = num(after.montant) ?? 0;
      const month = monthLabel(after.moisNumero, after.annee);
      const totals = ctx.monthTotals.get(Number(row.entityId));
      return {
        resume: `Cotisation de ${formatXaf(montant)} pour ${month}${inCaisse} enregistrée pour ${who ?? 'un membre'}`,
        changements: totals
          ? [{ champ: `Total versé pour ${month}`, avant: formatXaf(totals.avant), apres: formatXaf(totals.apres) }]
          : [{ champ: 'Montant', avant: null, apres: formatXaf(montant) }],
      };
    }
    case 'transaction.correct': {
      const month = monthLabel(before.mois, before.annee);
      const avant = num(before.total);
      const apres = num(after.total);
      return {
        resume: `Cotisation de ${who ?? 'un membre'} pour ${month}${inCaisse} corrigée${after.demande ? ` (demande de modification n°${after.demande})` : ''}`,
        changements: [
          {
            champ: `Total versé pour ${month}`,
            avant: avant !== null ? formatXaf(avant) : null,
            apres: apres !== null ? formatXaf(apres) : null,
          },
        ],
      };
    }
    case 'sortie.create': {
      const montant = num(after.montant);
      return {
        resume: `Demande de sortie « ${str(after.libelle) ?? ''} »${montant !== null ? ` de ${formatXaf(montant)}` : ''}${inCaisse} déposée${who ? ` au bénéfice de ${who}` : ''}`,
        changements: fieldChanges({ statut: null }, after, ctx),
      };
    }
    case 'sortie.validate':
    case 'sortie.reject':
      return {
        resume: `Demande de sortie${entity}${inCaisse} ${row.action === 'sortie.validate' ? 'validée' : 'rejetée'}`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'sortie.update':
      return {
        resume: `Sortie${entity}${inCaisse} modifiée${after.demande ? ` (demande de modification n°${after.demande})` : ''}`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'demande.create': {
      const target =
        after.type === 'entree'
          ? `la cotisation de ${who ?? 'un membre'} pour ${monthLabel(after.mois, after.annee)}`
          : `la sortie n°${after.targetId ?? '?'}`;
      return {
        resume: `Demande de modification de ${target}${inCaisse} déposée : « ${str(after.libelle) ?? ''} »`,
        changements: fieldChanges({ statut: null }, { statut: after.statut ?? 'En cours' }, ctx),
      };
    }
    case 'demande.validate':
    case 'demande.reject':
      return {
        resume:
          row.action === 'demande.validate'
            ? `Demande de modification${entity}${inCaisse} validée : 30 minutes pour modifier`
            : `Demande de modification${entity}${inCaisse} rejetée`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'membre.register':
      return {
        resume: `Inscription de ${personName(str(after.prenom), str(after.nom)) || who || 'un membre'}`,
        changements: fieldChanges({}, after, ctx),
      };
    case 'membre.update':
      return {
        resume: `Fiche de ${who ?? 'un membre'} modifiée${after.demandeBureau ? ` (changement du bureau n°${after.demandeBureau})` : ''}`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'membre.status':
      return {
        resume: `Statut de ${who ?? 'un membre'} changé${after.demandeBureau ? ` (changement du bureau n°${after.demandeBureau})` : ''}`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'membre.subscription': {
      const name = caisseName(after.caisse) ?? 'une caisse';
      return {
        resume: `Souscription de ${who ?? 'un membre'} à « ${name} » ${after.statut === 'Actif' ? 'activée' : 'désactivée'}`,
        changements: [
          { champ: `Souscription ${name}`, avant: statusWord(before.statut), apres: statusWord(after.statut) },
        ],
      };
    }
    case 'membre.confirm':
      return { resume: `${who ?? 'Un membre'} a confirmé son compte`, changements: fieldChanges(before, after, ctx) };
    case 'membre.password_reset':
      return {
        resume: `${who ?? 'Un membre'} a choisi un nouveau mot de passe (code reçu par SMS)`,
        changements: [],
      };
    case 'membre.create_cli':
      return {
        resume: `Membre ${who ?? ''} créé par l’administrateur du serveur`.replace(/\s+/g, ' '),
        changements: fieldChanges({}, after, ctx),
      };
    case 'bureau.create':
      return {
        resume: `Changement du bureau demandé pour ${who ?? 'un membre'}${entity ? ` (demande${entity})` : ''}`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'bureau.validate':
    case 'bureau.reject':
      return {
        resume: `Changement du bureau${entity}${who ? ` pour ${who}` : ''} ${row.action === 'bureau.validate' ? 'validé et appliqué' : 'rejeté'}`,
        changements: fieldChanges(before, after, ctx),
      };
    case 'association.create':
      return {
        resume: `Association « ${str(after.nom) ?? ''} » créée`,
        changements: fieldChanges({}, { nom: after.nom }, ctx),
      };
    case 'association.settings':
      return { resume: 'Réglages de l’association modifiés', changements: fieldChanges(before, after, ctx) };
    default:
      return { resume: `Écriture « ${row.action} »`, changements: [] };
  }
}

export function presentEntry(row: JournalRow, ctx: PresentContext): JournalEntry {
  const wording = word(row, ctx);
  const caisse = row.caisseId !== null ? caisseName(row.caisseId) : null;
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    type: KIND_OF.get(row.action) ?? 'membre',
    resume: wording.resume,
    auteur:
      row.actorId !== null
        ? { id: row.actorId, nom: row.actorNom ?? '', prenom: row.actorPrenom ?? '', role: row.actorRole ?? '' }
        : null,
    membre:
      row.memberId !== null ? { id: row.memberId, nom: row.memberNom ?? '', prenom: row.memberPrenom ?? '' } : null,
    caisse: caisse && row.caisseId !== null ? { id: row.caisseId, nom: caisse } : null,
    changements: wording.changements,
  };
}

/** A change as one line of text: « Statut : En cours → Validée » (the Excel export). */
export function changeLine(change: JournalChange): string {
  return `${change.champ} : ${change.avant ?? '—'} → ${change.apres ?? '—'}`;
}
