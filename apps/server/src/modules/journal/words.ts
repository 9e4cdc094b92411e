import {
  JOURNAL_KIND_LABELS,
  JOURNAL_KIND_LABELS_EN,
  WITHDRAWAL_STATUS_WORDS,
  type JournalKind,
  type Langue,
} from '@quartier/shared';

/**
 * The journal in the reader's language (issue 25): each entry's sentence and field names, worded
 * at read time from what audit_log recorded (presenter.ts), and the Excel export's file and sheet
 * names, headers and kinds. French is the page's wording, unchanged.
 */
const fr = {
  /** « Journal 2026-01-01 au 2026-03-31.xlsx », « Journal 2026-11-27.xlsx ». */
  file: (period: string) => `Journal ${period}.xlsx`,
  period: (du: string | undefined, au: string | undefined) => `${du ?? 'début'} au ${au ?? 'aujourd’hui'}`,
  sheet: 'Journal',
  date: 'Date',
  auteur: 'Auteur',
  type: 'Type',
  membre: 'Membre concerné',
  caisse: 'Caisse',
  resume: 'Écriture',
  changements: 'Avant → après',
  /** The author of what a scheduled job or the administrator's command line wrote. */
  server: 'Le serveur',
  /** A change as one line of a cell: « Statut : En cours → Validée ». */
  changeLine: (champ: string, avant: string, apres: string) => `${champ} : ${avant} → ${apres}`,
  kinds: { ...JOURNAL_KIND_LABELS } as Record<JournalKind, string>,
  /** The entries: who, what, and the fields of their before and after. */
  aMember: 'un membre',
  aMemberCap: 'Un membre',
  aFund: 'une caisse',
  memberNo: (id: string) => `membre n°${id}`,
  /** ' n°12' after a noun (an entity's number). */
  no: (id: string) => ` n°${id}`,
  unknownMonth: 'mois inconnu',
  none: 'aucune',
  sexe: { F: 'Femme', M: 'Homme' },
  /** Statuses as the journal writes them: a withdrawal's and a request's (R8), a member's as stored. */
  statuses: {
    ...WITHDRAWAL_STATUS_WORDS,
    Expiree: 'Expirée',
    Actif: 'Actif',
    Suspendu: 'Suspendu',
    'En Attente': 'En Attente',
    Inactif: 'Inactif',
  } as Record<string, string>,
  languages: { fr: 'français', en: 'anglais' },
  fields: {
    nom: 'Nom',
    prenom: 'Prénom',
    telephone: 'Téléphone',
    bloc: 'Bloc',
    sexe: 'Sexe',
    role: 'Rôle',
    statut: 'Statut',
    caisses: 'Caisses souscrites',
    type: 'Type',
    libelle: 'Libellé',
    montant: 'Montant',
    transport: 'Transport',
    part: 'Part par personne',
    nbrPersonnes: 'Personnes',
    delaiRecouvrement: 'Délai de recouvrement',
    motifRefus: 'Motif du refus',
    presentation: 'Présentation',
    contactTelephone: 'Téléphone de contact',
    whatsapp: 'WhatsApp',
    montantMensuel: 'Cotisation mensuelle',
    objectifSolidarite: 'Objectif du fonds de solidarité',
    langueDefaut: 'Langue des nouveaux membres',
  },
  totalPaidFor: (month: string) => `Total versé pour ${month}`,
  subscriptionOf: (fund: string) => `Souscription ${fund}`,
  /** ' (demande de modification n°4)' when the write came from one, else ''. */
  byRequest: (id: string | null) => (id ? ` (demande de modification n°${id})` : ''),
  byOfficeChange: (id: string | null) => (id ? ` (changement du bureau n°${id})` : ''),
  paymentRecorded: (amount: string, month: string, inCaisse: string, who: string) =>
    `Cotisation de ${amount} pour ${month}${inCaisse} enregistrée pour ${who}`,
  paymentCorrected: (who: string, month: string, inCaisse: string, byRequest: string) =>
    `Cotisation de ${who} pour ${month}${inCaisse} corrigée${byRequest}`,
  withdrawalFiled: (libelle: string, amount: string | null, inCaisse: string, who: string | null) =>
    `Demande de sortie « ${libelle} »${amount !== null ? ` de ${amount}` : ''}${inCaisse} déposée${who ? ` au bénéfice de ${who}` : ''}`,
  withdrawalDecided: (no: string, inCaisse: string, validated: boolean) =>
    `Demande de sortie${no}${inCaisse} ${validated ? 'validée' : 'rejetée'}`,
  withdrawalModified: (no: string, inCaisse: string, byRequest: string) =>
    `Sortie${no}${inCaisse} modifiée${byRequest}`,
  paymentTarget: (who: string, month: string) => `la cotisation de ${who} pour ${month}`,
  withdrawalTarget: (id: string) => `la sortie n°${id}`,
  requestFiled: (target: string, inCaisse: string, libelle: string) =>
    `Demande de modification de ${target}${inCaisse} déposée : « ${libelle} »`,
  requestValidated: (no: string, inCaisse: string) =>
    `Demande de modification${no}${inCaisse} validée : 30 minutes pour modifier`,
  requestRejected: (no: string, inCaisse: string) => `Demande de modification${no}${inCaisse} rejetée`,
  registered: (who: string) => `Inscription de ${who}`,
  recordModified: (who: string, byOfficeChange: string) => `Fiche de ${who} modifiée${byOfficeChange}`,
  statusChanged: (who: string, byOfficeChange: string) => `Statut de ${who} changé${byOfficeChange}`,
  subscription: (who: string, fund: string, active: boolean) =>
    `Souscription de ${who} à « ${fund} » ${active ? 'activée' : 'désactivée'}`,
  confirmed: (who: string) => `${who} a confirmé son compte`,
  passwordReset: (who: string) => `${who} a choisi un nouveau mot de passe (code reçu par SMS)`,
  createdByCli: (who: string) => `Membre ${who} créé par l’administrateur du serveur`.replace(/\s+/g, ' '),
  officeChangeFiled: (who: string, no: string) =>
    `Changement du bureau demandé pour ${who}${no ? ` (demande${no})` : ''}`,
  officeChangeDecided: (no: string, who: string | null, validated: boolean) =>
    `Changement du bureau${no}${who ? ` pour ${who}` : ''} ${validated ? 'validé et appliqué' : 'rejeté'}`,
  associationCreated: (nom: string) => `Association « ${nom} » créée`,
  settingsChanged: 'Réglages de l’association modifiés',
  unknownAction: (action: string) => `Écriture « ${action} »`,
};

