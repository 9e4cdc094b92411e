import { MESSAGES } from '@quartier/shared';
import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';
/**
 * The words of the two fund pages (/cotisation/cotisationMensuelles, /cotisation/fondSolidarite)
 * and their forms, in the spec's French (issue 25, ADR 0029 'Catalogues by feature'). The English
 * is en.ts, typed by this one. The words every page shows (fund names, page titles, 'Annuler') are
 * in the app-wide catalogue (lib/i18n/fr.ts). Data values ('En cours', 'Travaux', fund names in the
 * API) stay data: only their display is here.
 */

const NBSP = '\u00a0';
/** French quotes with non-breaking spaces inside: « Bloc A » never breaks after «. */
const quote = (text: string) => `\u00ab${NBSP}${text}${NBSP}\u00bb`;

export const fr = {
  quote,
  months: {
    /** Month columns of the table: abbreviated on screen, the full name for screen readers. */
    short: (month: number) =>
      ['Janv.', 'Févr.', 'Mars', 'Avr.', 'Mai', 'Juin', 'Juil.', 'Août', 'Sept.', 'Oct.', 'Nov.', 'Déc.'][month - 1] ??
      String(month),
  },
  funds: {
    /** The header card's words. */
    balance: { 3: 'Solde de la Cotisation Mensuelle', 1: 'Solde du Fond de solidarité' },
    /** The fund in a sentence. */
    inSentence: { 3: 'la Cotisation Mensuelle', 1: 'le Fond de solidarité' },
    /** The period of a row's balance and 'À compléter' on the solidarity fund (rulings R7). */
    allYears: 'toutes années',
  },
  categories: { cotisation: 'Cotisations', sorties: 'Sorties' },
  page: {
    pending: MESSAGES.modificationRequestPending,
    contributionsList: 'Cotisations des membres',
    withdrawalsList: 'Sorties',
    contributionsPages: 'Pages du tableau des cotisations',
    withdrawalsPages: 'Pages de la liste des sorties',
    updating: 'Mise à jour de la liste',
    yearIn: (year: number) => `Cotisations ${year}${NBSP}: `,
    yearOut: (year: number) => `Sorties ${year}${NBSP}: `,
    readOnly: `Consultation seule${NBSP}: l’ajout, l’export et les corrections sont réservés au bureau.`,
    category: 'Catégorie',
    /** '12 membres · année 2026', '3 résultats pour « Ngo »', then ' · page 1 sur 2'. */
    ledgerCount: (count: string, total: number, year: number) =>
      `${count} ${total > 1 ? 'membres' : 'membre'} · année ${year}`,
    searchCount: (count: string, total: number, search: string) =>
      `${count} ${total > 1 ? 'résultats' : 'résultat'} pour ${quote(search)}`,
    withdrawalCount: (count: string, total: number, search: string) =>
      `${count} ${total > 1 ? 'sorties' : 'sortie'}${search ? ` pour ${quote(search)}` : ', toutes années confondues'}`,
    pageNote: (page: number, pages: number) => ` · page ${page} sur ${pages}`,
  },
  actions: {
    add: 'Ajouter',
    export: 'Exporter',
    actions: 'Actions',
    pageActions: 'Actions de la page',
    addContribution: 'Enregistrer une cotisation',
    addWithdrawal: 'Demander une sortie d’argent',
    exportWithdrawals: (year: number) => `Télécharger les sorties ${year} (Excel)`,
    exportLedger: (year: number) => `Télécharger le tableau ${year} (Excel)`,
    exported: (fileName: string) => `Export Excel ${quote(fileName)} téléchargé.`,
    exportFailed: 'L’export Excel a échoué',
    officersOnly: 'Seuls le Président et la Secrétaire demandent une sortie d’argent.',
  },
  ledger: {
    loading: 'Chargement du tableau',
    unavailable: 'Tableau indisponible',
    notFound: 'Aucun membre trouvé',
    notFoundText: (fund: string, search: string) =>
      `Aucun membre de ${fund} ne correspond à ${quote(search)}. Cherchez un nom, un prénom ou un bloc.`,
    empty: 'Aucun membre dans cette caisse',
    emptyText: (fund: string) => `Les membres souscrits à ${fund} apparaîtront ici.`,
    caption: (year: number) =>
      `Montants en XAF · année ${year} · Sorties${NBSP}: part de chaque membre, arrondie à 5${NBSP}F`,
    captionSolidarity: ' · Solde et À compléter : toutes années (objectif de la caisse)',
    member: 'Membre',
    total: 'Total',
    shareTitle: 'Part de chaque membre, arrondie à 5 F',
    withdrawals: 'Sorties',
    /** The column's header on screen (the table fits a 1366 px laptop); the full word for screen readers. */
    withdrawalsShort: 'Sorties',
    shares: 'parts',
    balance: 'Solde',
    balanceOf: (period: string) => `Solde (${period})`,
    toCompleteShort: 'À compl.',
    toComplete: 'À compléter',
    toCompleteOf: (period: string) => `À compléter (${period})`,
    nothingToComplete: 'Rien à compléter',
    totalOf: (year: number) => `Total ${year}`,
    allMembers: 'Tous les membres',
    roundedShares: 'parts arrondies',
    editContribution: 'Modifier la cotisation',
    remind: (name: string) => `Envoyer un rappel à ${name}`,
    /** Phones: the cards. */
    members: 'Membres',
    monthDetail: 'Détail par mois',
    withdrawalsOfYear: (year: number) => `Sorties ${year} (part)`,
    paymentsOf: (year: number, name: string) => `Versements ${year} de ${name}`,
    totalsOf: (year: number) => `Totaux ${year}`,
    allFundMembers: 'Tous les membres de la caisse',
    contributions: 'Cotisations',
    roundedWithdrawals: 'Sorties (parts arrondies)',
    contributionsByMonth: (year: number) => `Cotisations ${year} par mois`,
    /** The Secrétaire's reminder to one member, written for her to edit. */
    reminderTitle: (fund: string) => `Rappel : ${fund}`,
    reminderText: (prenom: string, owed: string, caisse: 1 | 3, year: number) =>
      `Bonjour ${prenom}, il vous reste ${owed} à verser ${
        caisse === 3 ? `sur la cotisation mensuelle de ${year}` : 'au fond de solidarité'
      }. Merci de régulariser.`,
  },
  requests: {
    pending: 'Demande en cours',
    ask: 'Demander une modification',
    expiredTitle: 'Autorisation expirée',
    expired: `La modification n’est plus autorisée${NBSP}: déposez une nouvelle demande.`,
    allowedTitle: 'Modification autorisée',
    validatedBy: (name: string) => `Validée par ${name}`,
    validated: 'Validée',
    until: (time: string) => `, jusqu’à ${time}`,
    oneEdit: '. Une seule modification est possible',
    forMonth: (month: string, year: number) => `, pour ${month} ${year}`,
    reason: `Motif de la demande${NBSP}: `,
  },
  form: {
    save: 'Enregistrer',
    send: 'Envoyer la demande',
    member: 'Membre',
    amount: 'Montant (XAF)',
    month: 'Mois',
    year: 'Année',
    pickMonth: 'Choisissez le mois',
    pickMonthError: 'Choisissez le mois.',
  },
  contribution: {
    title: (fund: string) => `Nouvelle cotisation · ${fund}`,
    form: 'Nouvelle cotisation',
    intro: `Tous les champs sont obligatoires. Le versement est enregistré pour le mois choisi${NBSP}: choisissez un mois passé pour rattraper un oubli.`,
    pickMember: 'Choisissez le membre.',
    subscribers: (fund: string) => `Membres souscrits à la caisse ${quote(fund)}.`,
    backDated: (month: string, year: number) => `Versement antidaté${NBSP}: il sera compté en ${month} ${year}.`,
    /** The server's words of its success (ledger service), rebuilt in the reader's language. */
    done: (amount: string, name: string) => `Cotisation de ${amount} par ${name} a bien été effectuée`,
    failed: (amount: string, name: string) => `Cotisation de ${amount} par ${name} a échoué`,
  },
  update: {
    title: 'Modifier la cotisation',
    readOnly: 'Non modifiable',
    newTotal: (current: string) =>
      `Nouveau total du mois (actuellement ${current}). La différence est enregistrée comme une correction.`,
    newTotalPick: 'Nouveau total du mois choisi.',
    done: MESSAGES.transactionUpdated,
    failed: 'Mise à jour de la transaction a échoué',
  },
  request: {
    title: 'Demande de modification',
    contributionsOf: (year: number) => `Cotisations ${year} de `,
    withdrawal: 'Sortie ',
    withdrawalOf: (amount: string) => ` de ${amount}`,
    label: 'Libellé',
    labelHint: 'Pourquoi cette ligne doit être corrigée.',
    labelPlaceholder: 'Ex. montant saisi deux fois',
    monthHint: 'Les mois où un versement est enregistré.',
    pickMonth: 'Choisissez le mois à corriger.',
    note: `La demande part au Président. Une fois validée, vous aurez 30${NBSP}minutes pour faire une seule modification de cette ligne.`,
    done: MESSAGES.modificationRequestSent,
    failed: 'Erreur lors de l’envoi de votre requête',
  },
  withdrawal: {
    editTitle: 'Modifier la sortie',
    title: (fund: string) => `Demande de sortie · ${fund}`,
    form: 'Demande de sortie',
    introSolidarity: 'Tous les champs sont obligatoires, sauf le membre concerné.',
    introMonthly: 'Tous les champs sont obligatoires.',
    introStatus: ` La sortie reste ${quote('En cours')} jusqu’à la décision de l’autre officier (Président ou Secrétaire).`,
    validatedTitle: 'Sortie déjà validée',
    validated: 'Le nouveau montant changera la part de chaque membre et le solde de la caisse.',
    /** The words of its success: the shared MESSAGES, the server's `msg` (approvals routes). */
    done: MESSAGES.withdrawalFiled,
    edited: MESSAGES.withdrawalEdited,
    failed: 'Demande de sortie d’argent a échoué',
    editFailed: 'La demande de sortie n’a pas pu être modifiée',
    type: 'Type',
    pickType: 'Choisissez le type',
    pickTypeError: 'Choisissez le type.',
    motif: 'Motif',
    libelle: 'Libellé',
    motifPlaceholder: 'Ex. décès d’un parent, hospitalisation…',
    libellePlaceholder: 'Ex. réfection du caniveau du Bloc B',
    transport: 'Transport (XAF)',
    transportRequired: 'Le transport est obligatoire (0 s’il n’y en a pas).',
    delay: 'Délai de recouvrement',
    delayRequired: 'Le délai de recouvrement est obligatoire.',
    beneficiary: 'Membre concerné (facultatif)',
    /** The share each member would carry. */
    perPerson: `Montant par personne${NBSP}:`,
    shareRule: (solidarity: boolean, persons: string, fixed: boolean) =>
      `(${solidarity ? 'montant + transport' : 'montant'}) ÷ ${persons} ${fixed ? 'personnes' : 'membres actifs souscrits aujourd’hui'}, arrondi à 5 XAF.`,
    counting: 'Calcul du nombre de membres souscrits…',
    personsFixed: 'Le nombre de personnes a été fixé à la validation.',
    personsLater: 'Le nombre de personnes et la part de chacun sont fixés à la validation de la sortie.',
  },
  withdrawals: {
    loading: 'Chargement des sorties',
    unavailable: 'Sorties indisponibles',
    notFound: 'Aucune sortie trouvée',
    notFoundText: (search: string) => `Aucune sortie ne correspond à ${quote(search)}.`,
    empty: 'Aucune sortie',
    emptyText: (fund: string) => `Les demandes de sortie d’argent sur ${fund} apparaîtront ici.`,
    /** The display of the statuses (data: 'En cours', 'Valide', 'Rejetee'). */
    status: { 'En cours': 'En cours', Valide: 'Validée', Rejetee: 'Rejetée' },
    shareLater: 'Fixée à la validation',
    edit: 'Modifier la sortie',
    date: 'Date',
    type: 'Type',
    amount: 'Montant',
    transport: 'Transport',
    recovery: 'Recouvrement',
    share: 'Part par personne',
    statut: 'Statut',
    requestedBy: 'Demandée par',
    actions: 'Actions',
    refusal: `Refus${NBSP}: `,
    ofTransport: ' de transport',
    rejectedBy: 'Rejetée par',
    validatedBy: 'Validée par',
    list: 'Sorties',
  },
};

export type LedgerMessages = CatalogueShape<typeof fr>;
