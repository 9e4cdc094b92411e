import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';
/*
 * The words of the Inscriptions page and of the member forms (ADR 0029, 'Catalogues by feature'):
 * French, in the spec's wording. A text with values is a function of them; `statut` is the status
 * as shown (memberStatusLabel), the data keep their French value.
 */

/** French quotes with non-breaking spaces inside: « Bloc A » never breaks after «. */
const quote = (text: string) => `\u00ab\u00a0${text}\u00a0\u00bb`;
const NBSP = '\u00a0';
/** Before '?' in French. */
const NNBSP = '\u202f';

export const fr = {
  /** The header card and the 'Inscrire' button. */
  header: {
    total: 'Total des inscriptions',
    members: (count: number, shown: string) => `${shown} ${count > 1 ? 'membres' : 'membre'}`,
    register: 'Inscrire',
    registerRefused: 'L’inscription des membres est réservée aux membres du bureau.',
  },
  page: {
    readOnly: 'Consultation seule : les inscriptions et les numéros de téléphone des membres sont réservés au bureau.',
    section: 'Membres inscrits',
    results: (count: number, shown: string, q: string) =>
      `${shown} ${count > 1 ? 'résultats' : 'résultat'} pour ${quote(q)}`,
    registered: (count: number, shown: string) => `${shown} ${count > 1 ? 'membres inscrits' : 'membre inscrit'}`,
    pageOf: (page: number, pages: number) => ` · page ${page} sur ${pages}`,
    updating: 'Mise à jour de la liste',
    loading: 'Chargement des membres',
    unavailable: 'Liste des membres indisponible',
    noneFound: 'Aucun membre trouvé',
    noneFoundText: (q: string) =>
      `Aucun membre ne correspond à ${quote(q)}. Cherchez un nom, un prénom, un bloc, un statut ou ${quote('femme')} / ${quote('homme')}.`,
    empty: 'Aucun membre inscrit',
    emptyText: 'Les membres inscrits apparaîtront ici.',
    pagination: 'Pages de la liste des membres',
  },
  status: {
    change: 'Changer le statut',
    /** The badge's button: the member, her status, what it does. */
    control: (name: string, statut: string) => `Statut de ${name} : ${statut}. Changer le statut`,
    questionBefore: 'Passer le statut de ',
    questionAfter: (statut: string) => ` à ${quote(statut)}${NNBSP}?`,
    backIn: 'Ce membre pourra de nouveau se connecter.',
    shutOut: 'Ses sessions ouvertes seront fermées\u00a0: ce membre ne pourra plus se connecter.',
    /** The server's answer, word for word (members/routes.ts, updateStatus). */
    changed: (prenom: string, nom: string, statut: string) => `Statut de ${prenom} ${nom} : ${statut}`,
    awaits: (prenom: string, nom: string) =>
      `Le changement de statut de ${prenom} ${nom} attend la validation de l’autre officier.`,
    failed: (name: string) => `Le statut de ${name} n’a pas été changé`,
  },
  solidarity: {
    label: 'Fond de solidarité',
    of: (name: string) => `Fond de solidarité de ${name}`,
    /** Why the others only read it (rulings R4: member edits are the Secrétaire's). */
    locked: 'Les souscriptions au Fond de solidarité se changent par la Secrétaire seulement.',
    yesAdd: 'Oui, inscrire',
    yesRemove: 'Oui, retirer',
    questionBefore: (actif: boolean) => (actif ? 'Inscrire ' : 'Retirer '),
    questionAfter: (actif: boolean) => `${actif ? ' au ' : ' du '}Fond de solidarité${NNBSP}?`,
    addConsequence:
      'Ce membre portera une part de chaque sortie du fonds validée à partir de maintenant : la part des autres membres baisse d’autant.',
    removeConsequence:
      'Ce membre ne portera plus de part des sorties du fonds validées à partir de maintenant : la part des autres membres augmente d’autant.',
    pastUnchanged: 'Les sorties déjà validées ne changent pas.',
    added: (name: string) => `Souscription au fond de solidarité activée pour ${name}.`,
    removed: (name: string) => `Souscription au fond de solidarité désactivée pour ${name}.`,
    failed: 'La souscription au fond de solidarité n’a pas été modifiée',
  },
  list: {
    members: 'Membres',
    member: 'Membre',
    sex: 'Sexe',
    phone: 'Téléphone',
    bloc: 'Bloc',
    status: 'Statut',
    actions: 'Actions',
    view: 'Voir la fiche',
    viewOf: (name: string) => `Voir ${name}`,
    edit: 'Modifier',
    editOf: (name: string) => `Modifier ${name}`,
  },
  sex: { M: 'Homme', F: 'Femme' },
  view: {
    title: 'Fiche du membre',
    nom: 'Nom',
    prenom: 'Prénom',
    phoneHidden: 'Visible par le bureau seulement',
    registeredOn: 'Inscrit le',
    funds: 'Caisses',
  },
  form: {
    editTitle: 'Modifier le membre',
    addTitle: 'Inscrire un membre',
    editIntro: 'Le nom et le prénom restent ceux de l’inscription. Tous les champs sont obligatoires.',
    addIntro:
      'Tous les champs sont obligatoires. Le nouveau membre reçoit par SMS un lien et un code pour confirmer son compte et choisir son mot de passe.',
    readOnly: 'Non modifiable',
    phoneHint: 'Numéro camerounais à 9 chiffres',
    phoneChanged: `Nouveau numéro${NBSP}: une nouvelle confirmation sera demandée.`,
    blocPlaceholder: 'Bloc A',
    role: 'Rôle',
    chooseRole: 'Choisissez un rôle',
    chooseRoleError: 'Choisissez un rôle.',
    chooseSexError: 'Choisissez le sexe.',
    secretaryVacant: 'L’association n’a pas encore de Secrétaire : vous pouvez l’inscrire avec ce rôle.',
    oneEach: 'Un seul Président et une seule Secrétaire à la fois.',
    officeRolesOnly: 'Seuls le Président et la Secrétaire attribuent un rôle du bureau.',
    funds: 'Caisses',
    registrationFee: (fee: string) => `Inscription (${fee}, obligatoire)`,
    monthly: 'Cotisation Mensuelle',
    newPhone: 'Nouveau numéro',
    /** Up to the new number, written after it. */
    newPhoneWarning: (self: boolean, pending: string) =>
      `${self ? 'Votre compte repassera ' : 'Le membre repassera '}${quote(pending)}${NBSP}: ${
        self
          ? 'vous serez déconnecté(e) et devrez confirmer le nouveau numéro avec le lien envoyé par SMS au '
          : 'ses sessions seront fermées et un nouveau lien de confirmation sera envoyé par SMS au '
      }`,
    save: 'Enregistrer',
    register: 'Inscrire',
  },
  /** What the bloc field says of what is typed (lib/member-form.ts, blocHint). */
  bloc: {
    choose: 'Choisissez un bloc existant ou saisissez-en un nouveau.',
    existing: 'Bloc existant.',
    savedAs: (bloc: string) => `Enregistré comme ${quote(bloc)}.`,
    created: (bloc: string) => `Nouveau bloc${NBSP}: ${quote(bloc)}.`,
  },
  submit: {
    /** The server's answers, word for word (members/routes.ts, register and updateUser). */
    registered: (prenom: string, nom: string) => `Ajout du nouveau membre ${prenom} ${nom} réussi`,
    updated: (prenom: string, nom: string) => `Mise à jour du membre ${prenom} ${nom} a réussi`,
    updateAwaits: (prenom: string, nom: string) =>
      `Mise à jour de ${prenom} ${nom} enregistrée ; le changement de rôle ou de téléphone attend la validation de l’autre officier.`,
    codeSent: 'Un lien et un code de confirmation lui ont été envoyés par SMS.',
    newLinkSent: 'Un nouveau lien de confirmation a été envoyé par SMS au nouveau numéro.',
    otherOfficer: 'L’autre officier la trouvera dans Notifications, onglet « Bureau ».',
    registerFailed: (name: string) => `Ajout du nouveau membre ${name} échoué`,
    updateFailed: (name: string) => `Mise à jour du membre ${name} a échoué`,
  },
  picker: {
    placeholder: 'Tapez un nom, un prénom ou un bloc',
    searching: 'Recherche…',
    nothing: 'Aucun membre souscrit ne correspond.',
  },
};

/** The shape of both languages: the French one's, each text a string or a function of its values. */
export type Messages = CatalogueShape<typeof fr>;