export type JournalWords = typeof fr;

const en: JournalWords = {
  file: (period) => `Log ${period}.xlsx`,
  period: (du, au) => `${du ?? 'start'} to ${au ?? 'today'}`,
  sheet: 'Log',
  date: 'Date',
  auteur: 'Author',
  type: 'Type',
  membre: 'Member concerned',
  caisse: 'Fund',
  resume: 'Entry',
  changements: 'Before → after',
  server: 'The server',
  changeLine: (champ, avant, apres) => `${champ}: ${avant} → ${apres}`,
  kinds: { ...JOURNAL_KIND_LABELS_EN },

  aMember: 'a member',
  aMemberCap: 'A member',
  aFund: 'a fund',
  memberNo: (id) => `member no. ${id}`,
  no: (id) => ` no. ${id}`,
  unknownMonth: 'unknown month',
  none: 'none',
  sexe: { F: 'Female', M: 'Male' },
  statuses: {
    'En cours': 'Pending',
    Valide: 'Validated',
    Rejetee: 'Rejected',
    Expiree: 'Expired',
    Actif: 'Active',
    Suspendu: 'Suspended',
    'En Attente': 'Pending',
    Inactif: 'Inactive',
  },
  languages: { fr: 'French', en: 'English' },
  fields: {
    nom: 'Surname',
    prenom: 'First name',
    telephone: 'Phone',
    bloc: 'Block',
    sexe: 'Sex',
    role: 'Role',
    statut: 'Status',
    caisses: 'Funds subscribed',
    type: 'Type',
    libelle: 'Purpose',
    montant: 'Amount',
    transport: 'Transport',
    part: 'Share per person',
    nbrPersonnes: 'People',
    delaiRecouvrement: 'Recovery deadline',
    motifRefus: 'Reason for rejection',
    presentation: 'Presentation',
    contactTelephone: 'Contact phone',
    whatsapp: 'WhatsApp',
    montantMensuel: 'Monthly contribution',
    objectifSolidarite: 'Solidarity fund target',
    langueDefaut: 'Language of new members',
  },
  totalPaidFor: (month) => `Total paid for ${month}`,
  subscriptionOf: (fund) => `Subscription ${fund}`,
  byRequest: (id) => (id ? ` (modification request no. ${id})` : ''),
  byOfficeChange: (id) => (id ? ` (change to the officers no. ${id})` : ''),
  paymentRecorded: (amount, month, inCaisse, who) =>
    `Contribution of ${amount} for ${month}${inCaisse} recorded for ${who}`,
  paymentCorrected: (who, month, inCaisse, byRequest) =>
    `Contribution of ${who} for ${month}${inCaisse} corrected${byRequest}`,
  withdrawalFiled: (libelle, amount, inCaisse, who) =>
    `Withdrawal request “${libelle}”${amount !== null ? ` of ${amount}` : ''}${inCaisse} filed${who ? ` for the benefit of ${who}` : ''}`,
  withdrawalDecided: (no, inCaisse, validated) =>
    `Withdrawal request${no}${inCaisse} ${validated ? 'validated' : 'rejected'}`,
  withdrawalModified: (no, inCaisse, byRequest) => `Withdrawal${no}${inCaisse} modified${byRequest}`,
  paymentTarget: (who, month) => `the contribution of ${who} for ${month}`,
  withdrawalTarget: (id) => `withdrawal no. ${id}`,
  requestFiled: (target, inCaisse, libelle) => `Modification request for ${target}${inCaisse} filed: “${libelle}”`,
  requestValidated: (no, inCaisse) => `Modification request${no}${inCaisse} validated: 30 minutes to modify`,
  requestRejected: (no, inCaisse) => `Modification request${no}${inCaisse} rejected`,
  registered: (who) => `Registration of ${who}`,
  recordModified: (who, byOfficeChange) => `Record of ${who} modified${byOfficeChange}`,
  statusChanged: (who, byOfficeChange) => `Status of ${who} changed${byOfficeChange}`,
  subscription: (who, fund, active) => `Subscription of ${who} to “${fund}” ${active ? 'activated' : 'deactivated'}`,
  confirmed: (who) => `${who} confirmed their account`,
  passwordReset: (who) => `${who} chose a new password (code received by SMS)`,
  createdByCli: (who) => `Member ${who} created by the server’s administrator`.replace(/\s+/g, ' '),
  officeChangeFiled: (who, no) => `Change to the officers requested for ${who}${no ? ` (request${no})` : ''}`,
  officeChangeDecided: (no, who, validated) =>
    `Change to the officers${no}${who ? ` for ${who}` : ''} ${validated ? 'validated and applied' : 'rejected'}`,
  associationCreated: (nom) => `Association “${nom}” created`,
  settingsChanged: 'Association settings modified',
  unknownAction: (action) => `Entry “${action}”`,
};

export const JOURNAL_WORDS: Record<Langue, JournalWords> = { fr, en };
