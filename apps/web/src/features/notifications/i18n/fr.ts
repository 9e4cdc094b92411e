import { MESSAGES, plural } from '@quartier/shared';
import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';
/**
 * The words of /notifications (ADR 0029, 'Catalogues by feature'): its panels, cards and decision
 * modals, in the spec's French. The English is en.ts, of the same shape. Data values (statuses,
 * request types, fund ids) are keys here: only their display is translated.
 */
export const fr = {
  categories: { rappels: 'Rappels', modifications: 'Modifications', sorties: 'Sorties', bureau: 'Bureau' },
  categoryLabel: 'Catégorie de notifications',
  /** 'N demandes attendent votre décision : Sorties 2 · Bureau 1'. */
  waiting: (pending: string, where: string) => `${pending} : ${where}`,
  status: { 'En cours': 'En cours', Valide: 'Validée', Rejetee: 'Rejetée', Expiree: 'Expirée' },
  modificationTypes: { entree: 'Entrée', sortie: 'Sortie' },
  unknownFund: (id: number) => `Caisse ${id}`,
  /** The monthly fund's withdrawal types (data values, MONTHLY_TYPES) as shown. */
  monthlyTypes: { Travaux: 'Travaux', Sport: 'Sport', Membres: 'Membres', Chaises: 'Chaises' } as Record<
    string,
    string
  >,
  /** The solidarity fund's withdrawal types by code (SOLIDARITY_TYPES). */
  solidarityTypes: { '1': 'Fond de solidarité', '2': 'Cotisation Mensuelles', '3': 'Inscriptions' },
  loadingRequests: 'Chargement des demandes',
  pagesOf: (label: string) => `Pages : ${label}`,
  requestCount: (count: number) => `${count} ${count > 1 ? 'demandes' : 'demande'}`,
  toDecide: (count: number) => `${count} à traiter`,
  pageOf: (page: number, last: number) => `page ${page} sur ${last}`,
  fields: {
    libelle: 'Libellé',
    cotisation: 'Cotisation',
    type: 'Type',
    statut: 'Statut',
    caisse: 'Caisse',
    member: 'Membre concerné',
    withdrawal: 'Sortie concernée',
    month: 'Mois',
    requester: 'Demandeur',
    filedOn: 'Déposée le',
    validator: 'Validateur',
    decidedOn: 'Traitée le',
    refusalReason: 'Motif du refus',
    refusalReasonColumn: 'Motif de refus',
    rejectedBy: 'Rejetée par',
    validatedBy: 'Validée par',
    editUntil: 'Modification possible',
    amount: 'Montant',
    transport: 'Transport',
    recoveryDeadline: 'Délai de recouvrement',
    sharePerPerson: 'Part par personne',
  },
  until: (time: string) => `jusqu’à ${time}`,
  noReasonGiven: 'Aucun motif indiqué',
  refusalReasonLine: (motif: string) => `Motif de refus : ${motif}`,
  refusalReasonOf: (motif: string) => `Motif du refus : ${motif}`,
  share: (part: string, members: number, membersText: string) =>
    `${part} (${membersText} ${plural(members, 'fr', { one: 'membre', other: 'membres' })})`,
  withdrawalNumber: (id: number) => `Sortie n°${id}`,
  decision: {
    validate: 'Oui, je valide la requête',
    reject: 'Non, je rejette cette requête',
    reasonLabel: 'Motif du refus',
    reasonHelp: 'Facultatif : le demandeur le lira dans ses notifications.',
    reasonPlaceholder: 'Libelle',
    cancelRejection: 'Annuler le refus',
    confirmRejection: 'Valider le refus',
    confirmTitle: 'Rejeter cette requête',
    confirmYes: 'Oui, rejeter',
    confirmNo: 'Non, abandonner',
    confirmQuestion: 'Voulez-vous vraiment rejeter cette requête ?',
    confirmReason: (motif: string) => `Motif du refus : « ${motif} »`,
    confirmNoReason: 'Aucun motif ne sera indiqué.',
  },
  allRequests: {
    title: 'Toutes les demandes de sortie',
    view: (libelle: string) => `Voir la demande « ${libelle} »`,
    emptyTitle: 'Aucune demande',
    emptyText: 'Les demandes de modification apparaîtront ici.',
    detailTitle: 'Détail de la demande',
  },
  modifications: {
    tabsLabel: 'Type de demande de modification',
    entrees: 'Entrées',
    sorties: 'Sorties',
    entreesEmpty: 'Les demandes de correction d’une cotisation de membre apparaîtront ici.',
    sortiesEmpty: 'Les demandes de correction d’une sortie d’argent apparaîtront ici.',
    listLabel: (tab: string) => `Demandes de modification : ${tab}`,
    emptyTitle: 'Aucune demande de modification',
  },
  withdrawals: {
    tabsLabel: 'Caisse',
    balance: (fund: string) => `Solde de la caisse ${fund} :`,
    listLabel: (tab: string) => `Demandes de sortie : ${tab}`,
    emptyTitle: 'Aucune demande de sortie',
    emptyText: (fund: string) => `Les demandes de sortie d’argent de la caisse ${fund} apparaîtront ici.`,
    validated: MESSAGES.withdrawalValidated,
  },
  office: {
    loadFailed: 'Erreur lors de la collecte des changements du bureau',
    listLabel: 'Changements du bureau',
    emptyTitle: 'Aucun changement du bureau',
    emptyText:
      'Un changement du rôle de Président ou de Secrétaire, ou du téléphone ou du statut d’un officier, attend ici la validation de l’autre officier.',
    title: (name: string) => `Changement pour ${name}`,
    decidedBy: (name: string) => `Décidé par ${name}`,
    validated: MESSAGES.officeChangeValidated,
    rejected: MESSAGES.officeChangeRejected,
  },
  reminders: {
    newReminder: 'Nouveau rappel',
    yourRequest: 'Votre demande',
    toAll: 'Rappel à tous',
    reminder: 'Rappel',
    sender: 'L’association',
    loading: 'Chargement des rappels',
    emptyTitle: 'Aucun rappel',
    emptyText: 'Les rappels de l’association et les réponses à vos demandes apparaîtront ici.',
    count: (count: number, page: number, last: number) => `${count} notifications · page ${page} sur ${last}`,
    listLabel: 'Rappels',
    pages: 'Pages des rappels',
  },
};

/** The shape of every language's catalogue: each text a string or a function of its values. */
export type Messages = CatalogueShape<typeof fr>;
